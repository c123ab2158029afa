import type { CreatePaymentResponse } from '@spotlight/shared/schemas/payments'
import type { PlanType } from '@spotlight/shared/domain/enums'
import { reportIncompletePayment } from '#app/lib/pi-auth/report-incomplete-payment'
import { getPiSdk, type PiPaymentDTO, type PiSdk } from '#app/lib/pi-sdk'
import { approvePayment, completePayment } from '../api/payments'

/** The SDK's `createPayment` (pi-platform.md section 1.3); lib/pi-sdk.ts types only what sign-in uses. */
type PiPaymentCallbacks = {
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

/** What the wallet flow ended with. `failed` covers SDK errors and our own approve/complete refusing. */
export type PiPaymentOutcome =
  | { status: 'completed'; piPaymentId: string; expirationAt: string | null; articleId: number | null }
  | { status: 'cancelled' }
  | { status: 'failed'; stage: 'sdk' | 'complete'; error: unknown }

export class PiSdkUnavailableError extends Error {
  constructor() {
    super('The Pi SDK is not loaded')
    this.name = 'PiSdkUnavailableError'
  }
}

/** The spec's memo (section 7): 'Pago por plan {plan}'; the server compares it with its own. */
export const paymentMemo = (plan: PlanType) => `Pago por plan ${plan}`

/**
 * Runs one U2A payment with the Pi SDK (spec section 4 "Purchase flow"): the wallet asks for
 * approval, we approve on the server, the wallet returns a txid, we complete on the server. The SDK
 * repeats its callbacks until they succeed, so approve/complete may run more than once (the server
 * makes them idempotent). Resolves once, with the outcome.
 */
export async function runPiPayment(order: CreatePaymentResponse, { sandbox }: { sandbox: boolean }) {
  const sdk = (await getPiSdk(sandbox)) as PiPaymentSdk | null
  if (!sdk || typeof sdk.createPayment !== 'function') throw new PiSdkUnavailableError()
  // The SDK only pays after `authenticate` with the payments scope in this page load; a stored
  // session from an earlier load does not count. Leftover payments go to the server as at sign-in.
  await sdk.authenticate(['username', 'payments', 'in_app_notifications'], reportIncompletePayment)

  return new Promise<PiPaymentOutcome>((resolve) => {
    let settled = false
    let completing: string | null = null
    const finish = (outcome: PiPaymentOutcome) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    sdk.createPayment(
      { amount: order.amount, memo: order.memo, metadata: order.metadata },
      {
        onReadyForServerApproval: (piPaymentId) => {
          // A refusal here is silent (spec section 8): the wallet then lapses and calls onCancel.
          approvePayment(piPaymentId, order.metadata.planType).catch((error: unknown) =>
            console.warn('Payment approval failed', error),
          )
        },
        onReadyForServerCompletion: (piPaymentId, txid) => {
          if (completing === txid) return // the SDK repeats this callback while we are still answering
          completing = txid
          completePayment(piPaymentId, txid).then(
            (done) =>
              finish({
                status: 'completed',
                piPaymentId,
                expirationAt: done.expirationAt ?? null,
                articleId: done.articleId ?? null,
              }),
            (error: unknown) => finish({ status: 'failed', stage: 'complete', error }),
          )
        },
        onCancel: () => finish({ status: 'cancelled' }),
        onError: (error) => finish({ status: 'failed', stage: 'sdk', error }),
      },
    )
  })
}
