import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuditListSchema } from '@spotlight/shared/schemas/audit'
import { auditLog } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, insertArticle } from '#src/test/factories'

describe('the audit trail', () => {
  let t: TestApp
  let admin = ''
  let user = ''

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    user = (await signIn(t, 'writer')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  const list = async (query = '') => {
    const response = await t.request(`/api/admin/audit${query}`, { token: admin })
    expect(response.status).toBe(200)
    return { items: AuditListSchema.parse(await response.json()), next: response.headers.get('x-next-cursor') }
  }

  it('records approve, reject, publish, unpublish and category writes with who, what and why', async () => {
    const writerId = await findUserId(t.database.db, 'writer')
    const pending = await insertArticle(t.database.db, writerId, { status: 'PENDING_APPROVAL', title: 'To approve' })
    const other = await insertArticle(t.database.db, writerId, { status: 'PENDING_APPROVAL', title: 'To reject' })
    expect((await t.request(`/api/articles/${pending.id}/approve`, { method: 'PUT', token: admin })).status).toBe(200)
    const rejected = await t.request(`/api/articles/${other.id}/reject`, {
      method: 'PUT',
      token: admin,
      json: { reason: 'The link is broken.' },
    })
    expect(rejected.status).toBe(200)
    const unpublish = await t.request(`/api/articles/${pending.id}`, {
      method: 'PUT',
      token: admin,
      json: articleBody({ status: 'DRAFT', title: 'To approve' }),
    })
    expect(unpublish.status).toBe(200)
    const created = await t.request('/api/categories', {
      method: 'POST',
      token: admin,
      json: { name: 'Audited', description: 'A category the test makes.' },
    })
    expect(created.status).toBe(201)
    const category = (await created.json()) as { id: number }
    expect((await t.request(`/api/categories/${category.id}`, { method: 'DELETE', token: admin })).status).toBe(204)

    const { items } = await list()
    expect(items.map((entry) => entry.action)).toEqual([
      'CATEGORY_DELETE',
      'CATEGORY_CREATE',
      'ARTICLE_UNPUBLISH',
      'ARTICLE_REJECT',
      'ARTICLE_APPROVE',
    ])
    expect(items[3]).toMatchObject({
      actor: { username: 'admin' },
      targetType: 'ARTICLE',
      targetId: String(other.id),
      summary: 'PENDING_APPROVAL → REJECTED: To reject',
      reason: 'The link is broken.',
    })
  })

  it('filters by action, actor and time, and pages with a cursor', async () => {
    expect((await list('?action=ARTICLE_REJECT')).items).toHaveLength(1)
    expect((await list('?actor=admin')).items.length).toBeGreaterThanOrEqual(5)
    expect((await list('?actor=nobody')).items).toEqual([])
    expect((await list(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).items).toEqual([])
    const first = await list('?limit=2')
    expect(first.items).toHaveLength(2)
    const second = await list(`?limit=2&cursor=${first.next}`)
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id)
  })

  it('is for admins only, and refuses a bad query with 400', async () => {
    expect((await t.request('/api/admin/audit')).status).toBe(401)
    expect((await t.request('/api/admin/audit', { token: user })).status).toBe(403)
    for (const query of [
      '?action=DROP',
      '?from=yesterday',
      '?cursor=-1',
      '?limit=100000',
      `?actor=${'a'.repeat(100)}`,
    ]) {
      expect((await t.request(`/api/admin/audit${query}`, { token: admin })).status, query).toBe(400)
    }
  })

  it('refuses UPDATE and DELETE, even in the database owner’s ordinary statements', async () => {
    const { db } = t.database
    const [entry] = await db.select().from(auditLog).limit(1)
    await expect(db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, entry!.id))).rejects.toThrow()
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow()
    await expect(db.execute(sql`update audit_log set summary = 'x'`)).rejects.toThrow()
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow()
    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id))
    expect(after).toEqual(entry)
  })

  it('writes the entry in the action’s transaction: a refused action leaves none', async () => {
    const before = (await list()).items.length
    const response = await t.request('/api/articles/999999/approve', { method: 'PUT', token: admin })
    expect(response.status).toBe(404)
    expect((await list()).items.length).toBe(before)
  })
})
