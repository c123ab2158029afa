// Several instances on one database: each adds up in memory and
// flushes upserts; the totals are exact, and a reader seen by two instances the same day is one
// reader (the day's hash key is shared through the database). What a reader was already counted for
// is each instance's own memory (decision 0009): an event sent to both counts once on each. Runs on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { BEHIND_PROXY, BROWSER_UA, beacon, click, impression, statsOf, view } from './stats.test-support'

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
    first = await buildTestApp({ database, statsFlushMs: 600_000, env: BEHIND_PROXY })
    second = await buildTestApp({ database, statsFlushMs: 600_000, env: BEHIND_PROXY })
    owner = (await signIn(first, 'multi_owner')).accessToken
    articleId = (await insertArticle(database.db, await findUserId(database.db, 'multi_owner'))).id
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await database?.drop()
  })

  it('adds up exactly what two instances counted, flushing at the same time', async () => {
    // Each reader sends a view, an impression and its click to one instance, and a view to the other.
    await Promise.all(
      Array.from({ length: READERS }, async (_, index) => {
        const address = `198.51.100.${index + 1}`
        const [one, other] = index % 2 ? [first, second] : [second, first]
        await beacon(one, [view(articleId), impression(articleId, 'LIST')], BROWSER_UA, address)
        await beacon(one, [click(articleId, 'LIST')], BROWSER_UA, address)
        await beacon(other, [view(articleId)], BROWSER_UA, address)
      }),
    )
    await Promise.all([first.app.statsCounter.flush(), second.app.statsCounter.flush()])
    const stats = await statsOf(second, owner, articleId)
    expect(stats.totals).toMatchObject({
      views: 2 * READERS,
      impressions: READERS,
      clicks: READERS,
      uniqueReaders: READERS,
    })
  })

  it('loses no buffered event when an instance closes (what SIGTERM does)', async () => {
    const before = (await statsOf(second, owner, articleId)).totals.views as number
    const leaving = await buildTestApp({ database, statsFlushMs: 600_000, env: BEHIND_PROXY })
    const sent = await Promise.all(
      Array.from({ length: 25 }, (_, index) => beacon(leaving, [view(articleId)], BROWSER_UA, `192.0.2.${index + 1}`)),
    )
    expect(sent.every((response) => response.status === 204)).toBe(true)
    await leaving.close()
    expect((await statsOf(second, owner, articleId)).totals.views).toBe(before + 25)
  })
})
