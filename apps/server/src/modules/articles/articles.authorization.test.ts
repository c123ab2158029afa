import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { categories } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits, insertArticle } from '#src/test/factories'

type Actor = 'visitor' | 'owner' | 'other' | 'admin'
const ACTORS: Actor[] = ['visitor', 'owner', 'other', 'admin']

type Request = { method: string; path: string; json?: unknown }
type Row = {
  endpoint: string
  /** Builds a fresh target for each actor, so one actor's write never changes another's case. */
  setup: () => Promise<Request>
  expected: Record<Actor, number>
}

/**
 * Every article, credit and category endpoint that needs a session, for each kind of caller.
 * 'owner' owns the article (and is a plain user for admin-only routes); 'other' is another plain user.
 */
describe('authorization matrix', () => {
  let t: TestApp
  let ownerId: number
  const tokens: Record<Actor, string | undefined> = { visitor: undefined, owner: '', other: '', admin: '' }
  let categoryCounter = 0

  const article = (status: 'DRAFT' | 'PENDING_APPROVAL' | 'PUBLISHED' | 'REJECTED') =>
    insertArticle(t.database.db, ownerId, { status })
  const category = async () => {
    categoryCounter += 1
    const [row] = await t.database.db
      .insert(categories)
      .values({ name: `Matrix ${categoryCounter}`, slug: `matrix-${categoryCounter}` })
      .returning()
    return row!.id
  }
  const categoryBody = () => ({ name: `Made ${(categoryCounter += 1)}`, description: 'd', emoji: '🎯' })

  const ROWS: Row[] = [
    {
      endpoint: 'POST /api/articles',
      setup: async () => ({ method: 'POST', path: '/api/articles', json: articleBody() }),
      // 'other' holds no credit: signed in and allowed, but must pay first.
      expected: { visitor: 401, owner: 201, other: 402, admin: 201 },
    },
    ...(['drafts', 'pending', 'published', 'rejected'] as const).map((list) => ({
      endpoint: `GET /api/articles/${list}`,
      setup: async () => ({ method: 'GET', path: `/api/articles/${list}` }),
      expected: { visitor: 401, owner: 200, other: 200, admin: 200 },
    })),
    {
      endpoint: 'GET /api/articles/{id} (draft)',
      setup: async () => ({ method: 'GET', path: `/api/articles/${(await article('DRAFT')).id}` }),
      expected: { visitor: 404, owner: 200, other: 404, admin: 200 },
    },
    {
      endpoint: 'PUT /api/articles/{id} (draft)',
      setup: async () => ({ method: 'PUT', path: `/api/articles/${(await article('DRAFT')).id}`, json: articleBody() }),
      expected: { visitor: 401, owner: 200, other: 403, admin: 200 },
    },
    {
      endpoint: 'PUT /api/articles/{id} (published)',
      setup: async () => ({
        method: 'PUT',
        path: `/api/articles/${(await article('PUBLISHED')).id}`,
        json: articleBody({ status: 'PUBLISHED' }),
      }),
      expected: { visitor: 401, owner: 409, other: 403, admin: 200 },
    },
    {
      endpoint: 'DELETE /api/articles/{id} (draft)',
      setup: async () => ({ method: 'DELETE', path: `/api/articles/${(await article('DRAFT')).id}` }),
      expected: { visitor: 401, owner: 204, other: 403, admin: 204 },
    },
    {
      endpoint: 'DELETE /api/articles/{id} (published)',
      setup: async () => ({ method: 'DELETE', path: `/api/articles/${(await article('PUBLISHED')).id}` }),
      expected: { visitor: 401, owner: 204, other: 403, admin: 204 },
    },
    {
      endpoint: 'PUT /api/articles/{id}/submit (draft)',
      setup: async () => ({ method: 'PUT', path: `/api/articles/${(await article('DRAFT')).id}/submit` }),
      expected: { visitor: 401, owner: 200, other: 403, admin: 200 },
    },
    {
      endpoint: 'PUT /api/articles/{id}/submit (rejected)',
      setup: async () => ({ method: 'PUT', path: `/api/articles/${(await article('REJECTED')).id}/submit` }),
      expected: { visitor: 401, owner: 200, other: 403, admin: 200 },
    },
    {
      endpoint: 'GET /api/articles/{id}/review (pending)',
      setup: async () => ({ method: 'GET', path: `/api/articles/${(await article('PENDING_APPROVAL')).id}/review` }),
      expected: { visitor: 401, owner: 403, other: 403, admin: 200 },
    },
    {
      endpoint: 'PUT /api/articles/{id}/approve (pending)',
      setup: async () => ({ method: 'PUT', path: `/api/articles/${(await article('PENDING_APPROVAL')).id}/approve` }),
      expected: { visitor: 401, owner: 403, other: 403, admin: 200 },
    },
    {
      endpoint: 'PUT /api/articles/{id}/reject (pending)',
      setup: async () => ({
        method: 'PUT',
        path: `/api/articles/${(await article('PENDING_APPROVAL')).id}/reject`,
        json: { reason: 'Not yet' },
      }),
      expected: { visitor: 401, owner: 403, other: 403, admin: 200 },
    },
    {
      endpoint: 'GET /api/credits/me',
      setup: async () => ({ method: 'GET', path: '/api/credits/me' }),
      expected: { visitor: 401, owner: 200, other: 200, admin: 200 },
    },
    {
      endpoint: 'POST /api/categories',
      setup: async () => ({ method: 'POST', path: '/api/categories', json: categoryBody() }),
      expected: { visitor: 401, owner: 403, other: 403, admin: 201 },
    },
    {
      endpoint: 'PUT /api/categories/{id}',
      setup: async () => ({ method: 'PUT', path: `/api/categories/${await category()}`, json: categoryBody() }),
      expected: { visitor: 401, owner: 403, other: 403, admin: 200 },
    },
    {
      endpoint: 'DELETE /api/categories/{id}',
      setup: async () => ({ method: 'DELETE', path: `/api/categories/${await category()}` }),
      expected: { visitor: 401, owner: 403, other: 403, admin: 204 },
    },
  ]
  const CASES = ROWS.flatMap((row) => ACTORS.map((actor) => ({ ...row, actor, status: row.expected[actor] })))

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.owner = (await signIn(t, 'owner')).accessToken
    tokens.other = (await signIn(t, 'other')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'owner')
    await grantCredits(t.database.db, ownerId, 5)
  })
  afterAll(async () => {
    await t.close()
  })

  it('covers every write endpoint for every kind of caller', () => {
    console.info(
      `authorization matrix: ${ROWS.length} endpoints x ${ACTORS.length} callers = ${CASES.length} cases\n` +
        ROWS.map(
          (row) => `  ${row.endpoint.padEnd(44)} ${ACTORS.map((a) => `${a}=${row.expected[a]}`).join(' ')}`,
        ).join('\n'),
    )
    expect(ROWS).toHaveLength(19)
    expect(CASES).toHaveLength(76)
  })

  it.each(CASES)('$endpoint as $actor → $status', async ({ setup, actor, status }) => {
    const request = await setup()
    const token = tokens[actor]
    const response = await t.request(request.path, {
      method: request.method,
      ...(token ? { token } : {}),
      ...(request.json === undefined ? {} : { json: request.json }),
    })
    expect(response.status).toBe(status)
    if (status >= 400) ErrorBodySchema.parse(await response.json())
  })

  it('never shows one user the articles of another in their own lists', async () => {
    const draft = await article('DRAFT')
    for (const list of ['drafts', 'pending', 'published', 'rejected']) {
      const response = await t.request(`/api/articles/${list}`, { token: tokens.other! })
      const ids = ((await response.json()) as { id: number }[]).map((a) => a.id)
      expect(ids).not.toContain(draft.id)
    }
  })
})
