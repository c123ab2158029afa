// The hourly sweep also walks the store itself: a file stored by a process that stopped before inserting
// its row (a crash, a kill, a deploy) has no row to point the sweep at it. Files older than a day that
// no row knows of go with their copies; recorded uploads and their copies, the demo images, files in
// flight and anything outside the media folder or of another shape stay. On the local disk and on a
// real S3-protocol server (s3rver), each against a real database.
import crypto, { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { lstat, mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '#src/db/client'
import { users } from '#src/db/schema/index'
import { ensureDemoImage } from '#src/modules/demo/demo-images'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, insertMedia } from '#src/test/factories'
import { probeHealthzDuring } from '#src/test/healthz-probe'
import { startS3Server } from '#src/test/s3-server'
import { createTestDatabase } from '#src/test/test-database'
import { mediaRoot } from './media-static.plugin'
import { createMediaService, ORPHAN_AGE_MS } from './media.service'
import { createS3MediaStore } from './s3-media-store'

const HOUR_MS = 3600 * 1000
const OLD_MS = ORPHAN_AGE_MS + HOUR_MS
const YOUNG_MS = HOUR_MS

const newPublicId = () => `2026/01/${randomBytes(16).toString('hex')}`
/** An original and two of its copies, as the store names them. */
const filesOf = (publicId: string) => [`${publicId}.webp`, `${publicId}.w400.avif`, `${publicId}.w400.webp`]

/** What a case needs of a store: the cases below are the same on both. */
type Harness = {
  t: TestApp
  isLocal: boolean
  /** Stores a few bytes under an upload key, written `ageMs` ago (see `sweep`). */
  put(key: string, ageMs: number): Promise<void>
  /**
   * Writes what the store did not write, `ageMs` ago: local, a path under the data folder (the media
   * folder is `media/`); S3, a key of the bucket.
   */
  putForeign(name: string, ageMs: number): Promise<void>
  has(key: string): Promise<boolean>
  hasForeign(name: string): Promise<boolean>
  /**
   * Runs the sweep at `ageMs` after the files were written. Local: the files' times were set back by
   * `put`, the clock is the real one; S3, whose objects' times cannot be set: the sweep's clock is
   * moved on by `ageMs` (which ages every object of the bucket).
   */
  sweep(ageMs: number, options?: { db?: Db; pageSize?: number }): Promise<number>
  close(): Promise<void>
}

async function localHarness(): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-store-sweep-'))
  const t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
  const underData = (name: string) => path.join(dataDir, ...name.split('/'))
  const write = async (file: string, ageMs: number) => {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, 'x')
    const at = new Date(Date.now() - ageMs)
    await utimes(file, at, at)
  }
  return {
    t,
    isLocal: true,
    put: (key, ageMs) => write(underData(`media/${key}`), ageMs),
    putForeign: (name, ageMs) => write(underData(name), ageMs),
    has: async (key) => existsSync(underData(`media/${key}`)),
    hasForeign: async (name) => existsSync(underData(name)),
    async sweep(_ageMs, options = {}) {
      const service = createMediaService({ db: options.db ?? t.database.db, config: t.config })
      return service.sweepOrphans(options.pageSize ? { pageSize: options.pageSize } : {})
    },
    async close() {
      await t.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * An s3rver that lists as S3 does, under this Node. Two of its faults are set aside here, for this
 * file's servers only: it checks a bucket listing's signature against `/<bucket>` while the AWS SDK
 * signs `/<bucket>/` (AWS, R2 and MinIO take either), so it is told to take any well-formed signature
 * of its account; and it seals a listing's continuation token with single DES, which OpenSSL 3 no
 * longer offers, so any listing of more than one page fails: DES is given to it as triple DES with
 * three equal keys, which is the same cipher.
 */
async function startListableS3Server() {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as { defaultOptions: Record<string, unknown> }
  S3rver.defaultOptions.allowMismatchedSignatures = true
  try {
    return await startS3Server()
  } finally {
    S3rver.defaultOptions.allowMismatchedSignatures = false
  }
}

/** Lends s3rver single DES (see above) until the function returned is called. */
function lendDesToS3rver(): () => void {
  const { createCipheriv, createDecipheriv } = crypto
  const isSingleDes = (algorithm: string, key: crypto.CipherKey): key is Buffer =>
    algorithm === 'des' && Buffer.isBuffer(key) && key.length === 8
  const patched = crypto as { createCipheriv: unknown; createDecipheriv: unknown }
  patched.createCipheriv = (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null) =>
    isSingleDes(algorithm, key)
      ? createCipheriv('des-ede3-cbc', Buffer.concat([key, key, key]), iv)
      : createCipheriv(algorithm, key, iv)
  patched.createDecipheriv = (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null) =>
    isSingleDes(algorithm, key)
      ? createDecipheriv('des-ede3-cbc', Buffer.concat([key, key, key]), iv)
      : createDecipheriv(algorithm, key, iv)
  return () => {
    patched.createCipheriv = createCipheriv
    patched.createDecipheriv = createDecipheriv
  }
}

async function s3Harness(): Promise<Harness> {
  const s3 = await startListableS3Server()
  const giveDesBack = lendDesToS3rver()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-store-sweep-s3-'))
  const t = await buildTestApp({ env: { ...s3.env, DATA_DIR: dataDir, SEED_DEMO: '0' } })
  const bucket = createS3MediaStore(t.config.s3!)
  // Keys of other shapes, which the store itself refuses to write.
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
  })
  const bytes = path.join(dataDir, 'bytes')
  await writeFile(bytes, 'x')
  const has = async (key: string) => (await s3.keys(key)).includes(key)
  return {
    t,
    isLocal: false,
    put: (key) => bucket.putFile(bytes, key),
    async putForeign(name) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: 'x' }))
    },
    has,
    hasForeign: has,
    async sweep(ageMs, options = {}) {
      const service = createMediaService({
        db: options.db ?? t.database.db,
        config: t.config,
        now: () => new Date(Date.now() + ageMs),
      })
      try {
        return await service.sweepOrphans(options.pageSize ? { pageSize: options.pageSize } : {})
      } finally {
        await service.bucket?.close()
      }
    },
    async close() {
      giveDesBack()
      client.destroy()
      await bucket.close()
      await t.close()
      await s3.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

describe.each([
  ['local disk', localHarness],
  ['S3, s3rver', s3Harness],
] as const)('the sweep walks the store (%s)', (_name, makeHarness) => {
  let h: Harness
  let ownerId: number
  let articleId: number

  /** A recorded upload attached to an article (the sweep of unattached uploads leaves it). */
  async function record(publicId: string, createdAt?: Date) {
    await insertMedia(h.t.database.db, ownerId, {
      publicId,
      url: `/media/${publicId}.webp`,
      articleId,
      ...(createdAt ? { createdAt } : {}),
    })
  }

  beforeAll(async () => {
    h = await makeHarness()
    await signIn(h.t, 'storesweeper')
    ownerId = await findUserId(h.t.database.db, 'storesweeper')
    articleId = (await insertArticle(h.t.database.db, ownerId)).id
    // The site's first upload, a month old: the store's files are newer than the database's first record.
    await record(newPublicId(), new Date(Date.now() - 30 * ORPHAN_AGE_MS))
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })

  it('removes an old file no row knows of, with its copies', async () => {
    const keys = filesOf(newPublicId())
    for (const key of keys) await h.put(key, OLD_MS)
    expect(await h.sweep(OLD_MS)).toBeGreaterThanOrEqual(keys.length)
    for (const key of keys) expect(await h.has(key), key).toBe(false)
  })

  it('keeps a file no row knows of while it is younger than a day (an upload in flight)', async () => {
    const keys = filesOf(newPublicId())
    for (const key of keys) await h.put(key, YOUNG_MS)
    await h.sweep(YOUNG_MS)
    for (const key of keys) expect(await h.has(key), key).toBe(true)
  })

  it('keeps an old recorded upload and every copy of it', async () => {
    const publicId = newPublicId()
    await record(publicId)
    const keys = filesOf(publicId)
    for (const key of keys) await h.put(key, OLD_MS)
    await h.sweep(OLD_MS)
    for (const key of keys) expect(await h.has(key), key).toBe(true)
  })

  it('keeps the demo images and their copies, with or without their rows', async () => {
    // Local: in the media folder, beside a demo image drawn as the seed draws it (before its row);
    // S3: as `aws s3 sync` of a local store's folder would have copied them into the bucket.
    const names = ['demo/sweep.webp', 'demo/sweep.w400.avif', 'demo/sweep.mp4', `demo/${newPublicId()}.webp`]
    if (h.isLocal) {
      const drawn = await ensureDemoImage(mediaRoot(h.t.config.dataDir), 'drawn', ['#112233', '#445566'], 1)
      const at = new Date(Date.now() - OLD_MS)
      await utimes(drawn.file, at, at)
      names.push('demo/drawn.webp')
    }
    // One recorded as the seed records it (a public id of its own shape), the others not.
    await insertMedia(h.t.database.db, ownerId, { publicId: 'demo/sweep', url: '/media/demo/sweep.webp', articleId })
    const where = (name: string) => (h.isLocal ? `media/${name}` : name)
    for (const name of names) if (!name.endsWith('drawn.webp')) await h.putForeign(where(name), OLD_MS)
    await h.sweep(OLD_MS)
    for (const name of names) expect(await h.hasForeign(where(name)), name).toBe(true)
  })

  it('never touches a file outside the media folder, of another shape, or behind a link', async () => {
    const id = randomBytes(16).toString('hex')
    const names = [
      `other/2026/01/${id}.webp`,
      `media-old/2026/01/${id}.webp`,
      `2026/01/${id}.txt`,
      `2026/01/${id}.webp.bak`,
      `2026/01/${id.toUpperCase()}.webp`,
      `2026/1/${id}.webp`,
      `.incoming/2026/01/${id}.webp`,
    ].map((name) =>
      h.isLocal && !name.startsWith('other/') && !name.startsWith('media-old/') ? `media/${name}` : name,
    )
    // Local: an upload's path, but beside the media folder (in the data folder).
    if (h.isLocal) names.push(`2026/01/${id}.webp`)
    for (const name of names) await h.putForeign(name, OLD_MS)
    if (h.isLocal) {
      const dataDir = h.t.config.dataDir
      // A year folder and a file of the media folder that are links to the outside: neither followed nor removed.
      await h.putForeign(`outside/01/${id}.webp`, OLD_MS)
      await symlink(path.join(dataDir, 'outside'), path.join(dataDir, 'media', '2019'))
      await mkdir(path.join(dataDir, 'media', '2026', '02'), { recursive: true })
      await symlink(
        path.join(dataDir, '2026', '01', `${id}.webp`),
        path.join(dataDir, 'media', '2026', '02', `${id}.webp`),
      )
      names.push(`outside/01/${id}.webp`, `media/2019/01/${id}.webp`)
    }
    await h.sweep(OLD_MS)
    for (const name of names) expect(await h.hasForeign(name), name).toBe(true)
    if (h.isLocal) {
      const link = await lstat(path.join(h.t.config.dataDir, 'media', '2026', '02', `${id}.webp`))
      expect(link.isSymbolicLink()).toBe(true)
    }
  })

  it('removes nothing under a database that is not the store’s own, then sweeps under its own', async () => {
    const keys = filesOf(newPublicId())
    for (const key of keys) await h.put(key, OLD_MS)
    const other = await createTestDatabase()
    try {
      // An empty database (a fresh one, a mistaken DATABASE_URL)...
      await h.sweep(OLD_MS, { db: other.db })
      for (const key of keys) expect(await h.has(key), key).toBe(true)
      // ...then one whose uploads are all newer than the store's files.
      const [user] = await other.db.insert(users).values({ piUid: 'sweep-other', username: 'sweepother' }).returning()
      await insertMedia(other.db, user!.id, { articleId: (await insertArticle(other.db, user!.id)).id })
      await h.sweep(OLD_MS, { db: other.db })
      for (const key of keys) expect(await h.has(key), key).toBe(true)
    } finally {
      await other.drop()
    }
    await h.sweep(OLD_MS)
    for (const key of keys) expect(await h.has(key), key).toBe(false)
  })

  it('removes the scratch files a stopped process left once they are a day old, whatever the store', async () => {
    // Every store receives and checks an upload in the local scratch folder; a bucket's copies are made there too.
    const scratch = path.join(mediaRoot(h.t.config.dataDir), '.incoming')
    const hex = (bytes: number) => randomBytes(bytes).toString('hex')
    const write = async (file: string, ageMs: number) => {
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, 'x')
      const at = new Date(Date.now() - ageMs)
      await utimes(file, at, at)
    }
    const old = [path.join(scratch, hex(16)), path.join(scratch, `variants-${hex(12)}.original`)]
    const young = [path.join(scratch, hex(16))]
    // A local copy being encoded, its process gone before it was renamed into place.
    const stored = newPublicId()
    await record(stored)
    if (h.isLocal) {
      old.push(path.join(mediaRoot(h.t.config.dataDir), `${stored}.w400.avif.4242.tmp`))
      young.push(path.join(mediaRoot(h.t.config.dataDir), `${stored}.w800.avif.4242.tmp`))
    }
    for (const file of old) await write(file, OLD_MS)
    for (const file of young) await write(file, YOUNG_MS)
    // The real clock: these files' times are set, whatever the store.
    await h.sweep(0)
    for (const file of old) expect(existsSync(file), file).toBe(false)
    for (const file of young) expect(existsSync(file), file).toBe(true)
  })

  it('reads the store a page at a time, every page to the end', async () => {
    const known = newPublicId()
    await record(known)
    const strays = Array.from({ length: 12 }, newPublicId)
    for (const key of [...strays.flatMap(filesOf), ...filesOf(known)]) await h.put(key, OLD_MS)
    await h.sweep(OLD_MS, { pageSize: 5 })
    for (const key of strays.flatMap(filesOf)) expect(await h.has(key), key).toBe(false)
    for (const key of filesOf(known)) expect(await h.has(key), key).toBe(true)
  })
})

