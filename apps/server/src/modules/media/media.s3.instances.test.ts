// Two instances on one database and one bucket, each with its own DATA_DIR (nothing shared on disk):
// what one stores, the other serves, describes (the image copies) and deletes. Runs on PostgreSQL
// with TEST_DATABASE_URL, on one in-process PGlite otherwise.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { variantUrl } from '@spotlight/shared/domain/image-variants'
import { MediaSchema } from '@spotlight/shared/schemas/media'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR, findUserId, insertArticle } from '#src/test/factories'
import { startS3Server, type TestS3Server } from '#src/test/s3-server'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'

describe('MEDIA_STORE=s3 across two instances', () => {
  let s3: TestS3Server
  let database: TestDatabase
  let first: TestApp
  let second: TestApp
  const dataDirs: string[] = []

  const instance = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-s3-instance-'))
    dataDirs.push(dataDir)
    return buildTestApp({
      database,
      env: { ...s3.env, DATA_DIR: dataDir, SEED_DEMO: '0' },
      publicReadCacheTtlMs: 0,
    })
  }

  beforeAll(async () => {
    s3 = await startS3Server()
    database = await createTestDatabase()
    first = await instance()
    second = await instance()
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await database?.drop()
    await s3?.close()
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true })
  })

  it('uploads through one, reads, lists the copies and deletes through the other', { timeout: 60_000 }, async () => {
    const token = (await signIn(first, 'twoinstances')).accessToken
    const form = new FormData()
    const original = await readFile(path.join(FIXTURES_DIR, 'image-1600x900.jpg'))
    form.append('file', new Blob([new Uint8Array(original)]), 'photo.jpg')
    const uploaded = await first.request('/api/media?kind=header-image', { method: 'POST', token, body: form })
    expect(uploaded.status).toBe(201)
    const { url, publicId, bytes } = MediaSchema.parse(await uploaded.json())

    const read = await second.request(url)
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await read.arrayBuffer()).byteLength).toBe(bytes)

    // The copies are made by the instance that took the upload, after its answer.
    const copies = [400, 800, 1200, 1600].flatMap((width) => [
      variantUrl(url, width, 'avif')!,
      variantUrl(url, width, 'webp')!,
    ])
    const deadline = Date.now() + 45_000
    let article: { headerImageVariants?: { widths: number[]; avif?: string } } = {}
    const { id } = await insertArticle(database.db, await findUserId(database.db, 'twoinstances'), {
      headerImage: url,
      headerImagePublicId: publicId,
    })
    while (Date.now() < deadline) {
      article = await (await second.request(`/api/articles/${id}`)).json()
      if (article.headerImageVariants?.widths.length === 4) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(article.headerImageVariants).toMatchObject({ widths: [400, 800, 1200, 1600] })
    expect(article.headerImageVariants?.avif).toContain(variantUrl(url, 800, 'avif'))
    for (const copy of copies) expect((await second.request(copy)).status, copy).toBe(200)

    const deleted = await second.request(`/api/cleanup/${publicId}`, { method: 'DELETE', token })
    expect(deleted.status).toBe(200)
    expect(await s3.keys(publicId)).toEqual([])
    expect((await first.request(url)).status).toBe(404)
    expect((await first.request(copies[0]!)).status).toBe(404)
  })
})
