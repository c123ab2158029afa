import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import cloudinary from 'cloudinary'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { CloudinarySignatureSchema, MediaSchema } from '@spotlight/shared/schemas/media'
import { media } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { UNATTACHED_MAX_BYTES } from './media.service'

type FakeResource = Record<string, unknown> & { public_id: string; resource_type: 'image' | 'video' }

/**
 * A fake Cloudinary over real HTTP: the Admin API's `resources/{type}/upload/{id}` and the upload
 * API's `{type}/destroy`, checking the account's credentials the way Cloudinary does.
 */
function startFakeCloudinary() {
  const resources = new Map<string, FakeResource>()
  const destroyed: string[] = []
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const url = new URL(request.url ?? '/', 'http://fake')
      const resource = /^\/v1_1\/demo\/resources\/(image|video)\/upload\/(.+)$/.exec(url.pathname)
      if (request.method === 'GET' && resource) {
        const auth = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString()
        if (auth !== 'key:secret') return send(401, { error: { message: 'Invalid credentials' } })
        const found = resources.get(decodeURIComponent(resource[2]!))
        if (!found || found.resource_type !== resource[1])
          return send(404, { error: { message: 'Resource not found' } })
        return send(200, found)
      }
      const destroy = /^\/v1_1\/demo\/(image|video)\/destroy$/.exec(url.pathname)
      if (request.method === 'POST' && destroy) {
        const body = await readBody(request)
        const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1]
        const publicId = field('public_id')
        const params = { public_id: publicId, timestamp: field('timestamp'), invalidate: field('invalidate') }
        const expected = cloudinary.v2.utils.api_sign_request(params, 'secret')
        if (field('api_key') !== 'key' || field('signature') !== expected)
          return send(401, { error: { message: 'Invalid signature' } })
        destroyed.push(`${destroy[1]}:${publicId}`)
        const existed = publicId ? resources.delete(publicId) : false
        return send(200, { result: existed ? 'ok' : 'not found' })
      }
      return send(404, { error: { message: `unexpected ${request.method} ${url.pathname}` } })
    })()
  })
  return { server, resources, destroyed }
}

