import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type * as ClientS3 from '@aws-sdk/client-s3'
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3'
import type * as LibStorage from '@aws-sdk/lib-storage'
import type { S3Settings } from '#src/config/env'
import { AppError } from '#src/errors/app-error'

/**
 * A key of the bucket: an upload (`<yyyy>/<mm>/<32 hex>.<ext>`, the local store's path under its
 * folder, so `aws s3 sync $DATA_DIR/media s3://bucket` moves a site) or one of an image's copies
 * (`….w800.avif`). Nothing else is ever read, written or deleted through the store.
 */
const KEY = /^\d{4}\/\d{2}\/[0-9a-f]{32}(?:\.w\d{1,5})?\.(webp|avif|mp4|mov|webm)$/

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
}

/** What the local store's files are served with: a stored file never changes under its name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** lib-storage sends parts of this size, two at a time: at most ~16 MB of an upload is in memory. */
const PART_BYTES = 8 * 1024 * 1024
const PARTS_IN_FLIGHT = 2

const unavailable = () => new AppError('MEDIA_STORE_UNAVAILABLE', 'The media store could not be reached. Try again.')

export type S3File = { publicId: string; key: string; url: string }

/** What a GET through /media needs of the bucket's answer (a 304 or 206 included). */
export type S3Read =
  | {
      status: 200 | 206
      body: Readable
      length: number | undefined
      range?: string
      etag?: string
      lastModified?: Date
    }
  | { status: 304 | 404 | 416 }

type Sdk = { client: S3Client; s3: typeof ClientS3; storage: typeof LibStorage }

/**
 * Passes an answer's bytes on, and destroys it (and itself) once none has come for `ms`: an answer
 * that stalls midway would otherwise hold its reader, and the queue of image copies behind it, forever.
 */
