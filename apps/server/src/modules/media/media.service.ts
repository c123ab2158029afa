import { rename, rm } from 'node:fs/promises'
import { ARTICLE_IMAGES_MAX, PROMO_VIDEO_MAX_SECONDS } from '@spotlight/shared/domain/limits'
import type { Role } from '@spotlight/shared/domain/enums'
import { MEDIA_MESSAGES, type Media, type UploadKind } from '@spotlight/shared/schemas/media'
import type { Config } from '#src/config/env'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createCloudinaryMediaStore, parseCloudinaryUrl, type CloudinaryMediaStore } from './cloudinary-media-store'
import { variantUrl, variantWidthsFor } from '@spotlight/shared/domain/image-variants'
import { removeImageVariants, writeImageVariants } from './image-variants'
import { createLocalMediaStore } from './local-media-store'
import { removeS3ImageVariants, writeS3ImageVariants } from './s3-image-variants'
import { createS3MediaStore, type S3MediaStore } from './s3-media-store'
import { probeVideo, reencodeImage } from './media-probe'
import { createMediaRepository, type ArticleMediaRefs, type MediaRow } from './media.repository'
import { createSerialQueue } from './serial-queue'
import { inPages, sweepStoredFiles } from './store-sweep'

export type Uploader = { userId: number; role: Role }

/** An image's copies, queued or being made (see makeVariants). */
/** The widths of the copies made, or null: none recorded, since the store could not be reached. */
type VariantJob = { isCancelled: boolean; isStarted: boolean; result: Promise<number[] | null> }

/**
 * Unattached uploads older than this, used by no article, are removed by the sweep; so are stored files
 * this old that no row knows of (no upload takes this long between its file and its row).
 */
export const ORPHAN_AGE_MS = 24 * 3600 * 1000

/**
 * Bytes of uploads a user may hold that no article uses (ten 30 MB videos). Unattached uploads stay
 * on disk for a day before the sweep removes them, so without a cap an account could fill the disk
 * with them within the upload rate limit. Attached uploads do not count.
 */
export const UNATTACHED_MAX_BYTES = 300 * 1024 * 1024

const limitReached = (message: string) => new AppError('MEDIA_LIMIT_REACHED', message)
const unattachedQuotaReached = () =>
  new AppError(
    'MEDIA_UNATTACHED_QUOTA',
    `You hold ${UNATTACHED_MAX_BYTES / 1024 / 1024} MB of uploads that no article uses. Add them to an article or delete them before uploading more.`,
  )
/** An upload's address in the local store (the demo images are never removed by the media service). */
const LOCAL_UPLOAD_URL = /^\/media\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/

const notFound = () => new AppError('MEDIA_NOT_FOUND', 'No such upload.')

/** `<img src="…">` sources of a sanitised body (attribute values are always double-quoted there). */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

function toMediaDto(row: MediaRow, kind: UploadKind): Media {
  return {
    publicId: row.publicId,
    url: row.url,
    kind,
    bytes: row.bytes,
    ...(row.width ? { width: row.width } : {}),
    ...(row.height ? { height: row.height } : {}),
    ...(row.durationS !== null ? { durationS: row.durationS } : {}),
    uploadDate: row.createdAt.toISOString(),
  }
}

export type MediaServiceDeps = {
  db: Db
  config: Pick<Config, 'dataDir' | 'mediaStore' | 'cloudinaryUrl' | 's3'>
  now?: () => Date
  /** Told when an image's copies could not be made (the original is then served alone). */
  onVariantError?: (error: unknown, row: MediaRow) => void
  /**
   * Told when an image's copies are recorded, with who shows the image then: the cached public reads
   * of those articles and categories may now offer the copies.
   */
  onVariantsMade?: (shownBy: { articleIds: number[]; categorySlugs: string[] }) => void
}

