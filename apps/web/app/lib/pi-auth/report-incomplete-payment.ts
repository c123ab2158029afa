import type { PiPaymentDTO } from '#app/lib/pi-sdk'
import { api } from '#app/lib/api-client'

/**
 * The Pi SDK reports a payment left unfinished (e.g. the app closed mid-payment) at sign-in; the
 * server completes or cancels it so no paid order is lost. Failures are only logged.
 */
export async function reportIncompletePayment(payment: PiPaymentDTO) {
  try {
    await api.post('/api/payments/incomplete', { paymentId: payment.identifier })
  } catch (error) {
    console.warn('Could not report the incomplete payment', error)
  }
}
