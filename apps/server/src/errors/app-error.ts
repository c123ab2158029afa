import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@spotlight/shared/errors'

/** The one error type services throw; the error handler turns it into the API's error body. */
export class AppError extends Error {
  override name = 'AppError'
  readonly statusCode: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message)
    this.statusCode = ERROR_STATUS[code]
  }
}
