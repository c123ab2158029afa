// The orphan sweep walks the whole store, so with several instances on one database it runs on one
// of them per period (the scheduler's lease), and another takes it over once that one is gone. Two
// instances on one database and one media folder (a shared volume). Runs on PostgreSQL with
// TEST_DATABASE_URL, on one in-process PGlite otherwise.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, insertMedia } from '#src/test/factories'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { mediaRoot } from './media-static.plugin'
import { ORPHAN_AGE_MS } from './media.service'

const HOUR_MS = 3600 * 1000

describe('the media sweep across two instances', () => {
  let database: TestDatabase
  let dataDir: string
  let first: TestApp
  let second: TestApp
  /** The instance still running once the first test has stopped the one that swept. */
  let survivor: TestApp
  const stopped = new Set<TestApp>()
  /** The apps' clock (the scheduler's periods); the sweep judges a file's age by the real one. */
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)

  /** A file of the store's shape that no row knows of, written `ageMs` ago. */
  async function strayFile(ageMs: number): Promise<string> {
    const file = path.join(mediaRoot(dataDir), '2026', '01', `${randomBytes(16).toString('hex')}.webp`)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, 'x')
    await age(file, ageMs)
    return file
  }
  async function age(file: string, ageMs: number) {
    const at = new Date(Date.now() - ageMs)
    await utimes(file, at, at)
  }
  const swept = (...runs: { ran: string[] }[]) => runs.filter((run) => run.ran.includes('media-sweep')).length

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-sweep-instances-'))
    const env = { DATA_DIR: dataDir, SEED_DEMO: '0' }
    first = await buildTestApp({ database, now, env })
    second = await buildTestApp({ database, now, env, pi: first.app.pi })
    // The site's first upload, a month old: the store's files are newer than the database's first record.
    await signIn(first, 'sweepowner')
    const ownerId = await findUserId(database.db, 'sweepowner')
    await insertMedia(database.db, ownerId, {
      articleId: (await insertArticle(database.db, ownerId)).id,
      createdAt: new Date(Date.now() - 30 * ORPHAN_AGE_MS),
    })
  }, 60_000)
  afterAll(async () => {
    for (const instance of [first, second]) if (instance && !stopped.has(instance)) await instance.close()
    await database?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('sweeps on one instance per period, and on the other once the first has stopped', async () => {
    const orphan = await strayFile(ORPHAN_AGE_MS + HOUR_MS)
    const [a, b] = await Promise.all([first.app.scheduler.runDue(), second.app.scheduler.runDue()])
    expect(swept(a, b)).toBe(1)
    expect(existsSync(orphan)).toBe(false)

    // Later in the same period neither walks the store again, nor does an instance that starts then.
    const next = await strayFile(ORPHAN_AGE_MS + HOUR_MS)
    offsetMs += 20 * 60_000
    const third = await buildTestApp({ database, now, env: { DATA_DIR: dataDir, SEED_DEMO: '0' }, pi: first.app.pi })
    try {
      const runs = await Promise.all([first, second, third].map((instance) => instance.app.scheduler.runDue()))
      expect(swept(...runs)).toBe(0)
      expect(existsSync(next)).toBe(true)
    } finally {
      await third.close()
    }

    // The instance that swept stops; the next period is the other's.
    const sweeper = swept(a) === 1 ? first : second
    survivor = sweeper === first ? second : first
    await sweeper.close()
    stopped.add(sweeper)
    offsetMs += HOUR_MS
    expect(swept(await survivor.app.scheduler.runDue())).toBe(1)
    expect(existsSync(next)).toBe(false)
    expect(swept(await survivor.app.scheduler.runDue())).toBe(0)
  })

  it("keeps a file stored by another instance's upload whose row is not written yet, until it is a day old", async () => {
    // What an upload leaves between storing its file and inserting its row, on any instance.
    const inFlight = await strayFile(0)
    offsetMs += HOUR_MS
    expect(swept(await survivor.app.scheduler.runDue())).toBe(1)
    expect(existsSync(inFlight)).toBe(true)

    // A day on, no row ever came (its process stopped): the next period's sweep removes it.
    await age(inFlight, ORPHAN_AGE_MS + 60_000)
    offsetMs += HOUR_MS
    expect(swept(await survivor.app.scheduler.runDue())).toBe(1)
    expect(existsSync(inFlight)).toBe(false)
  })
})
