import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ARTICLE_IMAGES_MAX, PROMO_VIDEO_MAX_BYTES, PROMO_VIDEO_MAX_SECONDS } from '@spotlight/shared/domain/limits'
import {
  CloudinarySignatureSchema,
  IMAGE_MAX_BYTES,
  MEDIA_MESSAGES,
  MediaConfigSchema,
  MediaSchema,
  RecordCloudinaryUploadInputSchema,
  UploadKindSchema,
  UploadMediaQuerySchema,
  type UploadKind,
} from '@spotlight/shared/schemas/media'
import { AppError } from '#src/errors/app-error'
import { perUserRateLimit } from '#src/plugins/security'
import { recordCloudinaryUpload } from './cloudinary-upload'
import type { MediaService, Uploader } from './media.service'
import type { ScheduledJob } from '#src/modules/notifications/notifications.service'

export type MediaModuleOptions = { media: MediaService }

const UPLOADS_PER_MINUTE = 30
const UPLOADS_PER_ADDRESS_PER_MINUTE = 120
const PUBLIC_ID = /^[\w/-]{1,300}$/

const fileRequired = (message: string) => new AppError('MEDIA_FILE_REQUIRED', message, [{ path: 'file', message }])
/**
 * The multipart parser's own errors (a body that is not multipart, a part that never ends) carry no
 * status: they are the client's broken request, a 400. Errors with a status (a file too large) and
 * system errors (`syscall`: the disk) keep theirs.
 */
const asUploadError = (error: unknown) =>
  error instanceof AppError ||
  typeof (error as { statusCode?: unknown }).statusCode === 'number' ||
  typeof (error as { syscall?: unknown }).syscall === 'string'
    ? error
    : new AppError('BAD_REQUEST', 'The upload is not a valid multipart/form-data body.')
