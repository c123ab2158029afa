// What the fake window.Pi did on the "phone" besides payments: share sheets it opened
// (Pi.openShareDialog) and links it handed to the system browser (Pi.openUrlInSystemBrowser).
// window.Pi reports each call here; tests read them back from GET /_control/state (deviceActions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NOT_RATE_LIMITED, type SimContext } from './pi-sim.http'

export type DeviceAction =
  | { kind: 'share_dialog'; title: string; message: string; user: string | null; at: string }
  | { kind: 'open_url'; url: string; user: string | null; at: string }

/** Kept bounded: a page left open in a dev browser cannot grow the simulator's memory. */
const MAX_ACTIONS = 200

export function createDeviceLog() {
  let actions: DeviceAction[] = []
  return {
    add(action: DeviceAction) {
      actions = [...actions, action].slice(-MAX_ACTIONS)
    },
    list: (): readonly DeviceAction[] => actions,
    clear() {
      actions = []
    },
  }
}
export type DeviceLog = ReturnType<typeof createDeviceLog>

const text = (max: number) => z.string().max(max)
const ShareDialogBody = z.strictObject({ title: text(2000), message: text(10_000), user: text(100).nullish() })
const OpenUrlBody = z.strictObject({ url: text(4000), user: text(100).nullish() })

export const piSimDeviceRoutes: FastifyPluginAsyncZod<SimContext> = async (app, { store, device }) => {
  const at = () => new Date(store.now()).toISOString()

  app.post(
    '/_device/share-dialog',
    { config: NOT_RATE_LIMITED, schema: { body: ShareDialogBody } },
    async (request) => {
      const { title, message, user } = request.body
      device.add({ kind: 'share_dialog', title, message, user: user ?? null, at: at() })
      return { ok: true }
    },
  )

  app.post('/_device/open-url', { config: NOT_RATE_LIMITED, schema: { body: OpenUrlBody } }, async (request) => {
    device.add({ kind: 'open_url', url: request.body.url, user: request.body.user ?? null, at: at() })
    return { ok: true }
  })
}