function stallGuard(body: Readable, ms: number): Transform {
  const stalled = () => {
    const error = new Error(`the bucket sent nothing for ${ms} ms`)
    body.destroy(error)
    guard.destroy(error)
  }
  const timer = setTimeout(stalled, ms)
  timer.unref()
  const guard = new Transform({
    transform(chunk, _encoding, done) {
      timer.refresh()
      done(null, chunk)
    },
  })
  guard.once('close', () => clearTimeout(timer))
  // Piped, the answer's failure would not reach its reader: passed on here.
  body.once('error', (error) => guard.destroy(error))
  body.once('close', () => {
    if (!guard.writableEnded) guard.destroy(new Error('the bucket closed its answer before its end'))
  })
  return guard
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode

export type S3MediaStore = ReturnType<typeof createS3MediaStore>

/**
 * The media store on an S3-compatible bucket, through the AWS SDK v3. Uploads are checked on local
 * temp disk as for the local store, then streamed to the bucket (multipart past one part); browsers
 * are sent to `publicUrl` when set, otherwise served through /media (see s3-media-static.plugin.ts).
 */
export function createS3MediaStore(settings: S3Settings) {
  let loading: Promise<Sdk> | undefined
  // Loaded on first use: the SDK is only needed with MEDIA_STORE=s3 and weighs ~15 MB once loaded.
  const sdk = () =>
    (loading ??= (async () => {
      const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')])
      const client = new s3.S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
        // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default
        // CRC32 trailers (aws-chunked bodies) that AWS accepts.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        // The SDK waits forever by default: a bucket that accepts the connection and never answers
        // would hold the upload or the /media read (and its socket) with it. Each attempt gets the
        // time to connect and to have its answer's headers; a body already flowing is not cut (a
        // video paused in a browser stops reading it).
        requestHandler: {
          connectionTimeout: Math.min(settings.timeoutMs, 5_000),
          requestTimeout: settings.timeoutMs,
          throwOnRequestTimeout: true,
        },
      })
      return { client, s3, storage }
    })())

  /**
   * An upload's address is `/media/<key>` whichever way it is served (see s3-media-static.plugin.ts):
   * articles keep working addresses when the public base URL changes, and the sanitiser, the image
   * copies and the pages treat them as the local store's.
   */
  const urlOf = (key: string) => `/media/${key}`

  /** The key behind one of our addresses, or null. */
  function keyOfUrl(url: string): string | null {
    const rest = url.startsWith('/media/') ? url.slice('/media/'.length) : null
    return rest !== null && KEY.test(rest) ? rest : null
  }

  async function send<T>(run: (sdk: Sdk) => Promise<T>): Promise<T> {
    try {
      return await run(await sdk())
    } catch (error) {
      if (error instanceof AppError) throw error
      throw Object.assign(unavailable(), { cause: error })
    }
  }

  return {
    bucket: settings.bucket,
    publicUrl: settings.publicUrl,
    keyOfUrl,
    isKey: (key: string) => KEY.test(key),

    /** A fresh, unguessable name for a new upload (same shape as the local store's). */
    allocate(extension: string, at: Date): S3File {
      const month = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`
      const publicId = `${month}/${randomBytes(16).toString('hex')}`
      const key = `${publicId}.${extension}`
      return { publicId, key, url: urlOf(key) }
    },

    /** The address of another object beside an upload (an image's copy). */
    urlOf,

    /**
     * Streams a checked file from local disk to the bucket: one PUT for a small file, a multipart
     * upload for a larger one (parts sent as they are read, never the whole file in memory).
     */
    async putFile(file: string, key: string): Promise<void> {
      if (!KEY.test(key)) throw new Error(`not a media key: ${key}`)
      const extension = key.slice(key.lastIndexOf('.') + 1)
      const { size } = await stat(file)
      await send(async ({ client, storage }) => {
        const upload = new storage.Upload({
          client,
          partSize: PART_BYTES,
          queueSize: PARTS_IN_FLIGHT,
          leavePartsOnError: false,
          params: {
            Bucket: settings.bucket,
            Key: key,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: CONTENT_TYPES[extension],
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          },
        })
        await upload.done()
      })
    },

    /** Copies an object to a local file (an original whose copies are to be made). */
    async download(key: string, file: string): Promise<void> {
      if (!KEY.test(key)) throw new Error(`not a media key: ${key}`)
      await send(async ({ client, s3 }) => {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: settings.bucket, Key: key }))
        const body = answer.Body as Readable
        await pipeline(body, stallGuard(body, settings.timeoutMs), createWriteStream(file))
      })
    },

    /** An object's bytes when it is at most `maxBytes` long (a share card's picture), else null. */
    async readBuffer(key: string, maxBytes: number): Promise<Buffer | null> {
      if (!KEY.test(key)) return null
      return send(async ({ client, s3 }) => {
        let answer: GetObjectCommandOutput
        try {
          answer = await client.send(new s3.GetObjectCommand({ Bucket: settings.bucket, Key: key }))
        } catch (error) {
          if (statusOf(error) === 404) return null
          throw error
        }
        const body = answer.Body as Readable
        if ((answer.ContentLength ?? 0) > maxBytes) {
          body.destroy()
          return null
        }
        const chunks: Buffer[] = []
        let size = 0
        for await (const chunk of body.pipe(stallGuard(body, settings.timeoutMs))) {
          size += (chunk as Buffer).length
          if (size > maxBytes) {
            body.destroy()
            return null
          }
          chunks.push(chunk as Buffer)
        }
        return Buffer.concat(chunks, size)
      })
    },

    /** Deletes an object; one already gone counts as deleted (S3 answers 204 either way). */
    async remove(key: string): Promise<void> {
      if (!KEY.test(key)) return
      await send(({ client, s3 }) => client.send(new s3.DeleteObjectCommand({ Bucket: settings.bucket, Key: key })))
    },

    /**
     * The bucket's media keys and when each was written, a page at a time (ListObjectsV2, following
     * its continuation token): however large the bucket, one page of at most `pageSize` keys is held.
     * Keys of any other shape are left out: the store never removes what it did not write.
     */
    async *listPages(pageSize = 1000): AsyncGenerator<{ key: string; modifiedAt: Date }[]> {
      let token: string | undefined
      do {
        const answer = await send(({ client, s3 }) =>
          client.send(
            new s3.ListObjectsV2Command({
              Bucket: settings.bucket,
              MaxKeys: pageSize,
              ...(token ? { ContinuationToken: token } : {}),
            }),
          ),
        )
        yield (answer.Contents ?? []).flatMap((object) =>
          object.Key && object.LastModified && KEY.test(object.Key)
            ? [{ key: object.Key, modifiedAt: object.LastModified }]
            : [],
        )
        token = answer.IsTruncated ? answer.NextContinuationToken : undefined
      } while (token)
    },

    /** Whether the bucket holds the key (tests, the sweep's checks). */
    async has(key: string): Promise<boolean> {
      return send(async ({ client, s3 }) => {
        try {
          await client.send(new s3.HeadObjectCommand({ Bucket: settings.bucket, Key: key }))
          return true
        } catch (error) {
          if (statusOf(error) === 404) return false
          throw error
        }
      })
    },

    /**
     * Reads an object for /media, passing the browser's Range and validators on: S3 answers the
     * partial content or the 304 itself, so nothing is read that is not sent.
     */
    async read(
      key: string,
      headers: { range?: string; ifNoneMatch?: string; ifModifiedSince?: string; isHead?: boolean },
    ): Promise<S3Read> {
      if (!KEY.test(key)) return { status: 404 }
      return send(async ({ client, s3 }) => {
        let answer: Pick<GetObjectCommandOutput, 'Body' | 'ContentLength' | 'ContentRange' | 'ETag' | 'LastModified'>
        const Command = headers.isHead ? s3.HeadObjectCommand : s3.GetObjectCommand
        try {
          answer = await client.send(
            new Command({
              Bucket: settings.bucket,
              Key: key,
              ...(headers.range ? { Range: headers.range } : {}),
              ...(headers.ifNoneMatch ? { IfNoneMatch: headers.ifNoneMatch } : {}),
              ...(headers.ifModifiedSince && !headers.ifNoneMatch
                ? { IfModifiedSince: new Date(headers.ifModifiedSince) }
                : {}),
            }),
          )
        } catch (error) {
          const status = statusOf(error)
          if (status === 304 || status === 404 || status === 416) return { status }
          if (status === 412) return { status: 304 }
          throw error
        }
        return {
          status: answer.ContentRange ? 206 : 200,
          // A HEAD is answered from the object's headers: no bytes are fetched for it.
          body: (answer.Body as Readable | undefined) ?? Readable.from([]),
          length: answer.ContentLength,
          ...(answer.ContentRange ? { range: answer.ContentRange } : {}),
          ...(answer.ETag ? { etag: answer.ETag } : {}),
          ...(answer.LastModified ? { lastModified: answer.LastModified } : {}),
        }
      })
    },

    contentTypeOf: (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',

    close: async () => {
      if (loading) (await loading).client.destroy()
    },
  }
}
