import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MediaSchema, type Media, type UploadKind } from '@spotlight/shared/schemas/media'
import { categories, media } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, FIXTURES_DIR, findUserId, grantCredits, insertArticle, insertMedia } from '#src/test/factories'
import { createMediaService } from './media.service'

type Actor = 'visitor' | 'owner' | 'other' | 'admin'
const ACTORS: Actor[] = ['visitor', 'owner', 'other', 'admin']

describe('media endpoints: authorization, cleanup, article deletion, sweep', () => {
  let t: TestApp
  let dataDir: string
  let ownerId: number
  const tokens: Record<Actor, string | undefined> = { visitor: undefined, owner: '', other: '', admin: '' }

  async function upload(actor: Actor, file: string, kind: UploadKind, query = '') {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await readFile(path.join(FIXTURES_DIR, file)))]), file)
    return t.request(`/api/media?kind=${kind}${query}`, { method: 'POST', token: tokens[actor], body: form })
  }
  async function uploaded(file: string, kind: UploadKind): Promise<Media> {
    const response = await upload('owner', file, kind)
    expect(response.status).toBe(201)
    return MediaSchema.parse(await response.json())
  }
  const onDisk = (url: string) => path.join(dataDir, ...url.split('/').filter(Boolean))
  const rowOf = async (publicId: string) =>
    (await t.database.db.select().from(media).where(eq(media.publicId, publicId)))[0] ?? null

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-cleanup-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    tokens.owner = (await signIn(t, 'mediaowner')).accessToken
    tokens.other = (await signIn(t, 'mediaother')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'mediaowner')
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  type Row = { endpoint: string; send: (actor: Actor) => Promise<Response>; expected: Record<Actor, number> }
  const ROWS: Row[] = [
    {
      endpoint: 'GET /api/media/config',
      send: (actor) => t.request('/api/media/config', { token: tokens[actor] }),
      expected: { visitor: 200, owner: 200, other: 200, admin: 200 },
    },
    {
      endpoint: 'POST /api/media (own upload)',
      send: (actor) => upload(actor, 'image-400x400.png', 'content-image'),
      expected: { visitor: 401, owner: 201, other: 201, admin: 201 },
    },
    {
      endpoint: "POST /api/media?articleId (the owner's article)",
      send: async (actor) => {
        const article = await insertArticle(t.database.db, ownerId, { status: 'DRAFT' })
        return upload(actor, 'image-400x400.png', 'content-image', `&articleId=${article.id}`)
      },
      expected: { visitor: 401, owner: 201, other: 403, admin: 201 },
    },
    {
      endpoint: 'GET /api/cloudinary-signature (local store)',
      send: (actor) => t.request('/api/cloudinary-signature', { token: tokens[actor] }),
      expected: { visitor: 401, owner: 409, other: 409, admin: 409 },
    },
    {
      endpoint: 'POST /api/media/cloudinary (local store)',
      send: (actor) =>
        t.request('/api/media/cloudinary', {
          method: 'POST',
          token: tokens[actor],
          json: { publicId: 'spotlight/u1/x', kind: 'content-image' },
        }),
      expected: { visitor: 401, owner: 409, other: 409, admin: 409 },
    },
    {
      endpoint: "DELETE /api/cleanup/{publicId} (the owner's image)",
      send: async (actor) => {
        const { publicId } = await uploaded('image-300x200.webp', 'content-image')
        return t.request(`/api/cleanup/${encodeURIComponent(publicId)}`, { method: 'DELETE', token: tokens[actor] })
      },
      expected: { visitor: 401, owner: 200, other: 403, admin: 200 },
    },
    {
      endpoint: "DELETE /api/cleanup/video/{publicId} (the owner's video)",
      send: async (actor) => {
        const { publicId } = await uploaded('video-5s.mp4', 'promo-video')
        return t.request(`/api/cleanup/video/${publicId}`, { method: 'DELETE', token: tokens[actor] })
      },
      expected: { visitor: 401, owner: 200, other: 403, admin: 200 },
    },
    {
      endpoint: 'DELETE /api/cleanup/{publicId} (unknown id)',
      send: (actor) => t.request('/api/cleanup/2026%2F01%2Fnope', { method: 'DELETE', token: tokens[actor] }),
      expected: { visitor: 401, owner: 404, other: 404, admin: 404 },
    },
    {
      endpoint: 'DELETE /api/cleanup/video/{publicId} (unknown id)',
      send: (actor) => t.request('/api/cleanup/video/2026/01/nope', { method: 'DELETE', token: tokens[actor] }),
      expected: { visitor: 401, owner: 404, other: 404, admin: 404 },
    },
  ]

  describe.each(ROWS)('$endpoint', (row) => {
    it.each(ACTORS)('answers %s as expected', async (actor) => {
      const response = await row.send(actor)
      expect(response.status, await response.clone().text()).toBe(row.expected[actor])
    })
  })

  it('deletes an image and its file, answering in plain text', async () => {
    const image = await uploaded('image-1600x900.jpg', 'header-image')
    expect(existsSync(onDisk(image.url))).toBe(true)
    const response = await t.request(`/api/cleanup/${encodeURIComponent(image.publicId)}`, {
      method: 'DELETE',
      token: tokens.owner,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe('Image deleted.')
    expect(existsSync(onDisk(image.url))).toBe(false)
    expect(await rowOf(image.publicId)).toBeNull()
    expect((await t.request(image.url)).status).toBe(404)
  })

  it('deletes a video through the video route (raw slashes accepted) but not through the image route', async () => {
    const video = await uploaded('video-5s.webm', 'promo-video')
    const wrong = await t.request(`/api/cleanup/${encodeURIComponent(video.publicId)}`, {
      method: 'DELETE',
      token: tokens.owner,
    })
    expect(wrong.status).toBe(404)
    const response = await t.request(`/api/cleanup/video/${video.publicId}`, { method: 'DELETE', token: tokens.owner })
    expect(await response.text()).toBe('Video deleted.')
    expect(existsSync(onDisk(video.url))).toBe(false)
  })

  it('deleting an article removes its header image, promo video and body images, but keeps a file another article uses', async () => {
    const header = await uploaded('image-1600x900.jpg', 'header-image')
    const body = await uploaded('image-400x400.png', 'content-image')
    const shared = await uploaded('image-300x200.webp', 'content-image')
    const video = await uploaded('video-5s.mp4', 'promo-video')
    await grantCredits(t.database.db, ownerId, 1)
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: tokens.owner,
      json: articleBody({
        headerImage: header.url,
        headerImagePublicId: header.publicId,
        promoVideo: video.url,
        promoVideoPublicId: video.publicId,
        content: `<p>Text</p><p><img src="${body.url}"><img src="${shared.url}"></p>`,
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    await insertArticle(t.database.db, ownerId, { content: `<p><img src="${shared.url}"></p>` })

    const deleted = await t.request(`/api/articles/${id}`, { method: 'DELETE', token: tokens.owner })
    expect(deleted.status).toBe(204)
    for (const gone of [header, body, video]) {
      expect(existsSync(onDisk(gone.url))).toBe(false)
      expect(await rowOf(gone.publicId)).toBeNull()
    }
    expect(existsSync(onDisk(shared.url))).toBe(true)
    expect(await rowOf(shared.publicId)).not.toBeNull()
  })

  it('the sweep removes an old orphan and keeps referenced or recent uploads', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000)
    const write = async (url: string) => {
      await mkdir(path.dirname(onDisk(url)), { recursive: true })
      await writeFile(onDisk(url), 'x')
    }
    const orphan = await insertMedia(t.database.db, ownerId, { createdAt: twoDaysAgo })
    const inContent = await insertMedia(t.database.db, ownerId, { createdAt: twoDaysAgo })
    const asHeader = await insertMedia(t.database.db, ownerId, { createdAt: twoDaysAgo })
    const attached = await insertMedia(t.database.db, ownerId, { createdAt: twoDaysAgo })
    const categoryHeader = await insertMedia(t.database.db, ownerId, { createdAt: twoDaysAgo })
    const recent = await insertMedia(t.database.db, ownerId)
    for (const row of [orphan, inContent, asHeader, attached, categoryHeader, recent]) await write(row.url)
    await insertArticle(t.database.db, ownerId, { content: `<p><img src="${inContent.url}"></p>` })
    const holder = await insertArticle(t.database.db, ownerId, { headerImage: asHeader.url })
    await t.database.db.update(media).set({ articleId: holder.id }).where(eq(media.id, attached.id))
    // Uploaded from the category form: a category's header image is in use too.
    await t.database.db.insert(categories).values({ name: 'Sweep', slug: 'sweep', headerImage: categoryHeader.url })

    const service = createMediaService({ db: t.database.db, config: t.config })
    expect(await service.sweepOrphans()).toBe(1)
    expect(existsSync(onDisk(orphan.url))).toBe(false)
    expect(await rowOf(orphan.publicId)).toBeNull()
    for (const kept of [inContent, asHeader, attached, categoryHeader, recent]) {
      expect(existsSync(onDisk(kept.url))).toBe(true)
      expect(await rowOf(kept.publicId)).not.toBeNull()
    }
  })
})
