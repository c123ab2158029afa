import type { ErrorBody, ErrorCode, ErrorDetail } from '@spotlight/shared/errors'

/** The API's error body (`@spotlight/shared/errors`): the error handler's, and the answers written without Fastify. */
export function errorBody(code: ErrorCode, message: string, requestId: string, details?: ErrorDetail[]): ErrorBody {
  return { error: { code, message, requestId, ...(details ? { details } : {}) } }
}

/** The same, as the JSON text a raw `node:http` answer writes. */
export function errorBodyJson(code: ErrorCode, message: string, requestId: string, details?: ErrorDetail[]): string {
  return JSON.stringify(errorBody(code, message, requestId, details))
}
