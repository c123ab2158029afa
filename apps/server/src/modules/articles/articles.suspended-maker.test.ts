import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { articles, auditLog, notifications } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp, type TestResponse } from '#src/test/build-test-app'
import { articleBody, findUserId, insertArticle } from '#src/test/factories'

// A suspension keeps all of a maker's work off the public pages: no admin action may publish one of
// their articles (approving it, re-publishing one the suspension hid, publishing by an edit) until it is lifted.
describe('publishing a suspended maker’s article', () => {
  let t: TestApp
  let admin = ''
  const errorCode = async (response: TestResponse) => ErrorBodySchema.parse(await response.json()).error.code
  const put = (path: string, token: string, json?: unknown) =>
    t.request(`/api/articles${path}`, { method: 'PUT', token, ...(json === undefined ? {} : { json }) })
  const suspend = (username: string) =>
    t.request(`/api/admin/users/${username}/suspension`, {
      method: 'POST',
      json: { reason: 'Phishing links in several articles.' },
      token: admin,
    })
  const lift = (username: string) =>
    t.request(`/api/admin/users/${username}/suspension`, { method: 'DELETE', token: admin })
  const statusOf = async (id: number) =>
    (await t.database.db.select({ status: articles.status }).from(articles).where(eq(articles.id, id)))[0]?.status

  /** A maker (signed in, so suspensions find them by username) and their article in review. */
  async function pendingArticleOf(username: string, title: string) {
    const token = (await signIn(t, username)).accessToken
    const userId = await findUserId(t.database.db, username)
    const article = await insertArticle(t.database.db, userId, { title, status: 'PENDING_APPROVAL' })
    return { token, userId, articleId: article.id }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses to approve it (409 MAKER_SUSPENDED) and changes nothing; after the lift it can be approved', async () => {
    const { token, userId, articleId } = await pendingArticleOf('shady', 'Pending while suspended')
    expect((await suspend('shady')).status).toBe(200)

    const refused = await put(`/${articleId}/approve`, admin)
    expect(refused.status).toBe(409)
    expect(await errorCode(refused)).toBe('MAKER_SUSPENDED')
    expect(await statusOf(articleId)).toBe('PENDING_APPROVAL')
    expect((await t.request(`/api/articles/${articleId}`)).status).toBe(404)
    // Still waiting in the admins' queue; the maker is told nothing, nothing is audited as approved.
    const pending = (await (await t.request('/api/articles/pending', { token: admin })).json()) as { id: number }[]
    expect(pending.map((item) => item.id)).toContain(articleId)
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))
    expect(told.some((item) => item.type === 'ARTICLE_APPROVED')).toBe(false)
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(articleId)))
    expect(audited).toEqual([])
    // The suspended maker cannot approve (nor re-submit) it either.
    expect((await put(`/${articleId}/approve`, token)).status).toBe(403)
    expect((await put(`/${articleId}/submit`, token)).status).toBe(403)

    expect((await lift('shady')).status).toBe(204)
    expect((await put(`/${articleId}/approve`, admin)).status).toBe(200)
    expect(await statusOf(articleId)).toBe('PUBLISHED')
    expect((await t.request(`/api/articles/${articleId}`)).status).toBe(200)
  })

  it('refuses to re-publish an article the suspension hid, or to publish one by an admin’s edit', async () => {
    const { userId, articleId: pendingId } = await pendingArticleOf('sly', 'Edited by an admin')
    const live = await insertArticle(t.database.db, userId, { title: 'Hidden by the suspension' })
    expect((await suspend('sly')).status).toBe(200)
    expect(await statusOf(live.id)).toBe('HIDDEN')

    for (const attempt of [
      () => put(`/${live.id}/submit`, admin),
      () => put(`/${live.id}`, admin, articleBody({ title: 'Hidden by the suspension', status: 'PUBLISHED' })),
      () => put(`/${pendingId}`, admin, articleBody({ title: 'Edited by an admin', status: 'PUBLISHED' })),
      () => put(`/${pendingId}/submit`, admin),
    ]) {
      const refused = await attempt()
      expect(refused.status).toBe(409)
      expect(await errorCode(refused)).toBe('MAKER_SUSPENDED')
    }
    expect(await statusOf(live.id)).toBe('HIDDEN')
    expect(await statusOf(pendingId)).toBe('PENDING_APPROVAL')
    // Moves that do not publish stay open to the admin.
    expect((await put(`/${pendingId}/reject`, admin, { reason: 'Phishing link.' })).status).toBe(200)
  })

  it('never leaves an article public when the approval and the suspension cross', async () => {
    for (const round of [1, 2, 3]) {
      const username = `racer${round}`
      const { articleId } = await pendingArticleOf(username, `Crossing ${round}`)
      const [approved, suspended] = await Promise.all([put(`/${articleId}/approve`, admin), suspend(username)])
      expect(suspended.status).toBe(200)
      expect([200, 409]).toContain(approved.status)
      // Approved first: the suspension hid it; suspended first: the approval was refused.
      expect(await statusOf(articleId)).toBe(approved.status === 200 ? 'HIDDEN' : 'PENDING_APPROVAL')
      expect((await t.request(`/api/articles/${articleId}`)).status).toBe(404)
    }
  })
})
