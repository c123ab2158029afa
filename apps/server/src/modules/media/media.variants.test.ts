import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_VARIANT_FORMATS, variantUrl } from '@spotlight/shared/domain/image-variants'
import { MediaSchema } from '@spotlight/shared/schemas/media'
import { categories as categoriesTable, media as mediaTable } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR, findUserId, insertArticle } from '#src/test/factories'
import { createMediaService } from './media.service'

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const

describe('responsive copies of stored images', () => {
  let t: TestApp
  let dataDir: string
  let token: string

  async function upload(fixture: string, kind = 'header-image') {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await readFile(path.join(FIXTURES_DIR, fixture)))]), fixture)
    return t.request(`/api/media?kind=${kind}`, { method: 'POST', token, body: form })
  }

  /** Polls an address until it answers 200 (the copies are made after the upload's answer). */
  async function fetchWhenReady(url: string, timeoutMs = 30_000): Promise<Response> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const response = await t.request(url)
      if (response.status === 200 || Date.now() > deadline) return response
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-variants-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' }, publicReadCacheTtlMs: 0 })
    token = (await signIn(t, 'variantuser')).accessToken
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it(
    'makes AVIF and WebP copies at 400, 800, 1200 and 1600 px, served as images cached for a year',
    { timeout: 60_000 },
    async () => {
      const response = await upload('image-1600x900.jpg')
      expect(response.status).toBe(201)
      const { url } = MediaSchema.parse(await response.json())
      for (const width of [400, 800, 1200, 1600]) {
        for (const format of IMAGE_VARIANT_FORMATS) {
          const served = await fetchWhenReady(variantUrl(url, width, format)!)
          expect(served.status, `${width} ${format}`).toBe(200)
          expect(served.headers.get('content-type')).toBe(TYPES[format])
          expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/)
          expect(served.headers.get('x-content-type-options')).toBe('nosniff')
          const info = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
          expect(info).toMatchObject({
            format: format === 'avif' ? 'heif' : 'webp',
            width,
            height: Math.round((width * 9) / 16),
          })
        }
      }
    },
  )

  it('never enlarges: a 300 px image gets copies at its own width only', { timeout: 30_000 }, async () => {
    const response = await upload('image-300x200.webp', 'content-image')
    const { url } = MediaSchema.parse(await response.json())
    expect((await fetchWhenReady(variantUrl(url, 300, 'avif')!)).status).toBe(200)
    expect((await fetchWhenReady(variantUrl(url, 300, 'webp')!)).status).toBe(200)
    expect((await t.request(variantUrl(url, 400, 'avif')!)).status).toBe(404)
  })

  it(
    'describes the copies in the article payloads, and the original stays what it was',
    { timeout: 30_000 },
    async () => {
      const response = await upload('image-1600x900.jpg')
      const { url, publicId } = MediaSchema.parse(await response.json())
      await fetchWhenReady(variantUrl(url, 1600, 'webp')!)
      await fetchWhenReady(variantUrl(url, 1600, 'avif')!)
      // The row is updated just after the last file lands.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const ownerId = await findUserId(t.database.db, 'variantuser')
      const article = await insertArticle(t.database.db, ownerId, { headerImage: url, headerImagePublicId: publicId })
      const base = url.replace(/\.webp$/, '')
      const expected = {
        width: 1600,
        height: 900,
        widths: [400, 800, 1200, 1600],
        avif: `${base}.w400.avif 400w, ${base}.w800.avif 800w, ${base}.w1200.avif 1200w, ${base}.w1600.avif 1600w`,
        webp: `${base}.w400.webp 400w, ${base}.w800.webp 800w, ${base}.w1200.webp 1200w, ${base}.w1600.webp 1600w`,
        poster: `${base}.w800.webp`,
      }

      const detail = await (await t.request(`/api/articles/${article.id}`)).json()
      expect(detail).toMatchObject({ headerImage: url, headerImagePublicId: publicId, headerImageVariants: expected })
      const list = await (await t.request('/api/articles')).json()
      expect(list.find((item: { id: number }) => item.id === article.id)).toMatchObject({
        headerImage: url,
        headerImageVariants: expected,
      })
      expect((await t.request(url)).headers.get('content-type')).toBe('image/webp')

      // A category whose header is the same upload shows it too; one with an outside address gets none.
      await t.database.db.insert(categoriesTable).values([
        { name: 'Photos', slug: 'photos-variants', headerImage: url },
        { name: 'Outside', slug: 'outside-variants', headerImage: 'https://example.com/a.png' },
      ])
      expect(await (await t.request('/api/categories/slug/photos-variants')).json()).toMatchObject({
        headerImage: url,
        headerImageVariants: expected,
      })
      const outside = await (await t.request('/api/categories/slug/outside-variants')).json()
      expect(outside).not.toHaveProperty('headerImageVariants')
    },
  )

  it('removes the copies with the upload', { timeout: 30_000 }, async () => {
    const response = await upload('image-400x400.png', 'content-image')
    const { url, publicId } = MediaSchema.parse(await response.json())
    await fetchWhenReady(variantUrl(url, 400, 'avif')!)
    await fetchWhenReady(variantUrl(url, 400, 'webp')!)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const removed = await t.request(`/api/cleanup/${publicId}`, { method: 'DELETE', token })
    expect(removed.status).toBe(200)
    expect((await t.request(variantUrl(url, 400, 'avif')!)).status).toBe(404)
    expect((await t.request(variantUrl(url, 400, 'webp')!)).status).toBe(404)
  })

  it(
    'makes the copies of older images once (`npm run media:variants`), without blocking the event loop',
    { timeout: 60_000 },
    async () => {
      // An image stored before copies existed: a file on disk and a row with no widths recorded.
      const publicId = `2025/01/${randomBytes(16).toString('hex')}`
      const url = `/media/${publicId}.webp`
      const file = path.join(dataDir, 'media', '2025', '01', `${publicId.split('/')[2]}.webp`)
      await mkdir(path.dirname(file), { recursive: true })
      await sharp(path.join(FIXTURES_DIR, 'image-1600x900.jpg')).webp().toFile(file)
      const ownerId = await findUserId(t.database.db, 'variantuser')
      await t.database.db
        .insert(mediaTable)
        .values({ ownerId, kind: 'IMAGE', publicId, url, bytes: (await stat(file)).size, width: 1600, height: 900 })

      const service = createMediaService({ db: t.database.db, config: t.config })
      const delay = monitorEventLoopDelay({ resolution: 5 })
      delay.enable()
      expect(await service.makeMissingVariants()).toBeGreaterThanOrEqual(1)
      delay.disable()
      // sharp encodes on libuv's threads: the loop keeps turning. Were it blocked, one wait would last
      // at least the 1600 px AVIF's encode (~600 ms alone on a 2-core machine); turning, the longest
      // wait is the machine's scheduling, seen up to ~340 ms beside a full parallel test run.
      expect(delay.max / 1e6).toBeLessThan(500)
      const copy = path.join(path.dirname(file), `${publicId.split('/')[2]}.w1600.avif`)
      const written = (await stat(copy)).mtimeMs

      expect(await service.makeMissingVariants()).toBe(0)
      expect((await stat(copy)).mtimeMs).toBe(written)
      expect((await t.request(variantUrl(url, 800, 'avif')!)).headers.get('content-type')).toBe('image/avif')
    },
  )

  it('still refuses a decompression bomb at once, and writes no copies for it', async () => {
    const before = Date.now()
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(await readFile(path.join(FIXTURES_DIR, 'bomb-20000x20000.png')))]),
      'bomb.png',
    )
    const response = await t.request('/api/media?kind=header-image', { method: 'POST', token, body: form })
    expect(response.status).toBe(413)
    expect(Date.now() - before).toBeLessThan(5_000)
  })
})
