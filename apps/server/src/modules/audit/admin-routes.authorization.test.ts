// Every moderation route refuses anyone but an admin, before it reads anything they sent: a visitor
// gets 401 and a signed-in account that is no admin (suspended or not) 403, whatever the body or the
// path holds, so a refusal never depends on (nor tells of) the input's validation.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; json?: unknown }

describe('the admins’ moderation routes', () => {
  let t: TestApp
  const tokens: Record<'user' | 'suspended' | 'admin', string> = { user: '', suspended: '', admin: '' }
  let articleId = 0

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.admin = (await signIn(t, 'admin')).accessToken
    tokens.user = (await signIn(t, 'plainuser')).accessToken
    tokens.suspended = (await signIn(t, 'suspendeduser')).accessToken
    const suspended = await t.request('/api/admin/users/suspendeduser/suspension', {
      method: 'POST',
      token: tokens.admin,
      json: { reason: 'Phishing links.' },
    })
    expect(suspended.status).toBe(200)
    const owner = await findUserId(t.database.db, 'plainuser')
    articleId = (await insertArticle(t.database.db, owner, { status: 'PENDING_APPROVAL' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  /** Each route with an input it would accept, and with input it would refuse with a 400. */
  const routes = (): [string, Call, Call][] => [
    ['audit', { method: 'GET', path: '/api/admin/audit' }, { method: 'GET', path: '/api/admin/audit?limit=abc' }],
    [
      'report queue',
      { method: 'GET', path: '/api/admin/reports' },
      { method: 'GET', path: '/api/admin/reports?cursor=nope' },
    ],
    [
      'report decision',
      { method: 'POST', path: '/api/admin/reports/1/decision', json: { action: 'DISMISS' } },
      { method: 'POST', path: '/api/admin/reports/abc/decision', json: { action: 'DROP', reason: '<b>' } },
    ],
    [
      'suspend',
      { method: 'POST', path: '/api/admin/users/plainuser/suspension', json: { reason: 'Phishing links.' } },
      { method: 'POST', path: '/api/admin/users/plainuser/suspension', json: { reason: 42 } },
    ],
    [
      'suspensions list',
      { method: 'GET', path: '/api/admin/suspensions' },
      { method: 'GET', path: '/api/admin/suspensions?cursor=not-a-cursor' },
    ],
    [
      'grant verification',
      {
        method: 'POST',
        path: '/api/admin/verifications',
        json: { username: 'plainuser', host: 'a.example', note: 'Checked by hand.' },
      },
      { method: 'POST', path: '/api/admin/verifications', json: { username: [] } },
    ],
    [
      'category create',
      { method: 'POST', path: '/api/categories', json: { name: 'Tools', description: 'Tools.' } },
      { method: 'POST', path: '/api/categories', json: { name: { deep: [[[]]] } } },
    ],
    [
      'category delete',
      { method: 'DELETE', path: '/api/categories/1' },
      { method: 'DELETE', path: '/api/categories/abc' },
    ],
    [
      'article approve',
      { method: 'PUT', path: `/api/articles/${articleId}/approve` },
      { method: 'PUT', path: '/api/articles/abc/approve' },
    ],
    [
      'review queue',
      { method: 'GET', path: '/api/admin/reviews' },
      { method: 'GET', path: '/api/admin/reviews?limit=abc' },
    ],
    [
      'review decision',
      { method: 'POST', path: '/api/admin/reviews/1/decision', json: { action: 'APPROVE' } },
      { method: 'POST', path: '/api/admin/reviews/abc/decision', json: { action: [] } },
    ],
    [
      'maker bios',
      { method: 'GET', path: '/api/admin/maker-bios' },
      { method: 'GET', path: '/api/admin/maker-bios?limit=abc' },
    ],
    [
      'maker bio decision',
      { method: 'POST', path: '/api/admin/maker-bios/plainuser/decision', json: { action: 'APPROVE' } },
      { method: 'POST', path: '/api/admin/maker-bios/plainuser/decision', json: { action: { deep: [[[]]] } } },
    ],
    [
      'verified hosts',
      { method: 'GET', path: '/api/admin/verifications' },
      { method: 'GET', path: '/api/admin/verifications?limit=abc' },
    ],
    [
      'contact inbox',
      { method: 'GET', path: '/api/contact-messages' },
      { method: 'GET', path: '/api/contact-messages?limit=abc' },
    ],
    [
      'overview',
      { method: 'GET', path: '/api/admin/overview' },
      { method: 'GET', path: '/api/admin/overview?planType=NOPE' },
    ],
    [
      'activate a plan as admin',
      { method: 'POST', path: '/api/payments/activate/admin', json: { articleId, planType: 'MAIN_SLIDER' } },
      { method: 'POST', path: '/api/payments/activate/admin', json: { articleId: 'x'.repeat(100_000) } },
    ],
    [
      'article reject',
      { method: 'PUT', path: `/api/articles/${articleId}/reject`, json: { reason: 'Broken link.' } },
      { method: 'PUT', path: `/api/articles/${articleId}/reject`, json: { reason: 'x'.repeat(100_000) } },
    ],
  ]

  const send = (call: Call, token?: string) =>
    t.request(call.path, {
      method: call.method,
      ...(call.json === undefined ? {} : { json: call.json }),
      ...(token ? { token } : {}),
    })

  it('asks a visitor to sign in, whatever the input', async () => {
    for (const [name, valid, malformed] of routes()) {
      for (const call of [valid, malformed]) {
        const response = await send(call)
        expect(response.status, `${name} ${call.path}`).toBe(401)
        expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('AUTH_REQUIRED')
      }
    }
  })

  it('refuses a signed-in account that is no admin, suspended or not, whatever the input', async () => {
    for (const who of ['user', 'suspended'] as const) {
      for (const [name, valid, malformed] of routes()) {
        for (const call of [valid, malformed]) {
          const response = await send(call, tokens[who])
          expect(response.status, `${who} ${name} ${call.path}`).toBe(403)
        }
      }
    }
  })

  it('refuses an admin whose account is suspended, whatever the input', async () => {
    // Made an admin after the suspension (the role follows the configuration): still suspended.
    await t.database.db.execute(sql`update users set role = 'ADMIN' where username = 'suspendeduser'`)
    try {
      for (const [name, valid, malformed] of routes()) {
        for (const call of [valid, malformed]) {
          const response = await send(call, tokens.suspended)
          expect(response.status, `${name} ${call.path}`).toBe(403)
          expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('ACCOUNT_SUSPENDED')
        }
      }
    } finally {
      await t.database.db.execute(sql`update users set role = 'USER' where username = 'suspendeduser'`)
    }
  })

  it('answers the admin’s malformed input with a 400', async () => {
    for (const [name, , malformed] of routes()) {
      const response = await send(malformed, tokens.admin)
      expect(response.status, `${name} ${malformed.path}`).toBe(400)
    }
  })
})
