import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request
 * completed"): the completed line carries the method and URL as well. At `info` (the production
 * default) the two lines cost over a third of the requests/s of a small cached read (README,
 * Performance); one line keeps the same facts for fewer writes.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const fields = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...fields, err: error }, 'request errored')
    else reply.log.info(fields, 'request completed')
  }
}
