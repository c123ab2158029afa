// Second fuzzer: random bodies rarely get past validation, so this one starts from a
// VALID request for each write endpoint and breaks one field at a time (a hostile value, a missing
// field, an extra one). That reaches the services and the database with near-valid input, where a
// value the validation let through can still break a query. Never a 5xx; refusals carry the error body.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, insertArticle } from '#src/test/factories'

const RUNS_PER_TEMPLATE = Number(process.env.FUZZ_RUNS) || (process.env.TEST_DATABASE_URL ? 10 : 25)

type Template = { method: string; path: string; role: 'user' | 'admin' | 'anonymous'; body?: Record<string, unknown> }

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uFEFF',
    'x'.repeat(100_000),
    '2024-02-30',
    '0000-01-01',
    '9999-12-31',
    '+275760-09-13',
    '1e309',
    '-0',
    '../../etc/passwd',
    'https://example.com/' + 'a'.repeat(3000),
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    'MAIN_SLIDER',
    'CATEGORY_SLIDER',
    'games',
  ),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE, null, true, false),
  fc.constantFrom([], {}, [1, 2], { slug: 'games' }, { $ne: null }, { __proto__: { admin: true } }),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true }),
)

/** One field replaced, removed, or a field added; nested objects (category) are reached as well. */
function mutate(body: Record<string, unknown>, key: string, value: unknown, mode: number): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(body)
  const [head, tail] = key.split('.')
  if (tail && typeof copy[head!] === 'object' && copy[head!] !== null) {
    const inner = { ...(copy[head!] as Record<string, unknown>) }
    if (mode === 1) delete inner[tail]
    else inner[tail] = value
    copy[head!] = inner
  } else if (mode === 1) delete copy[head!]
  else if (mode === 2) copy[`extra_${head}`] = value
  else copy[head!] = value
  return copy
}

const keysOf = (body: Record<string, unknown>): string[] =>
  Object.entries(body).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? [key, ...Object.keys(value).map((inner) => `${key}.${inner}`)]
      : [key],
  )

describe('fuzzing write endpoints from valid requests', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  let cases = 0

  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } })
    tokens.user = (await signIn(t, 'mutant_user')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    console.info(`[fuzz] ${cases} mutated valid requests`)
    await t.close()
  })

  it('keeps the cases the fuzzers found answered 4xx (each was a 5xx before its fix)', async () => {
    const refusal = async (path: string, init: Parameters<TestApp['request']>[1]) => {
      const response = await t.request(path, init)
      return [response.status, (await response.json()).error.code]
    }
    // A NUL byte reaches PostgreSQL, which refuses it (was 500).
    expect(await refusal('/api/categories/slug/a%00b', {})).toEqual([400, 'BAD_REQUEST'])
    // An id past PostgreSQL's integer range (was 500).
    expect(
      await refusal('/api/payments/activate/admin', {
        method: 'POST',
        token: tokens.admin,
        json: { articleId: 2 ** 40, planType: 'MAIN_SLIDER' },
      }),
    ).toEqual([400, 'BAD_REQUEST'])
    // A token that cannot be sent in a header is not a Pi token (was 502, "Pi unreachable").
    expect(await refusal('/auth/pi-login', { method: 'POST', json: { accessToken: 'a\u0000b' } })).toEqual([
      401,
      'AUTH_PI_TOKEN_INVALID',
    ])
  })

  it('never answers 5xx to a near-valid request', { timeout: 180_000 }, async () => {
    const userArticle = await insertArticle(t.database.db, await findUserId(t.database.db, 'mutant_user'))
    const adminArticle = await insertArticle(t.database.db, await findUserId(t.database.db, 'admin'))
    const article = articleBody({ category: { name: 'Marketplaces', slug: 'marketplaces' } })
    const templates: Template[] = [
      { method: 'POST', path: '/api/articles', role: 'admin', body: { ...article, status: 'DRAFT' } },
      { method: 'PUT', path: `/api/articles/${adminArticle.id}`, role: 'admin', body: { ...article, status: 'DRAFT' } },
      { method: 'POST', path: '/api/articles', role: 'user', body: { ...article, status: 'DRAFT' } },
      { method: 'PUT', path: `/api/articles/${userArticle.id}/reject`, role: 'admin', body: { reason: 'Broken link' } },
      {
        method: 'POST',
        path: '/api/categories',
        role: 'admin',
        body: { name: 'Fuzz', slug: 'fuzz', description: 'd', emoji: '🎲', headerImage: 'https://example.com/a.png' },
      },
      {
        method: 'PUT',
        path: '/api/categories/1',
        role: 'admin',
        body: { name: 'Games', description: 'd', emoji: '🎮' },
      },
      {
        method: 'POST',
        path: '/api/contact',
        role: 'anonymous',
        body: { name: 'Ana', email: 'ana@example.com', message: 'Hello there, Spotlight.' },
      },
      {
        method: 'POST',
        path: '/api/payments/create',
        role: 'user',
        body: { planType: 'CATEGORY_SLIDER', articleId: userArticle.id, categorySlug: 'marketplaces' },
      },
      {
        method: 'POST',
        path: '/api/payments/activate/admin',
        role: 'admin',
        body: { articleId: adminArticle.id, planType: 'MAIN_SLIDER', categorySlug: null },
      },
      {
        method: 'POST',
        path: '/api/payments/activate',
        role: 'user',
        body: { articleId: userArticle.id, planType: 'MAIN_SLIDER' },
      },
      { method: 'POST', path: '/api/payments/approve', role: 'user', body: { paymentId: 'abc123' } },
      { method: 'POST', path: '/api/payments/incomplete', role: 'user', body: { paymentId: 'abc123' } },
      { method: 'POST', path: '/api/payments/complete', role: 'user', body: { paymentId: 'abc123', txid: 'tx1' } },
      {
        method: 'POST',
        path: '/api/session-links/sync',
        role: 'user',
        body: { code: 'ABCD1234', pairingCode: '1234' },
      },
      { method: 'POST', path: '/auth/pi-login', role: 'anonymous', body: { accessToken: 'sim-mutant_user' } },
      { method: 'POST', path: '/api/verifications', role: 'user', body: { appUrl: 'https://app.example/' } },
      {
        method: 'POST',
        path: '/api/admin/verifications',
        role: 'admin',
        body: { username: 'mutant_user', host: 'app.example', note: 'Checked by hand' },
      },
    ]

    let visitor = 0
    for (const [index, template] of templates.entries()) {
      const body = template.body ?? {}
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...keysOf(body)),
          hostileValue,
          fc.integer({ min: 0, max: 3 }),
          async (key, value, mode) => {
            const sent = mutate(body, key, value, mode)
            const response = await t.request(template.path, {
              method: template.method,
              json: sent,
              headers: { 'x-forwarded-for': `10.55.${(visitor >> 8) & 255}.${visitor++ & 255}` },
              ...(template.role === 'anonymous' ? {} : { token: tokens[template.role] }),
            })
            cases += 1
            const raw = await response.text()
            const where = `${template.method} ${template.path} ${JSON.stringify(sent).slice(0, 300)} -> ${response.status} ${raw.slice(0, 200)}`
            expect(response.status, where).toBeLessThan(500)
            if (response.status >= 400) {
              expect(JSON.parse(raw).error, where).toMatchObject({
                code: expect.any(String),
                message: expect.any(String),
                requestId: response.headers.get('x-request-id'),
              })
            }
          },
        ),
        { numRuns: RUNS_PER_TEMPLATE, seed: 9_000 + index },
      )
    }
  })
})