describe('the sweep of a local store of many files', () => {
  let t: TestApp
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-store-sweep-many-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    await signIn(t, 'manyfiles')
    const ownerId = await findUserId(t.database.db, 'manyfiles')
    await insertMedia(t.database.db, ownerId, {
      articleId: (await insertArticle(t.database.db, ownerId)).id,
      createdAt: new Date(Date.now() - 30 * ORPHAN_AGE_MS),
    })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('sweeps 5,000 unknown files in pages while /healthz keeps answering', { timeout: 120_000 }, async () => {
    const folder = path.join(mediaRoot(dataDir), '2025', '06')
    await mkdir(folder, { recursive: true })
    const at = new Date(Date.now() - OLD_MS)
    const files = Array.from({ length: 5_000 }, () => path.join(folder, `${randomBytes(16).toString('hex')}.webp`))
    for (let start = 0; start < files.length; start += 250) {
      await Promise.all(
        files.slice(start, start + 250).map(async (file) => {
          await writeFile(file, '')
          await utimes(file, at, at)
        }),
      )
    }
    const service = createMediaService({ db: t.database.db, config: t.config })
    const { result, healthzMs } = await probeHealthzDuring(t, () => service.sweepOrphans(), { pauseMs: 10 })
    expect(result).toBe(5_000)
    expect(healthzMs.length).toBeGreaterThan(1)
    expect(Math.max(...healthzMs)).toBeLessThan(500)
    expect(files.filter((file) => existsSync(file))).toEqual([])
  })
})
