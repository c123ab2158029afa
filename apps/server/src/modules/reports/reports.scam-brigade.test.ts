import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, reports, users } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'

const DAY_MS = 24 * 3600 * 1000

/**
 * A brigade of aged accounts (older than the scam rule's minimum) calls one competitor's article after
 * another a scam: once an admin has found one of its claims false, its members no longer hide anything
 * on their own word. Their reports still reach the admins.
 */
describe('reports: a brigade the admins once overruled cannot take the next article down', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  let makerId = 0

  async function account(username: string, ageDays: number) {
    tokens[username] = (await signIn(t, username)).accessToken
    const id = await findUserId(t.database.db, username)
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - ageDays * DAY_MS) })
      .where(eq(users.id, id))
    return id
  }
  const report = (name: string, targetId: number, reason = 'SCAM') =>
    t.request('/api/reports', {
      method: 'POST',
      json: { targetType: 'ARTICLE', targetId, reason, note: 'Asks for my passphrase' },
      token: tokens[name]!,
    })
  const statusOf = async (id: number) =>
    (await t.database.db.select({ status: articles.status }).from(articles).where(eq(articles.id, id)))[0]?.status
  const decide = (targetId: number, action: string) =>
    t.database.db
      .select()
      .from(reports)
      .where(eq(reports.targetId, targetId))
      .limit(1)
      .then(([open]) =>
        t.request(`/api/admin/reports/${open!.id}/decision`, {
          method: 'POST',
          json: { action, reason: 'Checked by an admin' },
          token: tokens.admin,
        }),
      )

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.admin = (await signIn(t, 'admin')).accessToken
    makerId = await account('rival', 100)
    for (const name of ['sleeper1', 'sleeper2', 'sleeper3', 'honest1', 'honest2', 'honest3', 'critic'])
      await account(name, 30)
  })
  afterAll(async () => {
    await t.close()
  })

  it('hides the first article, and not the next once an admin dismissed the claim', async () => {
    const first = await insertArticle(t.database.db, makerId, { title: 'First target' })
    for (const name of ['sleeper1', 'sleeper2', 'sleeper3']) expect((await report(name, first.id)).status).toBe(201)
    expect(await statusOf(first.id)).toBe('HIDDEN')
    expect((await decide(first.id, 'DISMISS')).status).toBe(200)
    expect(await statusOf(first.id)).toBe('PUBLISHED')

    const second = await insertArticle(t.database.db, makerId, { title: 'Second target' })
    for (const name of ['sleeper1', 'sleeper2', 'sleeper3']) expect((await report(name, second.id)).status).toBe(201)
    expect(await statusOf(second.id)).toBe('PUBLISHED')
    // The reports are in the admins' queue all the same.
    const queue = (await (await t.request('/api/admin/reports', { token: tokens.admin })).json()) as {
      targetId: number
      reports: unknown[]
    }[]
    expect(queue.find((group) => group.targetId === second.id)?.reports).toHaveLength(3)

    // Established readers never overruled still count: three of them hide it.
    for (const name of ['honest1', 'honest2']) await report(name, second.id)
    expect(await statusOf(second.id)).toBe('PUBLISHED')
    await report('honest3', second.id)
    expect(await statusOf(second.id)).toBe('HIDDEN')
  })

  it('keeps the weight of a reporter whose dismissed report was not a scam claim, or whose scam claim was upheld', async () => {
    // critic's report of another item, for another reason, was dismissed; honest1..3's scam claim was upheld.
    const other = await insertArticle(t.database.db, makerId, { title: 'Misleading, not a scam' })
    expect((await report('critic', other.id, 'MISLEADING')).status).toBe(201)
    expect((await decide(other.id, 'DISMISS')).status).toBe(200)
    const upheld = await insertArticle(t.database.db, makerId, { title: 'Upheld' })
    for (const name of ['honest1', 'honest2', 'honest3']) await report(name, upheld.id)
    expect((await decide(upheld.id, 'UNPUBLISH')).status).toBe(200)

    const third = await insertArticle(t.database.db, makerId, { title: 'Third target' })
    for (const name of ['critic', 'honest1']) await report(name, third.id)
    expect(await statusOf(third.id)).toBe('PUBLISHED')
    await report('honest2', third.id)
    expect(await statusOf(third.id)).toBe('HIDDEN')
  })
})
