import type {
  ActivatePlanResponse,
  ApprovePaymentResponse,
  CompletePaymentResponse,
  CreatePaymentResponse,
  PaymentStatusDto,
} from '@spotlight/shared/schemas/payments'
import type { PlanType, SliderPlanType } from '@spotlight/shared/domain/enums'
import { api } from '#app/lib/api-client'

// The purchase calls of spec section 7. Schemas are imported as types only: these run from the
// advertise page, whose first load must not pull zod in; the server validates every body anyway.

export type CreatePaymentInput = {
  planType: PlanType
  username: string
  categorySlug?: string | null
  articleId?: number | null
}

/** POST /api/payments/create: our order, priced by the server (amount, memo and metadata for the SDK). */
export const createPayment = (input: CreatePaymentInput) =>
  api.post<CreatePaymentResponse>('/api/payments/create', {
    planType: input.planType,
    username: input.username,
    categorySlug: input.categorySlug ?? null,
    ...(input.articleId ? { articleId: input.articleId } : {}),
  })

/** POST /api/payments/approve with the Pi payment id the SDK's onReadyForServerApproval gave. */
export const approvePayment = (piPaymentId: string, planType: PlanType) =>
  api.post<ApprovePaymentResponse>('/api/payments/approve', { paymentId: piPaymentId, planType })

/** POST /api/payments/complete with the Pi payment id and txid of onReadyForServerCompletion. */
export const completePayment = (piPaymentId: string, txid: string) =>
  api.post<CompletePaymentResponse>('/api/payments/complete', { paymentId: piPaymentId, txid })

/** GET /api/payments/by-payment-id/{id}: our order id or the Pi id; 404 when it is not the viewer's. */
export const getPaymentStatus = (id: string, signal?: AbortSignal) =>
  api.get<PaymentStatusDto>(`/api/payments/by-payment-id/${encodeURIComponent(id)}`, undefined, {
    signal,
    signedIn: true,
  })

export type ActivatePlanInput = {
  articleId: number
  planType: SliderPlanType
  username: string
  categorySlug: string | null
}

/** POST /api/payments/activate (a paid plan) or /activate/admin (admins, no payment). */
export const activatePlan = (input: ActivatePlanInput, { asAdmin }: { asAdmin: boolean }) =>
  api.post<ActivatePlanResponse>(asAdmin ? '/api/payments/activate/admin' : '/api/payments/activate', input)
