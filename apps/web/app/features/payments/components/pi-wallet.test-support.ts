import { vi } from 'vitest'
import type { stubApi } from '#app/test/support'
import { jsonResponse } from '#app/test/render'

export const PI_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 PiBrowser/2.0'

export type WalletCallbacks = {
  onReadyForServerApproval: (id: string) => void
  onReadyForServerCompletion: (id: string, txid: string) => void
  onCancel: (id: string) => void
  onError: (error: Error) => void
}

/**
 * The wallet: a stand-in for the Pi SDK the Pi Browser injects (an external service, like the
 * network). `incomplete` is a payment a reload or Back left unfinished: `authenticate` hands it to
 * its callback without waiting for it, as the real SDK does.
 */
export function installPiWallet({
  play = () => {},
  incomplete,
}: {
  play?: (callbacks: WalletCallbacks) => void
  incomplete?: { identifier: string }
} = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PI_BROWSER_UA)
  const authenticate = vi.fn(async (_scopes: string[], onIncomplete: (payment: unknown) => void) => {
    if (incomplete) void onIncomplete({ ...incomplete, amount: 5, memo: 'Pago por plan MAIN_SLIDER' })
    return { accessToken: 'sim-ada', user: { uid: 'u', username: 'ada' } }
  })
  const createPayment = vi.fn((_data: unknown, callbacks: WalletCallbacks) => play(callbacks))
  window.Pi = { init: vi.fn(), authenticate, createPayment } as unknown as Window['Pi']
  return { authenticate, createPayment }
}

/**
 * Answers POST /api/payments/incomplete on top of a `stubApi` stub (the contract table lists no such
 * route, so the stub would refuse the key), a little later than at once: a caller that does not wait
 * for it is caught. `onSettled` runs when the answer leaves, as the server's settlement is done then.
 */
export function answerIncomplete(fetchMock: ReturnType<typeof stubApi>, onSettled: () => void = () => {}) {
  const others = fetchMock.getMockImplementation()!
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method !== 'POST' || String(input) !== '/api/payments/incomplete') return others(input, init)
    await new Promise((resolve) => setTimeout(resolve, 20))
    onSettled()
    return jsonResponse({ outcome: 'CANCELLED', paymentId: null, status: 'CANCELLED' })
  })
  return fetchMock
}

/** The POSTs made so far, as 'METHOD /path', in order. */
export const postsOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => `POST ${String(url)}`)
