import type { PlanType } from '@spotlight/shared/domain/enums'
import type { ApprovePaymentResponse } from '@spotlight/shared/schemas/payments'
import { api } from '#app/lib/api-client'

/** POST /api/payments/approve with the Pi payment id the SDK's onReadyForServerApproval gave. */
export const approvePayment = (piPaymentId: string, planType: PlanType) =>
  api.post<ApprovePaymentResponse>('/api/payments/approve', { paymentId: piPaymentId, planType })
