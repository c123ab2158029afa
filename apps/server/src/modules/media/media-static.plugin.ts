import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Where the local media store keeps its files (uploads, demo images); served at /media/. */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media')
}

const SERVED_EXTENSIONS = /\.(webp|png|jpe?g|gif|avif|mp4|mov|webm)$/i

/**
 * Serves `${DATA_DIR}/media` at /media/. Stored files never change under a name (a new upload gets a
 * new name), so they are cached for a year as immutable. Encapsulated, with `decorateReply: false`,
 * so `reply.sendFile` stays free for whoever else serves static files (the web app).
 */
export async function mediaStaticModule(app: FastifyInstance, options: { demoOnly?: boolean } = {}) {
  await app.register(fastifyStatic, {
    // With the files in a bucket, only the demo images (written by the seed) are on this disk.
    root: options.demoOnly ? path.join(mediaRoot(app.config.dataDir), 'demo') : mediaRoot(app.config.dataDir),
    prefix: options.demoOnly ? '/media/demo/' : '/media/',
    decorateReply: false,
    // The folder appears with the first upload or the demo seed; files are looked up per request.
    suppressWarning: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Only image and video files are ever served, each with the type of its extension (the store
    // writes only .webp, .mp4, .mov and .webm): nothing in this folder can come back as HTML or script.
    allowedPath: (pathName) => SERVED_EXTENSIONS.test(pathName),
    immutable: true,
    maxAge: '365d',
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff')
    },
  })
}
