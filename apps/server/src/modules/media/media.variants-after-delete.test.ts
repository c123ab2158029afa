// An image deleted right after its upload: its AVIF/WebP copies are made off the request, one image at
// a time, so the deletion can come while they are being made or still queued. Once the queue has
// drained, neither the local store nor the bucket may hold anything of it.
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MediaSchema } from '@spotlight/shared/schemas/media'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR } from '#src/test/factories'
import { startS3Server, type TestS3Server } from '#src/test/s3-server'
import { createTestDatabase } from '#src/test/test-database'

/** The id part of a stored name (`<yyyy>/<mm>/<32 hex>`): every copy's name starts with it. */
const fileIdOf = (publicId: string) => publicId.split('/').at(-1)!

/**
 * Uploads a few large images (copies at four widths each) through `uploader`, deleting each through
 * `deleter` as soon as its upload answers. Gives the deleted files' ids. The caller then closes the
 * apps: closing waits for the copies' queue to drain.
 */
async function uploadAndDeleteAtOnce(uploader: TestApp, deleter = uploader): Promise<string[]> {
  const token = (await signIn(uploader, 'quickdeleter')).accessToken
  const image = await readFile(path.join(FIXTURES_DIR, 'image-1600x900.jpg'))
  const ids: string[] = []
  for (let i = 0; i < 3; i++) {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)]), 'header.jpg')
    const uploaded = await uploader.request('/api/media?kind=content-image', { method: 'POST', token, body: form })
    expect(uploaded.status).toBe(201)
    const { publicId } = MediaSchema.parse(await uploaded.json())
    const removed = await deleter.request(`/api/cleanup/${publicId}`, { method: 'DELETE', token })
    expect(removed.status).toBe(200)
    ids.push(fileIdOf(publicId))
  }
  return ids
}

describe('an image deleted as soon as it is uploaded (local store)', () => {
  let dataDir: string
  let ids: string[]

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-quick-delete-'))
    const t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    try {
      ids = await uploadAndDeleteAtOnce(t)
    } finally {
      await t.close()
    }
  }, 120_000)
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('leaves no file of it on disk once its copies are no longer being made', async () => {
    const files = (await readdir(path.join(dataDir, 'media'), { recursive: true })) as string[]
    const left = files.filter((file) => ids.some((id) => path.basename(file).startsWith(id)))
    expect(left).toEqual([])
  })
})

describe('an image deleted as soon as it is uploaded (S3 bucket)', () => {
  let s3: TestS3Server
  let dataDir: string
  let ids: string[]

  beforeAll(async () => {
    s3 = await startS3Server()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-quick-delete-s3-'))
    const t = await buildTestApp({ env: { ...s3.env, DATA_DIR: dataDir, SEED_DEMO: '0' } })
    try {
      ids = await uploadAndDeleteAtOnce(t)
    } finally {
      await t.close()
    }
  }, 120_000)
  afterAll(async () => {
    await s3?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('leaves no object of it in the bucket once its copies are no longer being made', async () => {
    const left = (await s3.keys()).filter((key) => ids.some((id) => path.basename(key).startsWith(id)))
    expect(left).toEqual([])
  })
})

describe('an image deleted through another instance while the first makes its copies (S3 bucket)', () => {
  let s3: TestS3Server
  const dataDirs: string[] = []
  let ids: string[]

  beforeAll(async () => {
    s3 = await startS3Server()
    const database = await createTestDatabase()
    const instance = async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-quick-delete-s3-'))
      dataDirs.push(dataDir)
      return buildTestApp({ database, env: { ...s3.env, DATA_DIR: dataDir, SEED_DEMO: '0' } })
    }
    const first = await instance()
    const second = await instance()
    try {
      // The first makes the copies; the second, which has no job to wait for, deletes.
      ids = await uploadAndDeleteAtOnce(first, second)
    } finally {
      await first.close()
      await second.close()
      await database.drop()
    }
  }, 120_000)
  afterAll(async () => {
    await s3?.close()
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true })
  })

  it('leaves no object of it in the bucket once the first instance is done with it', async () => {
    const left = (await s3.keys()).filter((key) => ids.some((id) => path.basename(key).startsWith(id)))
    expect(left).toEqual([])
  })
})
