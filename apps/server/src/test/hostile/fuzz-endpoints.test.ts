// Property-based fuzzing (fast-check) of every route the app serves, as an anonymous
// visitor, a signed-in user and an admin. Random params, queries, headers and bodies must never get
// a 5xx, and every refusal must carry the API's error body {error: {code, message, requestId}}.
// Seeds are fixed per route and role, so a run is repeatable; a failure prints its seed and case.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { parseRouteTree, type RouteEntry } from './route-table'

/**
 * 12 keeps `npm test` quick (fewer on the PostgreSQL pass, which only adds the engine's differences);
 * FUZZ_RUNS=500 FUZZ_SEED=<n> runs a deeper, different search by hand.
 */
const RUNS_PER_ROUTE_AND_ROLE = Number(process.env.FUZZ_RUNS) || (process.env.TEST_DATABASE_URL ? 6 : 12)
const SEED_BASE = Number(process.env.FUZZ_SEED) || 7_000

/** Not JSON endpoints of ours: the simulator speaks Pi's error shape (and its control API rewires the
 * simulator itself), /ws is a WebSocket upgrade, `*` is the web app's catch-all (off in tests). */
const isFuzzed = (route: RouteEntry) =>
  !route.path.startsWith('/__pi-sim') && route.path !== '/ws' && route.path !== '*'

type Role = 'anonymous' | 'user' | 'admin'

/** Values that have broken parsers before: sizes, encodings, prototypes, numbers out of range. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '9999999999999999999999',
  '2147483648',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'MAIN_SLIDER',
  'STANDARD',
  '00000000-0000-0000-0000-000000000000',
)
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }))
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
)
/** Field names the API reads somewhere, so random bodies reach past the first validation now and then. */
const knownKey = fc.constantFrom(
  'title',
  'company',
  'app',
  'description',
  'content',
  'categoryId',
  'categorySlug',
  'publishDate',
  'logoUrl',
  'imageUrls',
  'videoUrl',
  'name',
  'email',
  'message',
  'reason',
  'slug',
  'planType',
  'articleId',
  'paymentId',
  'txid',
  'code',
  'accessToken',
  'username',
  'cursor',
  'limit',
  'status',
  'type',
  'secret',
  'kind',
  'id',
  '__proto__',
  'constructor',
)
const objectBody = fc.dictionary(fc.oneof(knownKey, text), jsonish, { maxKeys: 8 })
const body = fc.oneof(
  objectBody.map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  text, // not JSON at all
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
    '{"title": "x", "title": "y"}',
    '{',
    '\u0000',
    'null',
  ),
)
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'application/octet-stream',
  'image/png',
  'garbage/;;;',
  undefined,
)
const query = fc.array(fc.tuple(fc.oneof(knownKey, text), fc.oneof(text, fc.integer().map(String))), { maxLength: 4 })
const paramValue = fc.oneof(
  // A lone surrogate cannot be percent-encoded; the server gets U+FFFD there, as from a browser.
  text.map((value) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'))),
  fc.integer().map(String),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '.', '%2F..%2F', '1%00', '1;drop'),
)
const extraHeaders = fc.record(
  {
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/*', 'x/y'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'deflate, gzip;q=0', 'x'),
    'x-request-id': fc.oneof(
      text.filter((value) => /^[\x20-\x7e]*$/.test(value)),
      fc.constant('req-1'),
    ),
    'x-link-secret': text.filter((value) => /^[\x20-\x7e]*$/.test(value)),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"', ''),
    authorization: fc.constantFrom('Bearer ', 'Bearer x', 'Basic YTpi', 'Bearer ' + 'a'.repeat(400), 'bearer'),
  },
  { requiredKeys: [] },
)

function fill(path: string, params: string[]): string {
  let index = 0
  return path.replace(/:[A-Za-z]+/g, () => params[index++] ?? '1')
}

describe('fuzzing every JSON endpoint', () => {
  let t: TestApp
  let routes: RouteEntry[]
  const tokens: Record<Role, string | undefined> = { anonymous: undefined, user: undefined, admin: undefined }
  const counts = new Map<string, number>()
  const statuses = new Map<number, number>()

  beforeAll(async () => {
    // TRUST_PROXY: every case comes from its own address, so per-IP limits do not end the fuzzing early.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } })
    tokens.user = (await signIn(t, 'fuzz_user')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    const seen = new Set<string>()
    routes = parseRouteTree(t.app.printRoutes({ commonPrefix: false }))
      .filter(isFuzzed)
      .map((route) => ({ ...route, path: route.path.length > 1 ? route.path.replace(/\/$/, '') : route.path }))
      .filter((route) => !seen.has(route.path) && seen.add(route.path))
  })
  afterAll(async () => {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
    const groups = [...counts.entries()].map(([group, count]) => `${group} ${count}`).join(', ')
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}:${count}`)
    console.info(
      `[fuzz] ${total} cases over ${routes.length} routes x 3 roles: ${groups}; statuses ${byStatus.join(' ')}`,
    )
    await t.close()
  })

  it('finds the routes to fuzz in the app itself', () => {
    const paths = routes.map((route) => route.path)
    expect(paths).toEqual(expect.arrayContaining(['/api/articles/:id', '/api/payments/create', '/auth/pi-login']))
    expect(routes.length).toBeGreaterThan(40)
  })

  it('never answers 5xx, and always refuses with the error body', { timeout: 240_000 }, async () => {
    let visitor = 0
    for (const [routeIndex, route] of routes.entries()) {
      const group = route.path.split('/').slice(0, 3).join('/') || '/'
      const methods = route.methods.filter((method) => method !== 'HEAD')
      // Logging out revokes the token every other case relies on: fuzz it without a real session.
      const roles: Role[] = route.path === '/auth/logout' ? ['anonymous'] : ['anonymous', 'user', 'admin']
      for (const [roleIndex, role] of roles.entries()) {
        const caseArbitrary = fc.record({
          method: fc.constantFrom(...methods),
          params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
          query,
          body: fc.option(body, { nil: undefined }),
          contentType,
          headers: extraHeaders,
        })
        await fc.assert(
          fc.asyncProperty(caseArbitrary, async (fuzzCase) => {
            const search = new URLSearchParams(fuzzCase.query).toString()
            const url = `${t.url}${fill(route.path, fuzzCase.params)}${search ? `?${search}` : ''}`
            const hasBody = fuzzCase.method !== 'GET' && fuzzCase.body !== undefined
            const headers: Record<string, string> = {
              ...fuzzCase.headers,
              'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`,
            }
            if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`
            if (hasBody && fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType
            const response = await fetch(url, {
              method: fuzzCase.method,
              headers,
              ...(hasBody ? { body: fuzzCase.body } : {}),
            })
            const raw = await response.text()
            counts.set(group, (counts.get(group) ?? 0) + 1)
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
            const where = `${fuzzCase.method} ${url} as ${role} -> ${response.status} ${raw.slice(0, 300)}`
            expect(response.status, where).toBeLessThan(500)
            if (response.status >= 400) {
              const parsed = JSON.parse(raw) as { error?: { code?: unknown; message?: unknown; requestId?: unknown } }
              expect(parsed.error, where).toMatchObject({
                code: expect.any(String),
                message: expect.any(String),
                requestId: response.headers.get('x-request-id'),
              })
            }
          }),
          { numRuns: RUNS_PER_ROUTE_AND_ROLE, seed: SEED_BASE + routeIndex * 10 + roleIndex },
        )
      }
    }
  })
})
