// MEDIA_STORE=s3 against a real S3-protocol server (s3rver) on loopback, path-style: uploads pass the
// same checks as the local store, land in the bucket (never on the instance's disk), are served
// through /media with the local store's caching headers, Range and 304s, and leave through cleanup
// and the orphan sweep.
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_VARIANT_FORMATS, variantUrl } from '@spotlight/shared/domain/image-variants'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MediaConfigSchema, MediaSchema, type UploadKind } from '@spotlight/shared/schemas/media'
import { media as mediaTable } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR, findUserId, insertArticle, insertMedia } from '#src/test/factories'
import { refuseInserts } from '#src/test/refuse-inserts'
import { startS3Server, type TestS3Server } from '#src/test/s3-server'
import { createMediaService, ORPHAN_AGE_MS, UNATTACHED_MAX_BYTES } from './media.service'
import { createS3MediaStore, type S3MediaStore } from './s3-media-store'

const keyOf = (url: string) => url.slice('/media/'.length)

describe('MEDIA_STORE=s3 (s3rver on loopback, path-style)', () => {
  let s3: TestS3Server
  let t: TestApp
  let dataDir: string
  let token: string
  let bucket: S3MediaStore

  async function upload(file: string | Buffer, kind: UploadKind, name?: string) {
    const bytes = typeof file === 'string' ? await readFile(path.join(FIXTURES_DIR, file)) : file
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)]), name ?? (typeof file === 'string' ? file : 'x.bin'))
    return t.request(`/api/media?kind=${kind}`, { method: 'POST', token, body: form })
  }
  const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error

  beforeAll(async () => {
    s3 = await startS3Server()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-s3-media-'))
    t = await buildTestApp({ env: { ...s3.env, DATA_DIR: dataDir, SEED_DEMO: '0' } })
    token = (await signIn(t, 's3uploader')).accessToken
    bucket = createS3MediaStore(t.config.s3!)
  })
  afterAll(async () => {
    await t?.close()
    await bucket?.close()
    await s3?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('says which store is active', async () => {
    const config = MediaConfigSchema.parse(await (await t.request('/api/media/config')).json())
    expect(config.store).toBe('s3')
  })

  it('stores a re-encoded image in the bucket, not on disk, and serves it through /media as the local store does', async () => {
    const response = await upload('photo-with-gps.jpg', 'header-image')
    expect(response.status).toBe(201)
    const body = MediaSchema.parse(await response.json())
    expect(body.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/)
    expect(await bucket.has(keyOf(body.url))).toBe(true)
    expect(existsSync(path.join(dataDir, 'media', keyOf(body.url)))).toBe(false)

    const served = await t.request(body.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toBeNull()
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.length).toBe(body.bytes)
    const stored = await sharp(bytes).metadata()
    expect(stored.format).toBe('webp')
    expect(stored.exif).toBeUndefined()

    const etag = served.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await t.request(body.url, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)

    const head = await t.request(body.url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(body.bytes))
    expect(head.headers.get('content-type')).toBe('image/webp')

    const part = await t.request(body.url, { headers: { range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${body.bytes}`)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 10))
  })

  it('stores a video as uploaded and serves it with Range', async () => {
    const original = await readFile(path.join(FIXTURES_DIR, 'video-5s.mp4'))
    const response = await upload('video-5s.mp4', 'promo-video')
    expect(response.status).toBe(201)
    const body = MediaSchema.parse(await response.json())
    expect(body.durationS).toBeCloseTo(5, 0)
    const served = await t.request(body.url)
    expect(served.headers.get('content-type')).toBe('video/mp4')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(original)
    const middle = await t.request(body.url, { headers: { range: 'bytes=100-199' } })
    expect(middle.status).toBe(206)
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(original.subarray(100, 200))
  })

  it('streams a large file to the bucket in parts (multipart upload) and reads it back whole', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'spotlight-s3-large-'))
    const file = path.join(folder, 'large.mp4')
    // 17 MiB: three parts of 8 MiB at most.
    const large = Buffer.alloc(17 * 1024 * 1024)
    for (let at = 0; at < large.length; at += 4096) large.writeUInt32BE(at, at)
    await writeFile(file, large)
    try {
      const target = bucket.allocate('mp4', new Date())
      await bucket.putFile(file, target.key)
      const served = await t.request(target.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-length')).toBe(String(large.length))
      expect(Buffer.from(await served.arrayBuffer()).equals(large)).toBe(true)
      await bucket.remove(target.key)
      expect((await t.request(target.url)).status).toBe(404)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('refuses the hostile fixtures as the local store does, leaving nothing in the bucket or on disk', async () => {
    const before = await s3.keys()
    const rowsBefore = (await t.database.db.select().from(mediaTable)).length
    const refusals: [string, UploadKind, number, string, string?][] = [
      ['hostile.svg', 'content-image', 415, 'MEDIA_UNSUPPORTED_TYPE'],
      ['bomb-20000x20000.png', 'header-image', 413, 'MEDIA_TOO_LARGE'],
      ['png-renamed-as.mp4', 'promo-video', 415, 'MEDIA_UNSUPPORTED_TYPE'],
      ['truncated-video.mp4', 'promo-video', 400, 'MEDIA_UNREADABLE'],
      ['video-25s.mp4', 'promo-video', 400, 'MEDIA_VIDEO_TOO_LONG'],
      ['video-5s.mp4', 'header-image', 415, 'MEDIA_UNSUPPORTED_TYPE'],
    ]
    for (const [fixture, kind, status, code] of refusals) {
      const response = await upload(fixture, kind)
      expect(response.status, fixture).toBe(status)
      expect((await errorOf(response)).code, fixture).toBe(code)
    }
    // The polyglot is refused or stored only as a re-encoded WebP, never as HTML.
    const polyglot = await upload(
      await readFile(path.join(FIXTURES_DIR, 'polyglot-gif.html.bin')),
      'content-image',
      'p.html',
    )
    if (polyglot.status === 201) {
      const { url } = MediaSchema.parse(await polyglot.json())
      expect((await t.request(url)).headers.get('content-type')).toBe('image/webp')
      before.push(keyOf(url))
    } else expect((await errorOf(polyglot)).code).toBe('MEDIA_UNREADABLE')

    expect(await s3.keys()).toEqual(before.sort())
    expect((await t.database.db.select().from(mediaTable)).length).toBe(rowsBefore + (polyglot.status === 201 ? 1 : 0))
    const incoming = path.join(dataDir, 'media', '.incoming')
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([])
  })

  it('takes an upload back out of the bucket when its row cannot be written', async () => {
    const before = await s3.keys()
    const allowInserts = await refuseInserts(t.database.db, 'media')
    try {
      for (const [fixture, kind] of [
        ['photo-with-gps.jpg', 'header-image'],
        ['video-5s.mp4', 'promo-video'],
      ] as const) {
        const response = await upload(fixture, kind)
        expect(response.status, fixture).toBeGreaterThanOrEqual(500)
      }
    } finally {
      await allowInserts()
    }
    expect(await s3.keys()).toEqual(before)
  })

  it('refuses an upload past the unattached quota before anything reaches the bucket', async () => {
    const quotaToken = (await signIn(t, 's3quota')).accessToken
    // Just under the cap: the check before the body passes, the one with the video's size does not.
    await insertMedia(t.database.db, await findUserId(t.database.db, 's3quota'), {
      bytes: UNATTACHED_MAX_BYTES - 1000,
    })
    const before = await s3.keys()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await readFile(path.join(FIXTURES_DIR, 'video-5s.mp4')))]), 'v.mp4')
    const response = await t.request('/api/media?kind=promo-video', { method: 'POST', token: quotaToken, body: form })
    expect(response.status).toBe(409)
    expect((await errorOf(response)).code).toBe('MEDIA_UNATTACHED_QUOTA')
    expect(await s3.keys()).toEqual(before)
  })

  it("draws an article's share card with its header image read from the bucket", { timeout: 60_000 }, async () => {
    const { url } = MediaSchema.parse(await (await upload('image-400x400.png', 'header-image')).json())
    const ownerId = await findUserId(t.database.db, 's3uploader')
    const card = async (headerImage: string) => {
      const row = await insertArticle(t.database.db, ownerId, { title: 'Card from a bucket', headerImage })
      const response = await t.request(`/og/articles/${row.id}.png?lang=en`)
      expect(response.headers.get('content-type')).toBe('image/png')
      return Buffer.from(await response.arrayBuffer())
    }
    const withPicture = await card(url)
    // An address the bucket does not hold: the same card without a picture.
    const withoutPicture = await card(`/media/2026/01/${'0'.repeat(32)}.webp`)
    expect(withPicture.equals(withoutPicture)).toBe(false)
  })

  it('never serves a key of another shape through /media', async () => {
    for (const url of [
      '/media/2026/01/nothere.html',
      '/media/%2e%2e/secret',
      '/media/2026/01/' + 'a'.repeat(32) + '.webp',
    ]) {
      const response = await t.request(url)
      expect(response.status, url).toBe(404)
      expect((await errorOf(response)).code).toBe('NOT_FOUND')
    }
  })

  it('writes the image copies beside the original in the bucket; cleanup deletes all of them', async () => {
    const response = await upload('image-1600x900.jpg', 'content-image')
    const { url, publicId } = MediaSchema.parse(await response.json())
    const copies = [400, 800, 1200, 1600].flatMap((width) =>
      IMAGE_VARIANT_FORMATS.map((format) => keyOf(variantUrl(url, width, format)!)),
    )
    await waitFor(async () => (await s3.keys(publicId)).length === copies.length + 1)
    expect(await s3.keys(publicId)).toEqual([keyOf(url), ...copies].sort())
    const avif = await t.request(variantUrl(url, 800, 'avif')!)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(800)
    await waitFor(async () => {
      const [row] = await t.database.db.select().from(mediaTable).where(eq(mediaTable.publicId, publicId))
      return row?.variantWidths?.length === 4
    })

    const deleted = await t.request(`/api/cleanup/${publicId}`, { method: 'DELETE', token })
    expect(deleted.status).toBe(200)
    expect(await s3.keys(publicId)).toEqual([])
    expect((await t.request(url)).status).toBe(404)
  })

  it('sweeps an orphan older than a day out of the bucket', async () => {
    const response = await upload('image-400x400.png', 'content-image')
    const { url, publicId } = MediaSchema.parse(await response.json())
    await waitFor(async () => (await s3.keys(publicId)).length > 1)
    const later = createMediaService({
      db: t.database.db,
      config: t.config,
      now: () => new Date(Date.now() + ORPHAN_AGE_MS + 60_000),
    })
    try {
      expect(await later.sweepOrphans()).toBeGreaterThanOrEqual(1)
    } finally {
      await later.bucket?.close()
    }
    expect(await bucket.has(keyOf(url))).toBe(false)
    expect(await s3.keys(publicId)).toEqual([])
  })
})

describe('MEDIA_STORE=s3 with S3_PUBLIC_URL', () => {
  let s3: TestS3Server
  let t: TestApp
  let dataDir: string

  beforeAll(async () => {
    s3 = await startS3Server()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-s3-public-'))
    t = await buildTestApp({
      env: { ...s3.env, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}/`, DATA_DIR: dataDir, SEED_DEMO: '0' },
    })
  })
  afterAll(async () => {
    await t?.close()
    await s3?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('sends browsers to the public address, cached as the file is, and lets the CSP load from it', async () => {
    const token = (await signIn(t, 's3public')).accessToken
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(await readFile(path.join(FIXTURES_DIR, 'image-400x400.png')))]),
      'a.png',
    )
    const response = await t.request('/api/media?kind=content-image', { method: 'POST', token, body: form })
    const { url } = MediaSchema.parse(await response.json())
    expect(url).toMatch(/^\/media\//)

    const served = await t.request(url, { redirect: 'manual' })
    expect(served.status).toBe(301)
    expect(served.headers.get('location')).toBe(`${s3.endpoint}/${s3.bucket}/${keyOf(url)}`)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const fromBucket = await fetch(served.headers.get('location')!)
    expect(fromBucket.status).toBe(200)
    expect(fromBucket.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const page = await t.request('/offline.html')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(page.status).toBe(200)
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`)
  })
})

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
