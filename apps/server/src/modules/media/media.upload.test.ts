import { existsSync, readdirSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROMO_VIDEO_MAX_BYTES } from '@spotlight/shared/domain/limits'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MediaSchema, type UploadKind } from '@spotlight/shared/schemas/media'
import { articles as articlesTable, media } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR, findUserId, insertArticle } from '#src/test/factories'
import { refuseInserts } from '#src/test/refuse-inserts'

describe('POST /api/media (local store)', () => {
  let t: TestApp
  let dataDir: string
  let token: string

  async function upload(
    file: string | Buffer,
    kind: UploadKind,
    options: { name?: string; query?: string; as?: string } = {},
  ) {
    const bytes = typeof file === 'string' ? await readFile(path.join(FIXTURES_DIR, file)) : file
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)]), options.name ?? (typeof file === 'string' ? file : 'x.bin'))
    return t.request(`/api/media?kind=${kind}${options.query ?? ''}`, {
      method: 'POST',
      token: options.as ?? token,
      body: form,
    })
  }
  const storedPath = (url: string) => path.join(dataDir, ...url.split('/').filter(Boolean))
  const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-media-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    token = (await signIn(t, 'uploader')).accessToken
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('takes an upload back off the disk when its row cannot be written', async () => {
    const folder = path.join(dataDir, 'media')
    const filesNow = () =>
      (existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }) : []).filter(
        (name) => !name.startsWith('.incoming') && /\.(webp|mp4|avif)$/.test(name),
      )
    const before = filesNow()
    const allowInserts = await refuseInserts(t.database.db, 'media')
    try {
      for (const [fixture, kind] of [
        ['image-400x400.png', 'header-image'],
        ['video-5s.mp4', 'promo-video'],
      ] as const) {
        expect((await upload(fixture, kind)).status, fixture).toBeGreaterThanOrEqual(500)
      }
    } finally {
      await allowInserts()
    }
    expect(filesNow()).toEqual(before)
  })

  it.each([
    ['image-1600x900.jpg', 1600, 900],
    ['image-400x400.png', 400, 400],
    ['image-300x200.webp', 300, 200],
  ])('accepts %s, re-encodes it to WebP and serves it as an image', async (name, width, height) => {
    const response = await upload(name, 'content-image')
    expect(response.status).toBe(201)
    const body = MediaSchema.parse(await response.json())
    expect(body).toMatchObject({ kind: 'content-image', width, height })
    expect(body.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/)
    expect(body.publicId).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}$/)
    expect((await sharp(storedPath(body.url)).metadata()).format).toBe('webp')

    const served = await t.request(body.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cross-origin-resource-policy')).toBe('same-site')
    // An image is never rendered as a page: no page-only headers on each of a page's image requests.
    expect(served.headers.get('content-security-policy')).toBeNull()
    expect(served.headers.get('x-xss-protection')).toBeNull()
    const [row] = await t.database.db.select().from(media).where(eqPublicId(body.publicId))
    expect(row).toMatchObject({ kind: 'IMAGE', url: body.url, bytes: body.bytes, articleId: null })
  })

  it('strips GPS and camera metadata from a photo', async () => {
    expect((await sharp(path.join(FIXTURES_DIR, 'photo-with-gps.jpg')).metadata()).exif).toBeDefined()
    const response = await upload('photo-with-gps.jpg', 'header-image')
    expect(response.status).toBe(201)
    const { url } = MediaSchema.parse(await response.json())
    const stored = await sharp(storedPath(url)).metadata()
    expect(stored.exif).toBeUndefined()
    expect(stored.xmp).toBeUndefined()
    const raw = await readFile(storedPath(url))
    expect(raw.includes('GPS')).toBe(false)
    expect(raw.includes('Exif')).toBe(false)
  })

  it('bounds the longest side of a large image to 2000 px', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const response = await upload(big, 'content-image', { name: 'big.png' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ width: 2000, height: 1000 })
  })

  it('refuses an SVG with script (415) and stores nothing', async () => {
    const before = (await t.database.db.select().from(media)).length
    const response = await upload('hostile.svg', 'content-image')
    expect(response.status).toBe(415)
    expect((await errorOf(response)).code).toBe('MEDIA_UNSUPPORTED_TYPE')
    expect((await t.database.db.select().from(media)).length).toBe(before)
  })

  it('never stores the GIF/HTML polyglot as HTML (refused or re-encoded)', async () => {
    // Kept as .bin so the repository formatter leaves the hostile bytes alone; sent under its .html name.
    const response = await upload('polyglot-gif.html.bin', 'content-image', { name: 'polyglot-gif.html' })
    if (response.status === 201) {
      const { url } = MediaSchema.parse(await response.json())
      expect(url).toMatch(/\.webp$/)
      expect((await t.request(url)).headers.get('content-type')).toBe('image/webp')
    } else {
      expect(response.status).toBe(400)
      expect((await errorOf(response)).code).toBe('MEDIA_UNREADABLE')
    }
  })

  it('refuses a decompression bomb quickly, without decoding it', async () => {
    const started = Date.now()
    const response = await upload('bomb-20000x20000.png', 'header-image')
    expect(response.status).toBe(413)
    expect((await errorOf(response)).code).toBe('MEDIA_TOO_LARGE')
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it.each([
    ['video-5s.mp4', 5],
    ['video-20s.mp4', 20],
    ['video-5s.webm', 5],
  ])('accepts %s as a promo video (the 20 s limit is inclusive) and stores it as uploaded', async (name, seconds) => {
    const response = await upload(name, 'promo-video')
    expect(response.status).toBe(201)
    const body = MediaSchema.parse(await response.json())
    expect(body.kind).toBe('promo-video')
    expect(body.durationS).toBeCloseTo(seconds, 0)
    expect(await readFile(storedPath(body.url))).toEqual(await readFile(path.join(FIXTURES_DIR, name)))
    const served = await t.request(body.url)
    expect(served.headers.get('content-type')).toBe(name.endsWith('webm') ? 'video/webm' : 'video/mp4')
  })

  it('refuses a video longer than 20 s with its own message', async () => {
    const response = await upload('video-25s.mp4', 'promo-video')
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({
      code: 'MEDIA_VIDEO_TOO_LONG',
      message: 'The video must be 20 seconds or less.',
    })
  })

  it('refuses a PNG named .mp4 as a video (type read from the content)', async () => {
    const response = await upload('png-renamed-as.mp4', 'promo-video')
    expect(response.status).toBe(415)
    expect((await errorOf(response)).code).toBe('MEDIA_UNSUPPORTED_TYPE')
  })

  it('refuses a truncated video cleanly (400, not 500)', async () => {
    const response = await upload('truncated-video.mp4', 'promo-video')
    expect(response.status).toBe(400)
    expect((await errorOf(response)).code).toBe('MEDIA_UNREADABLE')
  })

  it('refuses a video over 31457280 bytes with 413 and leaves no temp file behind', async () => {
    const original = await readFile(path.join(FIXTURES_DIR, 'video-5s.mp4'))
    const padded = Buffer.concat([original, Buffer.alloc(PROMO_VIDEO_MAX_BYTES - original.length + 1)])
    const folder = await mkdtemp(path.join(os.tmpdir(), 'spotlight-oversize-'))
    const file = path.join(folder, 'oversize.mp4')
    await writeFile(file, padded)
    try {
      const response = await upload(await readFile(file), 'promo-video', { name: 'oversize.mp4' })
      expect(response.status).toBe(413)
      expect(await errorOf(response)).toMatchObject({ code: 'MEDIA_TOO_LARGE', message: 'The video exceeds 30 MB.' })
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
    const incoming = path.join(dataDir, 'media', '.incoming')
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([])
  })

  it('refuses a request without a file or without a valid kind', async () => {
    const noFile = await t.request('/api/media?kind=header-image', { method: 'POST', token, json: { file: 'x' } })
    expect(noFile.status).toBe(400)
    expect((await errorOf(noFile)).code).toBe('MEDIA_FILE_REQUIRED')

    const form = new FormData()
    form.append('file', new Blob([await readFile(path.join(FIXTURES_DIR, 'image-400x400.png'))]), 'a.png')
    const noKind = await t.request('/api/media', { method: 'POST', token, body: form })
    expect(noKind.status).toBe(400)
    expect((await errorOf(noKind)).code).toBe('MEDIA_FILE_REQUIRED')

    expect((await upload('image-400x400.png', 'nope' as UploadKind)).status).toBe(400)
  })

  it('takes kind and articleId as form fields sent before the file', async () => {
    const form = new FormData()
    form.append('kind', 'content-image')
    form.append('file', new Blob([await readFile(path.join(FIXTURES_DIR, 'image-400x400.png'))]), 'a.png')
    const response = await t.request('/api/media', { method: 'POST', token, body: form })
    expect(response.status).toBe(201)
    expect((await response.json()).kind).toBe('content-image')
  })

  describe('rules per article', () => {
    let articleId: number
    let author: string
    beforeAll(async () => {
      author = (await signIn(t, 'articleauthor')).accessToken
      const ownerId = await findUserId(t.database.db, 'articleauthor')
      articleId = (await insertArticle(t.database.db, ownerId, { status: 'DRAFT' })).id
    })

    it('allows one header image, one promo video and 5 images in all', async () => {
      const query = `&articleId=${articleId}`
      const as = author
      const header = await upload('image-400x400.png', 'header-image', { query, as })
      expect(header.status).toBe(201)
      const { url } = await header.json()
      const [row] = await t.database.db.select().from(media).where(eqUrl(url))
      expect(row?.articleId).toBe(articleId)
      await t.database.db.update(articlesTable).set({ headerImage: url }).where(eqId(articleId))

      const second = await upload('image-400x400.png', 'header-image', { query, as })
      expect(second.status).toBe(409)
      expect(await errorOf(second)).toMatchObject({
        code: 'MEDIA_LIMIT_REACHED',
        message: 'A header image has already been uploaded.',
      })

      for (let i = 0; i < 4; i += 1)
        expect((await upload('image-400x400.png', 'content-image', { query, as })).status).toBe(201)
      const sixth = await upload('image-400x400.png', 'content-image', { query, as })
      expect(sixth.status).toBe(409)
      expect((await errorOf(sixth)).message).toBe('The article cannot contain more than 5 images.')

      expect((await upload('video-5s.mp4', 'promo-video', { query, as })).status).toBe(201)
      const again = await upload('video-5s.webm', 'promo-video', { query, as })
      expect(again.status).toBe(409)
      expect((await errorOf(again)).message).toBe('You have already uploaded a promotional video.')
    })

    it("refuses to attach an upload to another user's article, or to one that does not exist", async () => {
      const other = (await signIn(t, 'otheruser')).accessToken
      const form = new FormData()
      form.append('file', new Blob([await readFile(path.join(FIXTURES_DIR, 'image-400x400.png'))]), 'a.png')
      const forbidden = await t.request(`/api/media?kind=content-image&articleId=${articleId}`, {
        method: 'POST',
        token: other,
        body: form,
      })
      expect(forbidden.status).toBe(403)
      expect(
        (await upload('image-400x400.png', 'content-image', { query: '&articleId=999999', as: author })).status,
      ).toBe(404)
    })
  })

  it('answers the store configuration publicly', async () => {
    const response = await t.request('/api/media/config')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      store: 'local',
      maxVideoBytes: 31457280,
      maxVideoSeconds: 20,
      maxImages: 5,
      maxImageBytes: 15 * 1024 * 1024,
    })
  })

  it('answers 409 for the Cloudinary routes in local mode', async () => {
    expect((await t.request('/api/cloudinary-signature', { token })).status).toBe(409)
    const record = await t.request('/api/media/cloudinary', {
      method: 'POST',
      token,
      json: { publicId: 'spotlight/u1/abc', kind: 'header-image' },
    })
    expect(record.status).toBe(409)
    expect((await errorOf(record)).code).toBe('MEDIA_STORE_NOT_CONFIGURED')
  })
})

