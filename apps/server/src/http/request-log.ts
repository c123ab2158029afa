import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/**
 * The path of a request URL, without its query string. Query values may carry secrets (a QR link's
 * secret was once accepted as `?secret=`, and any client can put a token there by mistake); logs
 * are kept, shipped and read by more people than the secrets are meant for, so no query value is
 * ever written. The path alone still says which route was called.
 */
export function loggedPath(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request
 * completed"): the completed line carries the method and path as well. At `info` (the production
 * default) the two lines cost over a third of the requests/s of a small cached read (docs/performance.md,
 * "Logging"); one line keeps the same facts for fewer writes.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const fields = {
      method: request.method,
      url: loggedPath(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...fields, err: error }, 'request errored')
    else reply.log.info(fields, 'request completed')
  }
}
