import type { PlanType } from '@spotlight/shared/domain/enums'
import type { CreatePaymentResponse } from '@spotlight/shared/schemas/payments'
import { api } from '#app/lib/api-client'

// The purchase calls import their schemas as types only: they run from the advertise page, whose
// first load must not pull zod in; the server validates every body anyway.

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
