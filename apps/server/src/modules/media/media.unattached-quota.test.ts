import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { articles, media } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR, findUserId, insertArticle } from '#src/test/factories'
import { UNATTACHED_MAX_BYTES } from './media.service'

/**
 * Unattached uploads stay on disk for a day, so a user may hold at most
 * UNATTACHED_MAX_BYTES of them; past that, uploads are refused until some are attached or deleted.
 */
describe('the cap on bytes of unattached uploads', () => {
  let t: TestApp
  let dataDir: string
  let token: string
  let userId: number

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-media-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    token = (await signIn(t, 'hoarder')).accessToken
    userId = await findUserId(t.database.db, 'hoarder')
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** A stored upload row of `bytes` (its file is not needed to count it). */
  async function holdUpload(ownerId: number, bytes: number, articleId: number | null = null) {
    const publicId = `2026/01/${randomBytes(16).toString('hex')}`
    const [row] = await t.database.db
      .insert(media)
      .values({ ownerId, kind: 'VIDEO', publicId, url: `/media/${publicId}.mp4`, bytes, articleId, durationS: 5 })
      .returning()
    return row!
  }

  async function upload(query = '') {
    const form = new FormData()
    form.append('file', new Blob([await readFile(path.join(FIXTURES_DIR, 'image-400x400.png'))]), 'a.png')
    return t.request(`/api/media?kind=content-image${query}`, { method: 'POST', token, body: form })
  }

  async function expectQuotaReached(response: Response) {
    expect(response.status).toBe(409)
    const { error } = ErrorBodySchema.parse(await response.json())
    expect(error.code).toBe('MEDIA_UNATTACHED_QUOTA')
    expect(error.message).toMatch(/300 MB of uploads that no article uses/)
  }

  it('refuses an upload that would pass the cap, then takes it once an upload is deleted', async () => {
    const held = await holdUpload(userId, UNATTACHED_MAX_BYTES - 100)
    await expectQuotaReached(await upload())
    expect(await t.database.db.select().from(media).where(eq(media.ownerId, userId))).toHaveLength(1)

    const deleted = await t.request(`/api/cleanup/video/${held.publicId}`, { method: 'DELETE', token })
    expect(deleted.status).toBe(200)
    expect((await upload()).status).toBe(201)
  })

  it('refuses before reading the body when the cap is already reached', async () => {
    const held = await holdUpload(userId, UNATTACHED_MAX_BYTES)
    await expectQuotaReached(await upload())
    await t.database.db.delete(media).where(eq(media.id, held.id))
  })

  it('does not count attached uploads, nor unattached ones an article uses, nor other users’ uploads', async () => {
    const article = await insertArticle(t.database.db, userId, { status: 'DRAFT' })
    await holdUpload(userId, UNATTACHED_MAX_BYTES, article.id)
    const used = await holdUpload(userId, UNATTACHED_MAX_BYTES)
    await t.database.db.update(articles).set({ promoVideo: used.url }).where(eq(articles.id, article.id))
    await signIn(t, 'otherhoarder')
    const other = await findUserId(t.database.db, 'otherhoarder')
    await holdUpload(other, UNATTACHED_MAX_BYTES)
    expect((await upload()).status).toBe(201)
  })

  it('takes an upload attached to an article even at the cap (it is not unattached)', async () => {
    await holdUpload(userId, UNATTACHED_MAX_BYTES)
    await expectQuotaReached(await upload())
    const article = await insertArticle(t.database.db, userId, { status: 'DRAFT' })
    expect((await upload(`&articleId=${article.id}`)).status).toBe(201)
  })
})
