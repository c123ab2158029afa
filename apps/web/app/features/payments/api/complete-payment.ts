import type { CompletePaymentResponse } from '@spotlight/shared/schemas/payments'
import { api } from '#app/lib/api-client'

/** POST /api/payments/complete with the Pi payment id and txid of onReadyForServerCompletion. */
export const completePayment = (piPaymentId: string, txid: string) =>
  api.post<CompletePaymentResponse>('/api/payments/complete', { paymentId: piPaymentId, txid })
