// The Pi app's notification centre, simulated: the developer server's
// POST /v2/in_app_notifications/notify with the same limits as the platform (256 a request, 48 a
// user a day, on the simulator's clock), and a record of what arrived, read through the control API
// (GET /_control/notifications, GET /_control/state). Failures come from the usual fault queue.
// Also the consent the fake window.Pi reports at Pi.authenticate: the scopes the user granted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bearerUser, checkServerKey, NOT_RATE_LIMITED, piError, type SimContext } from './pi-sim.http'

export const NOTIFY_BATCH_MAX = 256
export const NOTIFY_PER_USER_PER_DAY = 48
const DAY_MS = 24 * 60 * 60 * 1000
/** Kept bounded, like the device log: a dev server left running does not grow without end. */
const MAX_KEPT = 2000

export type ReceivedNotification = {
  title: string
  body: string
  userUid: string
  username: string | null
  subroute: string
  /** false when the user had not granted `in_app_notifications`: the platform drops it. */
  delivered: boolean
  at: string
  atMs: number
}

export function createNotificationCentre() {
  let received: ReceivedNotification[] = []
  return {
    add(items: ReceivedNotification[]) {
      received = [...received, ...items].slice(-MAX_KEPT)
    },
    list: (username?: string): readonly ReceivedNotification[] =>
      username ? received.filter((item) => item.username === username) : received,
    deliveredSince: (userUid: string, sinceMs: number) =>
      received.filter((item) => item.delivered && item.userUid === userUid && item.atMs > sinceMs).length,
    clear() {
      received = []
    },
  }
}
export type NotificationCentre = ReturnType<typeof createNotificationCentre>

const NotifyBody = z.strictObject({
  notifications: z
    .array(
      z.looseObject({
        title: z.string().min(1).max(200),
        body: z.string().min(1).max(1000),
        user_uid: z.string().min(1).max(200),
        subroute: z.string().max(2000).regex(/^\//, 'must be a path'),
      }),
    )
    .min(1),
})

const ConsentBody = z.strictObject({ scopes: z.array(z.string().min(1).max(60)).max(20) })

export const piSimNotificationRoutes: FastifyPluginAsyncZod<SimContext> = async (app, { store, notifications }) => {
  app.post(
    '/v2/in_app_notifications/notify',
    { config: NOT_RATE_LIMITED, bodyLimit: 2 * 1024 * 1024 },
    async (request, reply) => {
      if (!checkServerKey(store, request, reply)) return reply
      const parsed = NotifyBody.safeParse(request.body)
      if (!parsed.success) {
        return piError(reply, 400, 'invalid_arguments', `Invalid notifications: ${parsed.error.issues[0]?.message}`)
      }
      const list = parsed.data.notifications
      if (list.length > NOTIFY_BATCH_MAX) {
        return piError(reply, 400, 'too_many_notifications', `At most ${NOTIFY_BATCH_MAX} notifications a request.`)
      }
      const nowMs = store.now()
      const usersByUid = new Map(store.users().map((user) => [user.uid, user]))
      // The daily limit refuses the whole request, so a caller that does not count loses nothing silently.
      const perUser = new Map<string, number>()
      for (const item of list) perUser.set(item.user_uid, (perUser.get(item.user_uid) ?? 0) + 1)
      for (const [uid, count] of perUser) {
        if (notifications.deliveredSince(uid, nowMs - DAY_MS) + count > NOTIFY_PER_USER_PER_DAY) {
          return piError(
            reply,
            429,
            'rate_limited',
            `User ${uid} would get more than ${NOTIFY_PER_USER_PER_DAY} notifications in 24 hours.`,
          )
        }
      }
      const at = new Date(nowMs).toISOString()
      const received = list.map((item) => {
        const user = usersByUid.get(item.user_uid)
        return {
          title: item.title,
          body: item.body,
          userUid: item.user_uid,
          username: user?.username ?? null,
          subroute: item.subroute,
          delivered: Boolean(user?.scopes.includes('in_app_notifications')),
          at,
          atMs: nowMs,
        }
      })
      notifications.add(received)
      return { sent: received.filter((item) => item.delivered).length }
    },
  )

  // Pi.authenticate's consent screen: the fake window.Pi reports the scopes the user granted.
  app.post('/_device/consent', { config: NOT_RATE_LIMITED, schema: { body: ConsentBody } }, async (request, reply) => {
    const user = bearerUser(store, request, reply)
    if (!user) return reply
    store.setScopes(user.username, request.body.scopes)
    return { scopes: request.body.scopes }
  })

  app.get(
    '/_control/notifications',
    { config: NOT_RATE_LIMITED, schema: { querystring: z.object({ username: z.string().max(60).optional() }) } },
    async (request) => ({ notifications: notifications.list(request.query.username) }),
  )
}
