import type { FastifyInstance } from 'fastify'
import { AppError } from '#src/errors/app-error'
import { IMMUTABLE_CACHE_CONTROL, type S3MediaStore } from './s3-media-store'

/** One range of bytes (`bytes=0-99`, `bytes=100-`, `bytes=-500`); a list of ranges is answered whole. */
const SINGLE_RANGE = /^bytes=(?:\d+-\d*|-\d+)$/

const notFound = (url: string) => new AppError('NOT_FOUND', `No route for GET ${url.split('?')[0]}`)

/**
 * Serves the bucket's files at /media/<key> as the local store serves its own (same caching headers,
 * Range, ETag and 304s), streamed from S3 as they arrive: any instance serves any upload; or, with
 * S3_PUBLIC_URL, sends the browser there with a permanent redirect. The demo
 * images stay on local disk (the seed writes them there) and are served from it at /media/demo/.
 */
export function s3MediaStaticModule(bucket: S3MediaStore) {
  return async function s3MediaStatic(app: FastifyInstance) {
    app.get('/media/*', async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? ''
      if (!bucket.isKey(key)) throw notFound(request.url)
      // A CDN (or the bucket's public address) serves the bytes; the pages keep /media/ addresses, so
      // stored articles stay valid when that address changes. The redirect is cached as the file is.
      if (bucket.publicUrl) {
        reply.header('cache-control', IMMUTABLE_CACHE_CONTROL)
        return reply.redirect(`${bucket.publicUrl}/${key}`, 301)
      }
      const range = request.headers.range
      const read = await bucket.read(key, {
        ...(range && SINGLE_RANGE.test(range) ? { range } : {}),
        ...(request.method === 'HEAD' ? { isHead: true } : {}),
        ...(request.headers['if-none-match'] ? { ifNoneMatch: request.headers['if-none-match'] } : {}),
        ...(request.headers['if-modified-since'] ? { ifModifiedSince: request.headers['if-modified-since'] } : {}),
      })
      if (read.status === 404) throw notFound(request.url)
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL)
      reply.header('x-content-type-options', 'nosniff')
      reply.header('accept-ranges', 'bytes')
      if (!('body' in read)) return reply.code(read.status).send()
      reply.code(read.status)
      reply.type(bucket.contentTypeOf(key))
      if (read.length !== undefined) reply.header('content-length', String(read.length))
      if (read.range) reply.header('content-range', read.range)
      if (read.etag) reply.header('etag', read.etag)
      if (read.lastModified) reply.header('last-modified', read.lastModified.toUTCString())
      return reply.send(read.body)
    })
  }
}
