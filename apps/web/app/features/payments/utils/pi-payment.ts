import type { CreatePaymentResponse } from '@spotlight/shared/schemas/payments'
import type { PlanType } from '@spotlight/shared/domain/enums'
import { ApiError } from '#app/lib/api-client'
import { approvePayment } from '../api/approve-payment'
import { completePayment } from '../api/complete-payment'
import type { PiWallet } from './pi-wallet'

export { openPiWallet, PiSdkUnavailableError, type PiWallet } from './pi-wallet'

/**
 * What the wallet flow ended with. `failed` covers SDK errors and our own approve/complete refusing;
 * `cancelled` says whether our approval had failed (Pi unreachable) before the wallet gave up.
 */
export type PiPaymentOutcome =
  | {
      status: 'completed'
      piPaymentId: string
      expirationAt: string | null
      articleId: number | null
      /** Paid, but the article was taken down meanwhile: its promotion did not start. */
      promotionEnded: boolean
    }
  | { status: 'cancelled'; afterApprovalFailed: boolean }
  | { status: 'failed'; stage: 'sdk' | 'approve' | 'complete'; error: unknown }

/**
 * Our server could not approve the payment because Pi (or our server) could not be reached: the
 * wallet still waits, so approving the same Pi payment again may work. `retrying` while it runs.
 */
export type ApprovalTrouble = { retrying: boolean; retry: () => void }

/** A failure worth retrying: no answer, or a server error (Pi unreachable is our 502). */
const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500

/** The payment's memo, always in Spanish: 'Pago por plan {plan}'; the server compares it with its own. */
export const paymentMemo = (plan: PlanType) => `Pago por plan ${plan}`

/**
 * Runs one U2A payment with the Pi SDK, in a wallet `openPiWallet` readied for it: the wallet asks for
 * approval, we approve on the server, the wallet returns a txid, we complete on the server. The SDK
 * repeats its callbacks until they succeed, so approve/complete may run more than once (the server
 * makes them idempotent). Resolves once, with the outcome.
 *
 * A failed approval is told at once through `onApprovalTrouble` (null again once approved) with a
 * retry of the same Pi payment, rather than left to the wallet's window to lapse in silence; a
 * refusal (our server's 4xx: cancelled, not the order's…) ends the flow as failed at `approve`.
 */
export function runPiPayment(
  order: CreatePaymentResponse,
  { wallet, onApprovalTrouble }: { wallet: PiWallet; onApprovalTrouble?: (trouble: ApprovalTrouble | null) => void },
) {
  const { sdk } = wallet
  return new Promise<PiPaymentOutcome>((resolve) => {
    let settled = false
    let completing: string | null = null
    let approving = false
    let approved = false
    let troubled = false
    const finish = (outcome: PiPaymentOutcome) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    const approve = (piPaymentId: string) => {
      // The SDK repeats its callback until Pi shows the approval: one request at a time, none after.
      if (settled || approved || approving) return
      approving = true
      if (troubled) onApprovalTrouble?.({ retrying: true, retry: () => approve(piPaymentId) })
      approvePayment(piPaymentId, order.metadata.planType).then(
        () => {
          approving = false
          approved = true
          troubled = false
          onApprovalTrouble?.(null)
        },
        (error: unknown) => {
          approving = false
          console.warn('Payment approval failed', error)
          if (!isTransient(error)) return finish({ status: 'failed', stage: 'approve', error })
          troubled = true
          if (!settled) onApprovalTrouble?.({ retrying: false, retry: () => approve(piPaymentId) })
        },
      )
    }
    sdk.createPayment(
      { amount: order.amount, memo: order.memo, metadata: order.metadata },
      {
        onReadyForServerApproval: approve,
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
                promotionEnded: done.promotionEnded ?? false,
              }),
            (error: unknown) => finish({ status: 'failed', stage: 'complete', error }),
          )
        },
        onCancel: () => finish({ status: 'cancelled', afterApprovalFailed: troubled }),
        onError: (error) => finish({ status: 'failed', stage: 'sdk', error }),
      },
    )
  })
}
