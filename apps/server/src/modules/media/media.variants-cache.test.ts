import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MediaSchema } from '@spotlight/shared/schemas/media'
import { media as mediaTable } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR, findUserId, insertArticle } from '#src/test/factories'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every 100 ms until it holds or `timeoutMs` passes; says whether it held. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await sleep(100)
  }
}

// An article read (and its page, which is dropped with it) first answered before its image had copies
// stayed cached without them for the cache's whole lifetime: the upload was not yet attached to the
// article when the copies were made, so nobody was told. Who shows the image is read when they are.
describe('the public cache once an image has its copies', () => {
  let t: TestApp
  let dataDir: string
  let token: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-variants-cache-'))
    // A cache lifetime far longer than the test: only a change announced drops the stored read.
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' }, publicReadCacheTtlMs: 600_000 })
    token = (await signIn(t, 'variantcache')).accessToken
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('drops the reads of the article the image went into after its upload', { timeout: 60_000 }, async () => {
    const form = new FormData()
    const fixture = await readFile(path.join(FIXTURES_DIR, 'image-1600x900.jpg'))
    form.append('file', new Blob([new Uint8Array(fixture)]), 'header.jpg')
    // Uploaded first, attached to no article: the editor uploads before the article is saved.
    const uploaded = await t.request('/api/media?kind=header-image', { method: 'POST', token, body: form })
    expect(uploaded.status).toBe(201)
    const { url, publicId } = MediaSchema.parse(await uploaded.json())
    const ownerId = await findUserId(t.database.db, 'variantcache')
    const { id } = await insertArticle(t.database.db, ownerId, { headerImage: url, headerImagePublicId: publicId })

    type Read = { headerImage: string; headerImageVariants?: { widths: number[]; avif?: string } }
    const read = async () => (await (await t.request(`/api/articles/${id}`)).json()) as Read
    // Its size is known, its copies not yet: no srcset to offer.
    const before = await read()
    expect(before.headerImage).toBe(url)
    expect(before.headerImageVariants).toMatchObject({ widths: [] })
    expect(before.headerImageVariants).not.toHaveProperty('avif')
    expect((await t.request(`/api/articles/${id}`)).headers.get('x-cache')).toBe('hit')

    const recorded = async () => {
      const [row] = await t.database.db.select().from(mediaTable).where(eq(mediaTable.publicId, publicId))
      return (row?.variantWidths?.length ?? 0) > 0
    }
    expect(await eventually(recorded, 45_000)).toBe(true)
    // Told right after the row is written: well within a second, against the cache's 10 minutes.
    expect(await eventually(async () => (await read()).headerImageVariants?.avif !== undefined, 2_000)).toBe(true)
    expect((await read()).headerImageVariants).toMatchObject({ widths: [400, 800, 1200, 1600] })
  })
})