const eqPublicId = (publicId: string) => eq(media.publicId, publicId)
const eqUrl = (url: string) => eq(media.url, url)
const eqId = (id: number) => eq(articlesTable.id, id)

describe('media files under /media/', () => {
  let t: TestApp
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-served-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('never serves a file of the media folder as HTML, script or SVG, nor a file waiting in .incoming', async () => {
    const folder = path.join(dataDir, 'media', '2026', '01')
    await mkdir(folder, { recursive: true })
    await mkdir(path.join(dataDir, 'media', '.incoming'), { recursive: true })
    for (const name of ['page.html', 'script.js', 'image.svg'])
      await writeFile(path.join(folder, name), '<script>1</script>')
    await writeFile(path.join(dataDir, 'media', '.incoming', 'pending.webp'), 'x')
    for (const url of ['/media/2026/01/page.html', '/media/2026/01/script.js', '/media/2026/01/image.svg']) {
      const response = await t.request(url)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).not.toMatch(/html|javascript|svg/)
    }
    expect((await t.request('/media/.incoming/pending.webp')).status).not.toBe(200)
  })

  it('limits uploads to 30 a minute per session', async () => {
    const token = (await signIn(t, 'busyuploader')).accessToken
    const statuses: number[] = []
    for (let i = 0; i < 31; i += 1) {
      const response = await t.request('/api/media?kind=content-image', { method: 'POST', token, json: {} })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
