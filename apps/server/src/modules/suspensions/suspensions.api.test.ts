import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { articles, auditLog } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits, insertArticle } from '#src/test/factories'

describe('suspension', () => {
  let t: TestApp
  let admin = ''
  let maker = ''
  let reader = ''
  let makerId = 0

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    maker = (await signIn(t, 'shady')).accessToken
    reader = (await signIn(t, 'reader')).accessToken
    makerId = await findUserId(t.database.db, 'shady')
  })
  afterAll(async () => {
    await t.close()
  })

  const suspend = (token: string | undefined, username: string, json: unknown = { reason: 'Phishing links.' }) =>
    t.request(`/api/admin/users/${username}/suspension`, { method: 'POST', json, ...(token ? { token } : {}) })
  const lift = (token: string | undefined, username: string) =>
    t.request(`/api/admin/users/${username}/suspension`, { method: 'DELETE', ...(token ? { token } : {}) })
  const code = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code

  it('is for admins only', async () => {
    expect((await suspend(undefined, 'shady')).status).toBe(401)
    expect((await suspend(reader, 'shady')).status).toBe(403)
    expect((await suspend(maker, 'shady')).status).toBe(403)
    expect((await lift(undefined, 'shady')).status).toBe(401)
    expect((await lift(reader, 'shady')).status).toBe(403)
    expect((await t.request('/api/admin/users/shady/suspension', { token: reader })).status).toBe(403)
  })

  it('refuses bad input, an unknown user and suspending an admin', async () => {
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }, { reason: '<b>bad</b>' }, { reason: 42 }]) {
      expect((await suspend(admin, 'shady', body)).status, JSON.stringify(body).slice(0, 40)).toBe(400)
    }
    expect(await code(await suspend(admin, 'nobody-here'))).toBe('USER_NOT_FOUND')
    expect((await suspend(admin, 'admin')).status).toBe(403)
  })

  it('takes the maker’s articles off the public pages, refuses publishing, buying, reporting, reviewing and replying, keeps reading', async () => {
    const published = await insertArticle(t.database.db, makerId, { title: 'Shady app' })
    const readerId = await findUserId(t.database.db, 'reader')
    const other = await insertArticle(t.database.db, readerId)
    await grantCredits(t.database.db, makerId)
    const answer = await suspend(admin, 'shady')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ reason: 'Phishing links.' })

    expect((await t.request(`/api/articles/${published.id}`)).status).toBe(404)
    const own = await t.request('/api/suspension', { token: maker })
    expect(await own.json()).toMatchObject({ reason: 'Phishing links.' })
    const create = await t.request('/api/articles', { method: 'POST', token: maker, json: articleBody() })
    expect(create.status).toBe(403)
    expect(await code(create)).toBe('ACCOUNT_SUSPENDED')
    const buy = await t.request('/api/payments/create', {
      method: 'POST',
      token: maker,
      json: { planType: 'STANDARD' },
    })
    expect(await code(buy)).toBe('ACCOUNT_SUSPENDED')
    const report = await t.request('/api/reports', {
      method: 'POST',
      token: maker,
      json: { targetType: 'ARTICLE', targetId: other.id, reason: 'OTHER' },
    })
    expect(await code(report)).toBe('ACCOUNT_SUSPENDED')
    const review = await t.request(`/api/articles/${other.id}/reviews/mine`, {
      method: 'PUT',
      token: maker,
      json: { rating: 5, text: 'Great app.' },
    })
    expect(await code(review)).toBe('ACCOUNT_SUSPENDED')
    const reply = await t.request('/api/reviews/1/reply', { method: 'PUT', token: maker, json: { text: 'Thanks!' } })
    expect(await code(reply)).toBe('ACCOUNT_SUSPENDED')
    // Still signed in: receipts and own lists are readable.
    expect((await t.request('/api/payments/mine', { token: maker })).status).toBe(200)
    expect((await t.request('/api/articles/published', { token: maker })).status).toBe(200)
    const notices = (await (await t.request('/api/notifications', { token: maker })).json()) as {
      items: { type: string; body: string }[]
    }
    expect(notices.items.find((item) => item.type === 'ACCOUNT_SUSPENDED')?.body).toContain('Phishing links.')
  })

  it('lifting restores the articles it hid, and both steps are audited', async () => {
    expect((await lift(admin, 'shady')).status).toBe(204)
    const rows = await t.database.db.select().from(articles).where(eq(articles.ownerId, makerId))
    expect(rows.every((row) => row.status === 'PUBLISHED')).toBe(true)
    expect(await (await t.request('/api/suspension', { token: maker })).json()).toBeNull()
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'shady'))
    expect(entries.map((entry) => entry.action)).toEqual(['USER_SUSPEND', 'USER_UNSUSPEND'])
    expect((await lift(admin, 'shady')).status).toBe(204)
  })
})

describe('the list of suspended accounts', () => {
  let t: TestApp
  let admin = ''
  let reader = ''

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    reader = (await signIn(t, 'reader')).accessToken
    for (const name of ['first', 'second']) await signIn(t, name)
  })
  afterAll(async () => {
    await t.close()
  })

  const list = (token?: string, query = '') => t.request(`/api/admin/suspensions${query}`, token ? { token } : {})
  const suspend = (username: string, reason: string) =>
    t.request(`/api/admin/users/${username}/suspension`, { method: 'POST', json: { reason }, token: admin })

  it('is for admins only, and never cached', async () => {
    expect((await list()).status).toBe(401)
    expect((await list(reader)).status).toBe(403)
    const answer = await list(admin)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    expect(answer.headers.get('cache-control')).toContain('private')
    expect(await answer.json()).toEqual([])
  })

  it('lists the accounts suspended now, the latest first, and drops one once lifted', async () => {
    await suspend('first', 'Spam links.')
    await suspend('second', 'Fake giveaways.')
    const rows = (await (await list(admin)).json()) as { username: string; reason: string; since: string }[]
    expect(rows.map((row) => [row.username, row.reason])).toEqual([
      ['second', 'Fake giveaways.'],
      ['first', 'Spam links.'],
    ])
    expect(Number.isNaN(Date.parse(rows[0]!.since))).toBe(false)
    await t.request('/api/admin/users/second/suspension', { method: 'DELETE', token: admin })
    const after = (await (await list(admin)).json()) as { username: string }[]
    expect(after.map((row) => row.username)).toEqual(['first'])
  })

  it('pages with limit and cursor only: a stray parameter changes nothing, a bad limit is refused', async () => {
    const answer = await list(admin, '?username=<script>')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-total-count')).toBe('1')
    expect(((await answer.json()) as unknown[]).length).toBe(1)
    expect((await list(admin, '?limit=-1')).status).toBe(400)
  })
})
