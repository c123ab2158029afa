// Several instances on one database (docs/architecture.md section 8): each adds up in memory and
// flushes upserts; the totals are exact, and a reader seen by two instances the same day is one
// reader (the day's hash key is shared through the database). Runs on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { BROWSER_UA, beacon, click, impression, statsOf, view } from './stats.test-support'

const READERS = 40

describe('campaign stats across instances and restarts', () => {
  let database: TestDatabase
  let first: TestApp
  let second: TestApp
  let owner: string
  let articleId: number

  beforeAll(async () => {
    database = await createTestDatabase()
    // A flush period longer than the test: only explicit flushes and close() write.
    first = await buildTestApp({ database, statsFlushMs: 600_000 })
    second = await buildTestApp({ database, statsFlushMs: 600_000 })
    owner = (await signIn(first, 'multi_owner')).accessToken
    articleId = (await insertArticle(database.db, await findUserId(database.db, 'multi_owner'))).id
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await database?.drop()
  })

  it('adds up exactly what two instances counted, flushing at the same time', async () => {
    // Each reader sends a view and an impression to both instances, and a click to one of them.
    await Promise.all(
      Array.from({ length: READERS }, async (_, index) => {
        const agent = `${BROWSER_UA} reader/${index}`
        await beacon(first, [view(articleId), impression(articleId)], agent)
        await beacon(second, [view(articleId), impression(articleId)], agent)
        await beacon(index % 2 ? first : second, [click(articleId)], agent)
      }),
    )
    await Promise.all([first.app.statsCounter.flush(), second.app.statsCounter.flush()])
    const stats = await statsOf(second, owner, articleId)
    expect(stats.totals).toMatchObject({
      views: 2 * READERS,
      impressions: 2 * READERS,
      clicks: READERS,
      uniqueReaders: READERS,
    })
  })

  it('loses no buffered event when an instance closes (what SIGTERM does)', async () => {
    const before = (await statsOf(second, owner, articleId)).totals.views as number
    const leaving = await buildTestApp({ database, statsFlushMs: 600_000 })
    const sent = await Promise.all(Array.from({ length: 25 }, () => beacon(leaving, [view(articleId)])))
    expect(sent.every((response) => response.status === 204)).toBe(true)
    await leaving.close()
    expect((await statsOf(second, owner, articleId)).totals.views).toBe(before + 25)
  })
})
