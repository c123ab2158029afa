// MEDIA_STORE=s3 with the bucket (s3rver) behind a TCP proxy the tests make go silent or down, or cut
// mid-transfer: uploads, /media reads, deletions and the orphan sweep answer a clear error within a
// bounded time, leave no row pointing at a file that is not there, no temp file and no open handle.
import { readdirSync, readlinkSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MediaSchema, type UploadKind } from '@spotlight/shared/schemas/media'
import { media as mediaTable } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR, findUserId } from '#src/test/factories'
import { startS3Server, type TestS3Server } from '#src/test/s3-server'
import { startTcpProxy, type TcpProxy } from '#src/test/tcp-proxy'
import { createMediaService, ORPHAN_AGE_MS } from './media.service'
import { createS3MediaStore } from './s3-media-store'

/** One attempt's wait in these tests (S3_TIMEOUT_MS); the SDK makes 3 attempts. */
const TIMEOUT_MS = 400
/** What a caller may wait at most for the answer while the bucket does not answer. */
const BOUND_MS = 3 * TIMEOUT_MS + 3_000

/** The files this process holds open whose path starts with `prefix` (deleted ones included). */
function openFilesUnder(prefix: string): string[] {
  const open: string[] = []
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`)
      if (target.startsWith(prefix)) open.push(target)
    } catch {
      // Closed between the listing and the read.
    }
  }
  return open
}

/** The error code a store call failed with, or 'done'. */
const outcomeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'done',
    (error: { code?: string }) => error.code,
  )

describe('MEDIA_STORE=s3 while the bucket misbehaves', () => {
  let s3: TestS3Server
  let proxy: TcpProxy
  let t: TestApp
  let dataDir: string
  let token: string
  let userId: number

  async function upload(file: string, kind: UploadKind) {
    const bytes = await readFile(path.join(FIXTURES_DIR, file))
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)]), file)
    return t.request(`/api/media?kind=${kind}`, { method: 'POST', token, body: form })
  }
  const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error
  const rowsOf = (publicId: string) => t.database.db.select().from(mediaTable).where(eq(mediaTable.publicId, publicId))
  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const started = Date.now()
    const result = await run()
    return [result, Date.now() - started]
  }
  /** Uploads an image and waits for its copies, so only what follows meets the outage. */
  async function uploadedImage(file: string) {
    const uploaded = await upload(file, 'content-image')
    expect(uploaded.status).toBe(201)
    const { url, publicId } = MediaSchema.parse(await uploaded.json())
    await expect.poll(async () => (await rowsOf(publicId))[0]?.variantWidths, { timeout: 20_000 }).not.toBeNull()
    return { url, publicId }
  }

  beforeAll(async () => {
    s3 = await startS3Server()
    const target = new URL(s3.endpoint)
    // Down, the bucket closes its connections (no reset), as a stopped S3 server would.
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port), endWith: 'close' })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-s3-outage-'))
    t = await buildTestApp({
      env: {
        ...s3.env,
        S3_ENDPOINT: `http://${proxy.host}`,
        S3_TIMEOUT_MS: String(TIMEOUT_MS),
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
      },
    })
    token = (await signIn(t, 's3outage')).accessToken
    userId = await findUserId(t.database.db, 's3outage')
  })
  afterAll(async () => {
    await t?.close()
    await proxy?.close()
    await s3?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it.each(['silent', 'down'] as const)(
    'bucket %s: an upload answers 502 promptly, keeps no row and no temp file',
    async (mode) => {
      proxy.mode(mode)
      try {
        const [response, ms] = await timed(() => upload('image-400x400.png', 'content-image'))
        expect(response.status).toBe(502)
        expect((await errorOf(response)).code).toBe('MEDIA_STORE_UNAVAILABLE')
        expect(ms).toBeLessThan(BOUND_MS)
      } finally {
        proxy.mode('forward')
      }
      const rows = await t.database.db.select().from(mediaTable).where(eq(mediaTable.ownerId, userId))
      expect(rows).toEqual([])
      expect(readdirSync(path.join(dataDir, 'media', '.incoming'))).toEqual([])
      expect(openFilesUnder(path.join(dataDir, 'media'))).toEqual([])
    },
    30_000,
  )

  it('bucket silent: /media answers 502 promptly, then serves the file once the bucket answers', async () => {
    const { url } = await uploadedImage('image-400x400.png')
    proxy.mode('silent')
    try {
      const [response, ms] = await timed(() => t.request(url))
      expect(response.status).toBe(502)
      expect((await errorOf(response)).code).toBe('MEDIA_STORE_UNAVAILABLE')
      expect(ms).toBeLessThan(BOUND_MS)
    } finally {
      proxy.mode('forward')
    }
    expect((await t.request(url)).status).toBe(200)
  }, 30_000)

  it('bucket down: a deletion answers 502 and keeps its row; the sweep skips the file; both succeed later', async () => {
    const uploaded = await upload('image-400x400.png', 'content-image')
    const { url, publicId } = MediaSchema.parse(await uploaded.json())
    const later = createMediaService({
      db: t.database.db,
      config: t.config,
      now: () => new Date(Date.now() + ORPHAN_AGE_MS + 60_000),
    })
    proxy.mode('down')
    try {
      const deleted = await t.request(`/api/cleanup/${publicId}`, { method: 'DELETE', token })
      expect(deleted.status).toBe(502)
      expect((await errorOf(deleted)).code).toBe('MEDIA_STORE_UNAVAILABLE')
      expect(await rowsOf(publicId)).toHaveLength(1)
      const errors: unknown[] = []
      expect(await later.sweepOrphans({ onError: (error) => errors.push(error) })).toBe(0)
      expect(errors.length).toBeGreaterThan(0)
      expect(await rowsOf(publicId)).toHaveLength(1)
    } finally {
      proxy.mode('forward')
    }
    try {
      expect(await later.sweepOrphans()).toBeGreaterThanOrEqual(1)
    } finally {
      await later.bucket?.close()
    }
    expect(await rowsOf(publicId)).toEqual([])
    expect(await s3.keys(publicId)).toEqual([])
    expect((await t.request(url)).status).toBe(404)
  }, 30_000)

  it("bucket down while an image's copies are made: none recorded, and a later pass makes them", async () => {
    const { publicId } = await uploadedImage('image-1600x900.jpg')
    const [made] = await rowsOf(publicId)
    expect(made!.variantWidths!.length).toBeGreaterThan(0)
    // As if the copies were still to be made when the bucket went away.
    await t.database.db.update(mediaTable).set({ variantWidths: null }).where(eq(mediaTable.publicId, publicId))
    const later = createMediaService({ db: t.database.db, config: t.config, now: () => new Date() })
    try {
      proxy.mode('down')
      try {
        expect(await later.makeMissingVariants()).toBe(0)
      } finally {
        proxy.mode('forward')
      }
      expect((await rowsOf(publicId))[0]!.variantWidths).toBeNull()
      expect(await later.makeMissingVariants()).toBe(1)
      expect((await rowsOf(publicId))[0]!.variantWidths).toEqual(made!.variantWidths)
    } finally {
      await later.bucket?.close()
    }
  }, 30_000)

  it('a multipart upload cut midway fails with MEDIA_STORE_UNAVAILABLE and leaves its file closed', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'spotlight-s3-cut-'))
    const file = path.join(folder, 'large.mp4')
    await writeFile(file, Buffer.alloc(25 * 1024 * 1024, 7))
    const bucket = createS3MediaStore(t.config.s3!)
    try {
      const target = bucket.allocate('mp4', new Date())
      // The first part's first megabyte goes through, then the bucket is gone.
      proxy.cutAfter(1024 * 1024)
      expect(await outcomeOf(bucket.putFile(file, target.key))).toBe('MEDIA_STORE_UNAVAILABLE')
      proxy.mode('forward')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(openFilesUnder(folder)).toEqual([])
      expect(await s3.keys(target.key)).toEqual([])
    } finally {
      proxy.mode('forward')
      await bucket.close()
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('an answer stalled or cut midway: copying an object to disk and reading it for a share card give up', async () => {
    const { url } = await uploadedImage('image-1600x900.jpg')
    const key = url.slice('/media/'.length)
    const bucket = createS3MediaStore(t.config.s3!)
    const folder = await mkdtemp(path.join(os.tmpdir(), 'spotlight-s3-stall-'))
    try {
      for (const read of [
        () => bucket.download(key, path.join(folder, 'original')),
        () => bucket.readBuffer(key, 10 * 1024 * 1024),
      ]) {
        // The headers and a first slice of the bytes arrive, then nothing more.
        proxy.silenceAnswersAfter(2_000)
        const [outcome, ms] = await timed(() => outcomeOf(read()))
        proxy.mode('forward')
        expect(outcome).toBe('MEDIA_STORE_UNAVAILABLE')
        expect(ms).toBeLessThan(BOUND_MS)

        // Cut midway rather than stalled: the reader hears of it at once, not after the stall's wait.
        proxy.silenceAnswersAfter(2_000)
        const reading = outcomeOf(read())
        await new Promise((resolve) => setTimeout(resolve, 150))
        const cutAt = Date.now()
        proxy.mode('down')
        expect(await reading).toBe('MEDIA_STORE_UNAVAILABLE')
        expect(Date.now() - cutAt).toBeLessThan(TIMEOUT_MS / 2)
        proxy.mode('forward')
      }
    } finally {
      proxy.mode('forward')
      await bucket.close()
      await rm(folder, { recursive: true, force: true })
    }
  }, 90_000)
})