const tooLarge = (kind: UploadKind) =>
  new AppError(
    'MEDIA_TOO_LARGE',
    kind === 'promo-video' ? MEDIA_MESSAGES.videoTooLarge : `The image exceeds ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  )
const maxBytesOf = (kind: UploadKind) => (kind === 'promo-video' ? PROMO_VIDEO_MAX_BYTES : IMAGE_MAX_BYTES)

const uploaderOf = (request: FastifyRequest): Uploader => ({ userId: request.user!.userId, role: request.user!.role })

function fieldValue(file: MultipartFile, name: string): string | undefined {
  const field = file.fields[name]
  if (!field || Array.isArray(field) || field.type !== 'field') return undefined
  return String((field as MultipartValue).value)
}

/** A wildcard public id as sent: raw slashes or url-encoded ones (`folder%2Fid`) are both accepted. */
function publicIdParam(raw: string | undefined): string {
  let value = raw ?? ''
  try {
    if (value.includes('%')) value = decodeURIComponent(value)
  } catch {
    value = ''
  }
  if (!PUBLIC_ID.test(value) || value.includes('..')) throw new AppError('MEDIA_NOT_FOUND', 'No such upload.')
  return value
}

/**
 * The scheduler's hourly job: the orphan sweep walks the whole store (every file of the folder or the
 * bucket), so it runs on one instance per period, not on each of them; after downtime it runs at once.
 * Its lease outlasts a long walk, so another instance does not start the same period's walk meanwhile.
 * Then the images without copies get them, on the instance that swept.
 */
export function mediaSweepJob(
  media: Pick<MediaService, 'sweepOrphans'>,
  options: { onError: (error: unknown) => void; afterSweep?: () => void },
): ScheduledJob {
  return {
    name: 'media-sweep',
    everyMs: 60 * 60_000,
    leaseMs: 30 * 60_000,
    async run() {
      await media.sweepOrphans({ onError: options.onError })
      options.afterSweep?.()
    },
  }
}

/**
 * The media store: uploads (local disk, an S3 bucket, or direct-to-Cloudinary records), cleanup, the public
 * configuration, and the hourly sweep of orphans (a scheduled job). Registered without a prefix because it owns
 * /api/media, /api/cloudinary-signature and /api/cleanup; multipart parsing stays inside it.
 */
export const mediaModule: FastifyPluginAsyncZod<MediaModuleOptions> = async (app, { media }) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: PROMO_VIDEO_MAX_BYTES, fields: 4, fieldSize: 200, parts: 6, headerPairs: 100 },
  })

  // Images stored before their copies existed (the demo images), or while the store was away, get them
  // in the background.
  const makeMissingCopies = () =>
    media
      .makeMissingVariants()
      .then((count) => count > 0 && app.log.info({ count }, 'media: made the copies of older images'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'media: could not make the copies of older images'))
  app.scheduler.register(
    mediaSweepJob(media, {
      onError: (error) => app.log.warn({ err: error }, 'media: could not remove an orphan'),
      afterSweep: () => void makeMissingCopies(),
    }),
  )
  app.addHook('onReady', async () => {
    void makeMissingCopies()
  })
  app.addHook('onClose', async () => {
    // An image being encoded finishes before the database closes under it.
    await media.variantsIdle()
    await media.bucket?.close()
  })

  // Per user rather than per IP: many Pioneers share carrier NAT addresses; the address ceiling is
  // there for many accounts (or bad tokens) behind one address.
  const uploadLimit = perUserRateLimit({
    name: 'media',
    max: UPLOADS_PER_MINUTE,
    perAddressMax: UPLOADS_PER_ADDRESS_PER_MINUTE,
  })

  app.get('/api/media/config', { schema: { response: { 200: MediaConfigSchema } } }, async () => ({
    store: media.store,
    maxVideoBytes: PROMO_VIDEO_MAX_BYTES,
    maxVideoSeconds: PROMO_VIDEO_MAX_SECONDS,
    maxImages: ARTICLE_IMAGES_MAX,
    maxImageBytes: IMAGE_MAX_BYTES,
  }))

  app.post(
    '/api/media',
    {
      // A suspended account cannot publish, so it stores no new files either (removing them stays open).
      onRequest: app.requireActive,
      config: { rateLimit: uploadLimit },
      schema: { querystring: UploadMediaQuerySchema, response: { 201: MediaSchema } },
    },
    async (request, reply) => {
      if (media.store === 'cloudinary')
        throw new AppError('MEDIA_STORE_NOT_CONFIGURED', 'Uploads go directly to Cloudinary on this site.')
      if (!request.isMultipart()) throw fileRequired('Send the file as multipart/form-data in the field "file".')

      const file = await request
        .file({ limits: { fileSize: request.query.kind ? maxBytesOf(request.query.kind) : PROMO_VIDEO_MAX_BYTES } })
        .catch((error: unknown) => {
          throw asUploadError(error)
        })
      if (!file || file.fieldname !== 'file') throw fileRequired('Send the file in the field "file".')

      const kind = UploadKindSchema.safeParse(request.query.kind ?? fieldValue(file, 'kind'))
      if (!kind.success) {
        file.file.resume()
        throw fileRequired('Say what the file is for: kind=header-image, content-image or promo-video.')
      }
      const rawArticleId = request.query.articleId ?? fieldValue(file, 'articleId')
      const articleId = rawArticleId === undefined ? undefined : Number(rawArticleId)
      if (articleId !== undefined && !(Number.isInteger(articleId) && articleId > 0 && articleId < 2 ** 31)) {
        file.file.resume()
        throw new AppError('VALIDATION_FAILED', 'Invalid articleId', [{ path: 'articleId', message: 'is invalid' }])
      }

      if (articleId === undefined) {
        // Refused before the body is read: a user at the cap costs no disk writes.
        await media.assertUnattachedRoom(uploaderOf(request), 0).catch((error: unknown) => {
          file.file.resume()
          throw error
        })
      }

      await mkdir(media.incomingDir, { recursive: true })
      const source = path.join(media.incomingDir, randomBytes(16).toString('hex'))
      try {
        await pipeline(file.file, createWriteStream(source))
        if (file.file.truncated || file.file.bytesRead > maxBytesOf(kind.data)) throw tooLarge(kind.data)
      } catch (error) {
        await rm(source, { force: true })
        if (error instanceof AppError) throw error
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind.data)
        throw asUploadError(error)
      }

      const stored = await media.storeUpload(uploaderOf(request), {
        kind: kind.data,
        source,
        ...(articleId !== undefined ? { articleId } : {}),
      })
      return reply.code(201).send(stored)
    },
  )

  app.get(
    '/api/cloudinary-signature',
    { onRequest: app.requireActive, schema: { response: { 200: CloudinarySignatureSchema } } },
    async (request, reply) => {
      if (!media.cloud)
        throw new AppError('MEDIA_STORE_NOT_CONFIGURED', 'Cloudinary is not the media store of this site.')
      reply.header('cache-control', 'no-store')
      return media.cloud.sign(request.user!.userId, new Date())
    },
  )

  app.post(
    '/api/media/cloudinary',
    {
      onRequest: app.requireActive,
      config: { rateLimit: uploadLimit },
      schema: { body: RecordCloudinaryUploadInputSchema, response: { 201: MediaSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await recordCloudinaryUpload(media, uploaderOf(request), request.body)),
  )

  // The cleanup calls answer plain text (their clients read it so). The static `video/` segment wins over the image wildcard.
  app.delete('/api/cleanup/video/*', { onRequest: app.authenticate }, async (request, reply) => {
    await media.cleanup(uploaderOf(request), publicIdParam((request.params as { '*'?: string })['*']), 'VIDEO')
    return reply.type('text/plain; charset=utf-8').send(MEDIA_MESSAGES.videoDeleted)
  })

  app.delete('/api/cleanup/*', { onRequest: app.authenticate }, async (request, reply) => {
    await media.cleanup(uploaderOf(request), publicIdParam((request.params as { '*'?: string })['*']), 'IMAGE')
    return reply.type('text/plain; charset=utf-8').send(MEDIA_MESSAGES.imageDeleted)
  })
}
