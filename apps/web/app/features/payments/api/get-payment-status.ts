import type { PaymentStatusDto } from '@spotlight/shared/schemas/payments'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/payments/by-payment-id/{id}: our order id or the Pi id; 404 when it is not the viewer's. */
export const getPaymentStatus = (id: string, signal?: AbortSignal) =>
  api.get<PaymentStatusDto>(`/api/payments/by-payment-id/${encodeURIComponent(id)}`, undefined, {
    signal,
    signedIn: true,
  })

/** The order a QR code names, as the phone that scanned it reads it. */
export const paymentStatusQuery = (id: string) =>
  queryOptions({ queryKey: ['payments', 'status', id], queryFn: () => getPaymentStatus(id) })
