// Test helpers: speak to a running simulator over real HTTP, as its callers do.
import type { TestApp } from '#src/test/build-test-app'
import type { PaymentDto, UserDto } from './pi-sim.dto'
import type { PaymentState } from './pi-sim.types'

export type PiErrorBody = { error: string; error_message: string; payment?: PaymentDto }
export type SimAnswer<T> = { status: number; body: T; headers: Headers }
export type StateBody = {
  nowMs: number
  offsetMs: number
  apiKeyEnforced: boolean
  users: UserDto[]
  payments: { identifier: string; username: string; state: PaymentState; payment: PaymentDto }[]
  faults: unknown[]
}

export const PAYMENT = {
  amount: 3,
  memo: 'Main slider, 30 days',
  metadata: { orderId: 'order-1', plan: 'MAIN_SLIDER' },
}

/** `[status, error code]` of an answer, to compare a refusal in one line. */
export function refusal(answer: SimAnswer<unknown>): [number, string | undefined] {
  return [answer.status, (answer.body as PiErrorBody | undefined)?.error]
}

type CallOptions = { auth?: string; json?: unknown; headers?: Record<string, string> }

export function simClient(t: TestApp) {
  async function call<T = PaymentDto>(method: string, path: string, options: CallOptions = {}): Promise<SimAnswer<T>> {
    const response = await t.request(`/__pi-sim${path}`, {
      method,
      ...(options.json === undefined ? {} : { json: options.json }),
      headers: { ...(options.auth ? { authorization: options.auth } : {}), ...options.headers },
    })
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers }
  }
  const key = 'Key test-key'
  const pay = (id: string, action = '') => `/v2/payments/${id}${action ? `/${action}` : ''}`

  return {
    call,
    key,
    wallet: {
      create: (user: string, json: unknown = PAYMENT) =>
        call('POST', '/v2/payments/user_to_app', { auth: `Bearer sim-${user}`, json }),
      incomplete: (user: string) =>
        call<{ exists: boolean; payment: PaymentDto | null }>('GET', '/v2/payments/incomplete', {
          auth: `Bearer sim-${user}`,
        }),
      sign: (id: string, json?: unknown) =>
        call<{ txid: string; payment: PaymentDto }>('POST', pay(id, 'sign'), json === undefined ? {} : { json }),
      userCancel: (id: string) => call('POST', pay(id, 'user-cancel')),
    },
    server: {
      get: (id: string) => call('GET', pay(id), { auth: key }),
      approve: (id: string) => call('POST', pay(id, 'approve'), { auth: key, json: {} }),
      complete: (id: string, txid?: string) =>
        call('POST', pay(id, 'complete'), { auth: key, json: txid === undefined ? {} : { txid } }),
      cancel: (id: string) => call('POST', pay(id, 'cancel'), { auth: key, json: {} }),
    },
    control: {
      reset: () => call<{ ok: true }>('POST', '/_control/reset'),
      seed: (json: unknown) => call<{ users: UserDto[]; payments: PaymentDto[] }>('POST', '/_control/seed', { json }),
      advance: (advanceMs: number) => call<{ nowMs: number }>('POST', '/_control/clock', { json: { advanceMs } }),
      faults: (json: unknown) => call<{ faults: unknown[] }>('POST', '/_control/faults', { json }),
      apiKey: (key: string | null) => call<{ enforced: boolean }>('POST', '/_control/api-key', { json: { key } }),
      config: (json: unknown) => call('POST', '/_control/config', { json }),
      state: (username?: string) => call<StateBody>('GET', `/_control/state${username ? `?username=${username}` : ''}`),
    },
  }
}
export type SimClient = ReturnType<typeof simClient>

/** Creates a payment for `user` and walks it to `until` the way the wallet and a server would. */
export async function paymentIn(sim: SimClient, user: string, until: 'CREATED' | 'APPROVED' | 'SIGNED') {
  const created = await sim.wallet.create(user)
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`)
  const id = created.body.identifier
  if (until === 'CREATED') return { id, txid: '' }
  await sim.server.approve(id)
  if (until === 'APPROVED') return { id, txid: '' }
  const signed = await sim.wallet.sign(id)
  return { id, txid: signed.body.txid }
}
