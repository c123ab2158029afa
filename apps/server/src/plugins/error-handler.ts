import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { ErrorCode, ErrorDetail } from '@spotlight/shared/errors'
import { AppError } from '#src/errors/app-error'
import { errorBody } from '#src/errors/error-body'
import { isDatabaseDataError, isDatabaseUnavailable } from '#src/errors/database-unavailable'

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, String(request.id), details))
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type…) keep their status with our body. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'AUTH_REQUIRED'
    case 403:
      return 'FORBIDDEN'
    case 404:
      return 'NOT_FOUND'
    case 405:
      return 'METHOD_NOT_ALLOWED'
    case 409:
      return 'CONFLICT'
    case 413:
      return 'PAYLOAD_TOO_LARGE'
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE'
    case 429:
      return 'RATE_LIMITED'
    default:
      return 'BAD_REQUEST'
  }
}

/** '/category/slug' → 'category.slug'; an issue about the whole object is named after its scope ('body'). */
function formatPath(instancePath: string, scope: string): string {
  const joined = instancePath.split('/').filter(Boolean).join('.')
  return joined ? joined : scope
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message)
      return send(reply, request, error.statusCode, error.code, error.message, error.details)
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const scope = error.validationContext ?? 'request'
      const details = error.validation.map((issue) => ({
        path: formatPath(issue.instancePath, scope),
        message: issue.message ?? 'is invalid',
      }))
      const first = details[0]
      const message = first ? `Invalid ${scope}: ${first.path}: ${first.message}` : `Invalid ${scope}`
      return send(reply, request, 400, 'VALIDATION_FAILED', message, details)
    }

    if (isResponseSerializationError(error)) {
      // Our own answer broke its schema: contract drift, never the caller's fault.
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema')
      return send(reply, request, 500, 'INTERNAL_ERROR', 'Something went wrong on our side.')
    }

    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status)
      if (code === 'RATE_LIMITED') reply.header('retry-after', reply.getHeader('retry-after') ?? '60')
      return send(reply, request, status, code, error.message || 'Bad request')
    }

    if (isDatabaseDataError(error)) {
      request.log.warn({ err: error }, 'the database refused a value from the request')
      return send(reply, request, 400, 'BAD_REQUEST', 'The request contains a value that cannot be stored or searched.')
    }

    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting (readiness says so too): a retryable 503, not a bug.
      request.log.warn({ err: error }, 'database unavailable')
      reply.header('retry-after', '5')
      return send(reply, request, 503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable; please retry.')
    }

    request.log.error({ err: error }, 'unhandled error')
    return send(reply, request, 500, 'INTERNAL_ERROR', 'Something went wrong on our side.')
  })

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, 404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
  )
}

export default fp(errorHandler, { name: 'error-handler' })
