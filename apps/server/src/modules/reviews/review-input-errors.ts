import type { FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { REVIEW_TEXT_MAX } from '@spotlight/shared/domain/reviews'
import { AppError } from '#src/errors/app-error'

/**
 * A review or reply body that failed its schema: a rating or a text out of bounds gets its own code
 * (the web says exactly what is wrong), anything else the usual VALIDATION_FAILED. Routes that take
 * these bodies attach the validation error (`attachValidation`) and call this first.
 */
export function throwReviewInputError(request: FastifyRequest): void {
  const error = request.validationError
  if (!error) return
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue: { instancePath: string; message?: string | undefined }) => ({
      path: issue.instancePath.split('/').filter(Boolean).join('.') || 'body',
      message: issue.message ?? 'is invalid',
    }))
    const isBody = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
    if (isBody && details.some((detail: { path: string }) => detail.path === 'rating'))
      throw new AppError('REVIEW_RATING_OUT_OF_RANGE', 'A rating is a whole number of stars from 1 to 5.', details)
    const text = isBody ? (request.body as { text?: unknown }).text : undefined
    if (
      typeof text === 'string' &&
      details.some((detail: { path: string }) => detail.path === 'text') &&
      [...text.trim()].length > REVIEW_TEXT_MAX
    )
      throw new AppError('REVIEW_TEXT_TOO_LONG', 'A review or reply is at most 1,000 characters.', details)
  }
  throw error
}