export function createMediaService({
  db,
  config,
  now = () => new Date(),
  onVariantError,
  onVariantsMade,
}: MediaServiceDeps) {
  const repo = createMediaRepository(db)
  const local = createLocalMediaStore(config.dataDir)
  const cloud: CloudinaryMediaStore | null =
    config.mediaStore === 'cloudinary' && config.cloudinaryUrl
      ? createCloudinaryMediaStore(parseCloudinaryUrl(config.cloudinaryUrl))
      : null
  const bucket: S3MediaStore | null = config.mediaStore === 's3' && config.s3 ? createS3MediaStore(config.s3) : null
  /** Where streamed uploads wait while they are checked: inside the media folder (same disk), never served. */
  const incomingDir = `${local.root}/.incoming`

  /**
   * Keeps a checked file under a fresh name in the active store: moved into the media folder (same
   * disk), or streamed to the bucket (`source` is then left for the caller to remove).
   */
  async function keep(source: string, extension: string, at: Date): Promise<{ publicId: string; url: string }> {
    if (bucket) {
      const target = bucket.allocate(extension, at)
      await bucket.putFile(source, target.key)
      return target
    }
    const target = await local.allocate(extension, at)
    await rename(source, target.file)
    return target
  }

  /**
   * Records a kept file, or takes it back out of the store when its row cannot be written (the database
   * away, the article gone): no row would ever point the sweep at it.
   */
  async function recordKept(
    target: { publicId: string; url: string },
    values: Parameters<typeof repo.insertMedia>[0],
  ): Promise<MediaRow> {
    try {
      return await repo.insertMedia(values)
    } catch (error) {
      const key = bucket?.keyOfUrl(target.url)
      await (bucket && key ? bucket.remove(key) : local.remove(target.publicId, target.url)).catch(() => undefined)
      throw error
    }
  }

  const variantQueue = createSerialQueue()

  /**
   * The images whose copies are queued or being made here, by row id. Deleting one cancels its job:
   * one still queued then writes nothing, and the deletion waits for one already running to stop
   * (after the copy it is encoding) before it removes the files.
   */
  const variantJobs = new Map<number, VariantJob>()

  /**
   * Makes an image's AVIF and WebP copies and records their widths. A local file gets them written next
   * to it (one image at a time, see serial-queue.ts); a Cloudinary image needs none written, its
   * delivery transformations make them. An image whose copies cannot be made is recorded with none
   * (the pages then show the original), so it is not tried again on every start; one whose store could
   * not be reached is recorded with nothing (null), and the next pass of makeMissingVariants makes them.
   */
  function makeVariants(row: MediaRow): Promise<number[] | null> {
    const pending = variantJobs.get(row.id)
    if (pending) return pending.result
    const job: VariantJob = { isCancelled: false, isStarted: false, result: Promise.resolve([]) }
    variantJobs.set(row.id, job)
    job.result = variantQueue.run(async () => {
      job.isStarted = true
      try {
        return await makeVariantsNow(row, job)
      } finally {
        variantJobs.delete(row.id)
      }
    })
    return job.result
  }

  async function makeVariantsNow(row: MediaRow, job: VariantJob): Promise<number[] | null> {
    if (job.isCancelled || row.kind !== 'IMAGE') return []
    const isCancelled = () => job.isCancelled
    let widths: number[] = []
    if (row.width && variantUrl(row.url, row.width, 'avif')) {
      try {
        widths = bucket?.keyOfUrl(row.url)
          ? await writeS3ImageVariants(bucket, incomingDir, row.url, row.width, isCancelled)
          : row.url.startsWith('/media/')
            ? await writeImageVariants(local.root, row.url, row.width, isCancelled)
            : variantWidthsFor(row.width)
      } catch (error) {
        if (!job.isCancelled) onVariantError?.(error, row)
        // A store away for a while says nothing of the image: its copies are made on a later pass.
        if (error instanceof AppError && error.code === 'MEDIA_STORE_UNAVAILABLE') return null
      }
    }
    // Cancelled here: the deletion waiting for this job removes whatever was written.
    if (job.isCancelled) return []
    if (!(await repo.setVariantWidths(row.id, widths))) {
      // Deleted meanwhile by another instance, whose removal may have come before these copies landed.
      await removeCopies(row)
      return []
    }
    if (widths.length > 0 && onVariantsMade) onVariantsMade(await repo.listShowing(row))
    return widths
  }

  /** Deletes an image's copies, whichever exist (not the demo images': those are never removed). */
  async function removeCopies(row: MediaRow): Promise<void> {
    if (row.kind !== 'IMAGE') return
    if (bucket?.keyOfUrl(row.url)) await removeS3ImageVariants(bucket, row.url, row.width)
    if (LOCAL_UPLOAD_URL.test(row.url)) await removeImageVariants(local.root, row.url, row.width)
  }

  /** Deletes the stored file (local disk, the bucket or Cloudinary) and its copies, then the row. */
  async function removeFile(row: MediaRow): Promise<void> {
    const job = variantJobs.get(row.id)
    if (job) {
      job.isCancelled = true
      if (job.isStarted) await job.result.catch(() => undefined)
    }
    const key = bucket?.keyOfUrl(row.url)
    if (bucket && key) {
      if (row.kind === 'IMAGE') await removeS3ImageVariants(bucket, row.url, row.width)
      await bucket.remove(key)
    }
    if (row.url.startsWith('/media/')) {
      await local.remove(row.publicId, row.url)
      if (row.kind === 'IMAGE' && LOCAL_UPLOAD_URL.test(row.url))
        await removeImageVariants(local.root, row.url, row.width)
    } else if (cloud) await cloud.destroy(row.publicId, row.kind === 'VIDEO' ? 'video' : 'image')
    await repo.deleteById(row.id)
    // Copies not recorded yet may still be landing from another instance's job (S3, a shared volume):
    // a copy written after the removal above, before that job saw the row gone, goes now.
    if (row.variantWidths === null) await removeCopies(row)
  }

  /**
   * Removes the files of the local store or the bucket (uploads and their copies) written before
   * `olderThan` whose public id no row knows: a process stopped between storing a file and inserting
   * its row (a crash, a kill, a deploy) leaves one, and no row would ever point the sweep at it. The
   * store is walked a page at a time, with one query per page. Files written before the oldest
   * recorded upload are left alone: a store put under a database that is not its own (a fresh one, a
   * mistaken DATABASE_URL) would otherwise be emptied by one pass, and with no row at all nothing is
   * removed. Cloudinary's uploads are not walked: its listing is the rate-limited Admin API. The scratch
   * files a stopped process left (see removeStaleTemporaries) go too, whatever the store.
   */
  async function sweepUnknownFiles(
    olderThan: Date,
    pageSize: number,
    onError: ((error: unknown) => void) | undefined,
  ): Promise<number> {
    // Scratch files no row ever names (every store's uploads pass through the local folder): a day is the rule.
    const temporaries = await local.removeStaleTemporaries(olderThan).catch((error: unknown) => {
      onError?.(error)
      return 0
    })
    if (cloud) return temporaries
    const oldest = await repo.oldestCreatedAt()
    if (!oldest) return temporaries
    const unknown = await sweepStoredFiles({
      pages: bucket ? bucket.listPages(pageSize) : inPages(local.files(), pageSize),
      remove: (key) => (bucket ? bucket.remove(key) : local.removeKey(key)),
      listKnownIds: repo.listKnownIds,
      olderThan,
      notBefore: oldest,
      onError,
    })
    return temporaries + unknown
  }

  /**
   * Refuses an upload the article has no room for: one header image, one promo video, 5 images in all
   * (the header counts). Uploads already attached to the article but not yet saved into it count too.
   */
  async function assertRoomIn(uploader: Uploader, articleId: number, kind: UploadKind): Promise<ArticleMediaRefs> {
    const article = await repo.findArticleRefs(articleId)
    if (!article) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
    if (uploader.role !== 'ADMIN' && article.ownerId !== uploader.userId)
      throw new AppError('FORBIDDEN', 'You can only add media to your own articles.')

    const bodyImages = imageSources(article.content)
    const used = new Set([article.headerImage, article.promoVideo, ...bodyImages])
    const pending = (await repo.listAttachedTo(articleId)).filter((row) => !used.has(row.url))

    if (kind === 'promo-video') {
      if (article.promoVideo || pending.some((row) => row.kind === 'VIDEO'))
        throw limitReached(MEDIA_MESSAGES.videoTaken)
      return article
    }
    if (kind === 'header-image' && article.headerImage) throw limitReached(MEDIA_MESSAGES.headerTaken)
    const images = (article.headerImage ? 1 : 0) + bodyImages.length + pending.filter((r) => r.kind === 'IMAGE').length
    if (images >= ARTICLE_IMAGES_MAX) throw limitReached(MEDIA_MESSAGES.tooManyImages)
    return article
  }

  /**
   * Refuses an upload of `incomingBytes` attached to no article when the user's unattached uploads
   * would then pass `UNATTACHED_MAX_BYTES` (0: "is there any room left", asked before a body is read).
   */
  async function assertUnattachedRoom(uploader: Uploader, incomingBytes: number): Promise<void> {
    const held = await repo.unattachedBytesOf(uploader.userId)
    if (held >= UNATTACHED_MAX_BYTES || held + incomingBytes > UNATTACHED_MAX_BYTES) throw unattachedQuotaReached()
  }

  return {
    store: cloud ? ('cloudinary' as const) : bucket ? ('s3' as const) : ('local' as const),
    cloud,
    bucket,
    incomingDir,

    assertRoomIn,
    assertUnattachedRoom,

    /**
     * Stores a checked upload (local store or bucket). `source` is the streamed temp file (removed
     * here): an image is re-encoded to WebP, a video is kept as uploaded once its type and duration
     * pass. Nothing reaches the store before every check has passed.
     */
    async storeUpload(
      uploader: Uploader,
      input: { kind: UploadKind; articleId?: number | undefined; source: string },
    ): Promise<Media> {
      try {
        if (input.articleId !== undefined) await assertRoomIn(uploader, input.articleId, input.kind)
        const at = now()
        if (input.kind === 'promo-video') {
          const video = await probeVideo(input.source)
          if (video.durationS > PROMO_VIDEO_MAX_SECONDS)
            throw new AppError('MEDIA_VIDEO_TOO_LONG', MEDIA_MESSAGES.videoTooLong)
          if (input.articleId === undefined) await assertUnattachedRoom(uploader, video.bytes)
          const target = await keep(input.source, video.extension, at)
          const row = await recordKept(target, {
            ownerId: uploader.userId,
            kind: 'VIDEO',
            publicId: target.publicId,
            url: target.url,
            bytes: video.bytes,
            durationS: Math.round(video.durationS * 1000) / 1000,
            articleId: input.articleId ?? null,
            createdAt: at,
          })
          return toMediaDto(row, input.kind)
        }

        const encoded = `${input.source}.webp`
        let target: { publicId: string; url: string }
        let image: Awaited<ReturnType<typeof reencodeImage>>
        try {
          image = await reencodeImage(input.source, encoded)
          if (input.articleId === undefined) await assertUnattachedRoom(uploader, image.bytes)
          target = await keep(encoded, 'webp', at)
        } finally {
          await rm(encoded, { force: true })
        }
        const row = await recordKept(target, {
          ownerId: uploader.userId,
          kind: 'IMAGE',
          publicId: target.publicId,
          url: target.url,
          bytes: image.bytes,
          width: image.width,
          height: image.height,
          articleId: input.articleId ?? null,
          createdAt: at,
        })
        // The copies are made after the answer, off the request: the upload waits only for the original.
        void makeVariants(row).catch((error: unknown) => onVariantError?.(error, row))
        return toMediaDto(row, input.kind)
      } finally {
        await rm(input.source, { force: true })
      }
    },

    /** Keeps a stored row for a Cloudinary upload that passed its checks (see cloudinary-upload.ts). */
    async insertRow(values: Parameters<typeof repo.insertMedia>[0], kind: UploadKind): Promise<Media> {
      // Cloudinary makes the copies by URL: an image has them as soon as it is recorded.
      const variantWidths =
        values.kind === 'IMAGE' && values.width && variantUrl(values.url, values.width, 'avif')
          ? variantWidthsFor(values.width)
          : null
      return toMediaDto(await repo.insertMedia({ ...values, variantWidths }), kind)
    },

    /**
     * Makes the copies of every image that has none recorded yet (uploads from before copies existed,
     * the demo images, those made while the store was away), in batches, one image at a time.
     * Idempotent: a second run finds nothing to do, and files already on disk are kept. Stops at the
     * first image whose store cannot be reached (the next pass goes on). Returns how many were handled.
     */
    async makeMissingVariants(options: { batch?: number } = {}): Promise<number> {
      let handled = 0
      for (;;) {
        const rows = await repo.listImagesWithoutVariants(options.batch ?? 100)
        if (rows.length === 0) return handled
        for (const row of rows) {
          if ((await makeVariants(row)) === null) return handled
          handled += 1
        }
      }
    },

    /** Resolves once the copies queued so far are made (tests, shutdown). */
    variantsIdle: () => variantQueue.idle(),

    findByPublicId: (publicId: string) => repo.findByPublicId(publicId),

    /** The bytes of an upload kept in the bucket (`/media/<key>`), at most `maxBytes`; null otherwise. */
    async readStored(url: string, maxBytes: number): Promise<Buffer | null> {
      const key = bucket?.keyOfUrl(url)
      return bucket && key ? bucket.readBuffer(key, maxBytes) : null
    },

    /** DELETE /api/cleanup/…: the owner or an admin removes one upload of the given kind. */
    async cleanup(user: Uploader, publicId: string, kind: 'IMAGE' | 'VIDEO'): Promise<void> {
      const row = await repo.findByPublicId(publicId)
      if (!row || row.kind !== kind) throw notFound()
      if (user.role !== 'ADMIN' && row.ownerId !== user.userId)
        throw new AppError('FORBIDDEN', 'You can only delete your own uploads.')
      await removeFile(row)
    },

    /**
     * After an article is deleted: removes its header image, promo video and body images, unless
     * another article still uses the same file.
     */
    async removeArticleFiles(article: {
      id: number
      headerImage: string | null
      headerImagePublicId: string | null
      promoVideo: string | null
      promoVideoPublicId: string | null
      content: string
    }): Promise<void> {
      const urls = [article.headerImage, article.promoVideo, ...imageSources(article.content)].filter(
        (url): url is string => Boolean(url),
      )
      const rows = new Map<number, MediaRow>()
      for (const row of await repo.listByUrls(urls)) rows.set(row.id, row)
      for (const publicId of [article.headerImagePublicId, article.promoVideoPublicId]) {
        const row = publicId ? await repo.findByPublicId(publicId) : null
        if (row) rows.set(row.id, row)
      }
      for (const row of rows.values()) {
        if (await repo.isReferenced(row, article.id)) continue
        await removeFile(row)
      }
    },

    /**
     * Removes uploads older than a day that are attached to no article and used by none (header,
     * video or body), then the stored files older than a day that no row knows of (see
     * sweepUnknownFiles). Returns how many uploads and files were removed. A failure on one file
     * leaves it for the next run.
     */
    async sweepOrphans(
      options: { batch?: number; pageSize?: number; onError?: (error: unknown) => void } = {},
    ): Promise<number> {
      const olderThan = new Date(now().getTime() - ORPHAN_AGE_MS)
      const stale = await repo.listUnattachedBefore(olderThan, options.batch ?? 500)
      let removed = 0
      for (const row of stale) {
        if (await repo.isReferenced(row)) continue
        try {
          await removeFile(row)
          removed += 1
        } catch (error) {
          options.onError?.(error)
        }
      }
      return removed + (await sweepUnknownFiles(olderThan, options.pageSize ?? 500, options.onError))
    },
  }
}
export type MediaService = ReturnType<typeof createMediaService>
