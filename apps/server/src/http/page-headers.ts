import type { FastifyReply, FastifyRequest } from 'fastify'
import { NEXT_CURSOR_HEADER } from '@spotlight/shared/schemas/articles'
import { TOTAL_COUNT_HEADER } from '@spotlight/shared/schemas/search'

/**
 * Paginated lists keep a plain array as the body (the API's contract: a client reads a list as an
 * array); the next page
 * travels in headers (ADR 0002): `Link: <path?limit=N&cursor=C>; rel="next"` and `X-Next-Cursor: C`,
 * both absent on the last page. A page that knows how many items all its pages hold (an admin's
 * queue) says so in `X-Total-Count`.
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { items: T[]; nextCursor: string | null; total?: number },
  limit: number,
  /** Parameters the next page keeps (an order, a filter), written before `limit` and `cursor`. */
  keep: Record<string, string> = {},
): T[] {
  if (page.total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(page.total))
  if (page.nextCursor) {
    const path = request.url.split('?')[0]
    const query = new URLSearchParams({ ...keep, limit: String(limit), cursor: page.nextCursor })
    reply.header('link', `<${path}?${query.toString()}>; rel="next"`)
    reply.header(NEXT_CURSOR_HEADER, page.nextCursor)
  }
  return page.items
}
