import { reportIncompletePayment } from '#app/lib/pi-auth/report-incomplete-payment'
import { APP_SCOPES, getPiSdk, type PiPaymentDTO, type PiSdk } from '#app/lib/pi-sdk'

/** The SDK's `createPayment`; lib/pi-sdk.ts types only what sign-in uses. */
export type PiPaymentCallbacks = {
  onReadyForServerApproval: (paymentId: string) => void
  onReadyForServerCompletion: (paymentId: string, txid: string) => void
  onCancel: (paymentId: string) => void
  onError: (error: Error, payment?: PiPaymentDTO) => void
}
type PiPaymentSdk = PiSdk & {
  createPayment(
    data: { amount: number; memo: string; metadata: Record<string, unknown> },
    callbacks: PiPaymentCallbacks,
  ): void
}

/** The Pi SDK, authenticated for payments in this page load, with no payment of ours left unfinished. */
export type PiWallet = { readonly sdk: PiPaymentSdk }

export class PiSdkUnavailableError extends Error {
  constructor() {
    super('The Pi SDK is not loaded')
    this.name = 'PiSdkUnavailableError'
  }
}

/**
 * Readies the SDK for one purchase: `authenticate` with the payments scope (the SDK pays only after
 * it, in this page load; a stored session from an earlier load does not count), and our server
 * settles any payment it reports as unfinished (a purchase cut short by a reload or Back: cancelled
 * if unsigned, completed if signed) before this resolves.
 *
 * Call it before creating our order: `authenticate` is the only place the SDK reports that payment,
 * and until it is settled its reservation still counts against the article and the slider, so the
 * new order would be refused. The SDK does not wait for its callback, hence the reports are awaited here.
 */
export async function openPiWallet(sandbox: boolean): Promise<PiWallet> {
  const sdk = (await getPiSdk(sandbox)) as PiPaymentSdk | null
  if (!sdk || typeof sdk.createPayment !== 'function') throw new PiSdkUnavailableError()
  const reports: Promise<void>[] = []
  await sdk.authenticate(APP_SCOPES, (payment) => {
    reports.push(reportIncompletePayment(payment))
  })
  await Promise.all(reports)
  return { sdk }
}
