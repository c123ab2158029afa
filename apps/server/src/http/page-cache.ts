import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { storeAnswer } from './public-read-cache'

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  return Buffer.concat(chunks)
}

function isReadable(payload: unknown): payload is Readable {
  return typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function'
}

/**
 * Stores the public pages (home, article, category, featured; see public-read-cache.ts for which
 * and for when the cache empties) as they are rendered. A miss is buffered instead of streamed
 * (one render per page a second at most); hits are answered before any rendering. Register inside
 * the web app's scope, before the React Router handler.
 */
export function registerPageCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const miss = request.publicReadMiss
    if (!miss) return payload
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    if (reply.statusCode !== 200 || !isHtml || reply.hasHeader('set-cookie') || !isReadable(payload)) {
      app.publicReads.drop(miss.key)
      return payload
    }
    const html = (await readAll(payload)).toString('utf8')
    if (reply.scriptNonce) storeAnswer(request, reply, html, reply.scriptNonce)
    return html
  })
}