describe('Cloudinary mode (against a fake Cloudinary)', () => {
  const fake = startFakeCloudinary()
  let t: TestApp
  let ownerId: number
  let tokens: { owner: string; other: string; admin: string }

  const image = (publicId: string, overrides: Record<string, unknown> = {}): FakeResource => ({
    public_id: publicId,
    resource_type: 'image',
    format: 'jpg',
    bytes: 43784,
    width: 1600,
    height: 900,
    secure_url: `https://res.cloudinary.com/demo/image/upload/v1/${publicId}.jpg`,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  })
  const video = (publicId: string, overrides: Record<string, unknown> = {}): FakeResource => ({
    ...image(publicId),
    resource_type: 'video',
    format: 'mp4',
    bytes: 34128,
    width: 320,
    height: 180,
    duration: 5.0,
    secure_url: `https://res.cloudinary.com/demo/video/upload/v1/${publicId}.mp4`,
    ...overrides,
  })
  const record = (token: string | undefined, json: unknown) =>
    t.request('/api/media/cloudinary', { method: 'POST', token, json })
  const folder = () => `spotlight/u${ownerId}`

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
    const prefix = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
    t = await buildTestApp({
      env: {
        SEED_DEMO: '0',
        MEDIA_STORE: 'cloudinary',
        CLOUDINARY_URL: `cloudinary://key:secret@demo?upload_preset=spotlight_signed&upload_prefix=${encodeURIComponent(prefix)}`,
      },
    })
    tokens = {
      owner: (await signIn(t, 'cloudowner')).accessToken,
      other: (await signIn(t, 'cloudother')).accessToken,
      admin: (await signIn(t, 'admin')).accessToken,
    }
    ownerId = await findUserId(t.database.db, 'cloudowner')
  })
  beforeEach(() => {
    fake.destroyed.length = 0
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => fake.server.close(resolve))
  })

  it('signs a direct upload into the user folder with the official SDK, never sending the secret', async () => {
    expect((await t.request('/api/cloudinary-signature')).status).toBe(401)
    const response = await t.request('/api/cloudinary-signature', { token: tokens.owner })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain('secret')
    const body = CloudinarySignatureSchema.parse(JSON.parse(text))
    expect(body).toMatchObject({ cloudName: 'demo', apiKey: 'key', uploadPreset: 'spotlight_signed', folder: folder() })
    expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60)
    const expected = cloudinary.v2.utils.api_sign_request(
      { timestamp: body.timestamp, folder: body.folder, upload_preset: 'spotlight_signed' },
      'secret',
    )
    expect(body.signature).toBe(expected)
  })

  it('says the store is Cloudinary and refuses local uploads', async () => {
    expect(await (await t.request('/api/media/config')).json()).toMatchObject({ store: 'cloudinary' })
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png')
    const local = await t.request('/api/media?kind=content-image', { method: 'POST', token: tokens.owner, body: form })
    expect(local.status).toBe(409)
  })

  it("offers an image's AVIF and WebP copies through Cloudinary's transformations, none stored", async () => {
    const publicId = `${folder()}/photo1`
    fake.resources.set(publicId, image(publicId))
    const { url } = MediaSchema.parse(await (await record(tokens.owner, { publicId, kind: 'header-image' })).json())
    const article = await insertArticle(t.database.db, ownerId, { headerImage: url, headerImagePublicId: publicId })
    const body = await (await t.request(`/api/articles/${article.id}`)).json()
    const at = (format: string, width: number) =>
      `https://res.cloudinary.com/demo/image/upload/f_${format},c_limit,w_${width},q_auto/v1/${publicId}.jpg`
    expect(body.headerImageVariants).toEqual({
      width: 1600,
      height: 900,
      widths: [400, 800, 1200, 1600],
      avif: [400, 800, 1200, 1600].map((width) => `${at('avif', width)} ${width}w`).join(', '),
      webp: [400, 800, 1200, 1600].map((width) => `${at('webp', width)} ${width}w`).join(', '),
      poster: at('webp', 800),
    })
    // Only the Admin API's resource read was asked; nothing was uploaded or generated.
    expect(fake.destroyed).toEqual([])
  })

  it('records an image after checking it through the Admin API', async () => {
    const publicId = `${folder()}/header1`
    fake.resources.set(publicId, image(publicId))
    const response = await record(tokens.owner, { publicId, kind: 'header-image' })
    expect(response.status).toBe(201)
    const body = MediaSchema.parse(await response.json())
    expect(body).toMatchObject({ publicId, kind: 'header-image', width: 1600, height: 900, bytes: 43784 })
    expect(body.url).toBe(`https://res.cloudinary.com/demo/image/upload/v1/${publicId}.jpg`)
    const [row] = await t.database.db.select().from(media).where(eq(media.publicId, publicId))
    expect(row).toMatchObject({ ownerId, kind: 'IMAGE' })
    expect((await record(tokens.owner, { publicId, kind: 'header-image' })).status).toBe(409)
  })

  it('records a 20 s video, refuses a longer or larger one and deletes it from Cloudinary', async () => {
    const ok = `${folder()}/video20`
    fake.resources.set(ok, video(ok, { duration: 20.0 }))
    expect((await record(tokens.owner, { publicId: ok, kind: 'promo-video' })).status).toBe(201)

    const long = `${folder()}/video25`
    fake.resources.set(long, video(long, { duration: 25.0 }))
    const refused = await record(tokens.owner, { publicId: long, kind: 'promo-video' })
    expect(refused.status).toBe(400)
    expect(ErrorBodySchema.parse(await refused.json()).error.message).toBe('The video must be 20 seconds or less.')

    const big = `${folder()}/videobig`
    fake.resources.set(big, video(big, { bytes: 31457281 }))
    expect((await record(tokens.owner, { publicId: big, kind: 'promo-video' })).status).toBe(413)

    const svg = `${folder()}/svg`
    fake.resources.set(svg, image(svg, { format: 'svg' }))
    expect((await record(tokens.owner, { publicId: svg, kind: 'content-image' })).status).toBe(415)

    expect(fake.destroyed).toEqual([`video:${long}`, `video:${big}`, `image:${svg}`])
    expect(fake.resources.has(long)).toBe(false)
  })

  it("refuses an upload outside the user's folder, and one Cloudinary does not have", async () => {
    const theirs = `${folder()}/theirs`
    fake.resources.set(theirs, image(theirs))
    expect((await record(undefined, { publicId: theirs, kind: 'content-image' })).status).toBe(401)
    expect((await record(tokens.other, { publicId: theirs, kind: 'content-image' })).status).toBe(403)
    expect((await record(tokens.admin, { publicId: theirs, kind: 'content-image' })).status).toBe(403)
    expect((await record(tokens.owner, { publicId: `${folder()}/missing`, kind: 'content-image' })).status).toBe(404)
  })

  it('deletes through Cloudinary on cleanup: owner or admin only, url-encoded ids', async () => {
    const publicId = `${folder()}/body1`
    fake.resources.set(publicId, image(publicId))
    expect((await record(tokens.owner, { publicId, kind: 'content-image' })).status).toBe(201)
    const path = `/api/cleanup/${encodeURIComponent(publicId)}`
    expect((await t.request(path, { method: 'DELETE' })).status).toBe(401)
    expect((await t.request(path, { method: 'DELETE', token: tokens.other })).status).toBe(403)
    const response = await t.request(path, { method: 'DELETE', token: tokens.admin })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('Image deleted.')
    expect(fake.destroyed).toEqual([`image:${publicId}`])
    expect((await t.request(path, { method: 'DELETE', token: tokens.owner })).status).toBe(404)

    const clip = `${folder()}/clip`
    fake.resources.set(clip, video(clip))
    expect((await record(tokens.owner, { publicId: clip, kind: 'promo-video' })).status).toBe(201)
    const deleted = await t.request(`/api/cleanup/video/${clip}`, { method: 'DELETE', token: tokens.owner })
    expect(await deleted.text()).toBe('Video deleted.')
    expect(fake.destroyed).toContain(`video:${clip}`)
  })

  it('deleting an article removes its Cloudinary files', async () => {
    const publicId = `${folder()}/articleheader`
    fake.resources.set(publicId, image(publicId))
    const recorded = MediaSchema.parse(await (await record(tokens.owner, { publicId, kind: 'header-image' })).json())
    const article = await insertArticle(t.database.db, ownerId, {
      status: 'DRAFT',
      headerImage: recorded.url,
      headerImagePublicId: publicId,
    })
    const response = await t.request(`/api/articles/${article.id}`, { method: 'DELETE', token: tokens.owner })
    expect(response.status).toBe(204)
    expect(fake.destroyed).toEqual([`image:${publicId}`])
    expect(await t.database.db.select().from(media).where(eq(media.publicId, publicId))).toEqual([])
  })

  it('refuses, and deletes from Cloudinary, an upload past the cap on unattached uploads', async () => {
    const otherId = await findUserId(t.database.db, 'cloudother')
    await t.database.db.insert(media).values({
      ownerId: otherId,
      kind: 'VIDEO',
      publicId: `spotlight/u${otherId}/held`,
      url: 'https://res.cloudinary.com/demo/video/upload/v1/held.mp4',
      bytes: UNATTACHED_MAX_BYTES - 1000,
    })
    const publicId = `spotlight/u${otherId}/onetoomany`
    fake.resources.set(publicId, image(publicId))
    const response = await record(tokens.other, { publicId, kind: 'content-image' })
    expect(response.status).toBe(409)
    expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('MEDIA_UNATTACHED_QUOTA')
    expect(fake.destroyed).toEqual([`image:${publicId}`])
    expect(await t.database.db.select().from(media).where(eq(media.publicId, publicId))).toEqual([])
  })
})
