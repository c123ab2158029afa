import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminVerificationSchema } from '@spotlight/shared/schemas/verifications'
import { makerVerifications } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId } from '#src/test/factories'

const STATUSES = ['PENDING', 'VERIFIED', 'FAILED', 'LAPSED', 'REVOKED'] as const

describe('the admins’ list of verifications: GET /api/admin/verifications', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  /** Every verification's id, the latest first. */
  let latestFirst: number[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    for (const name of ['admin', 'mia', 'otto']) tokens[name] = (await signIn(t, name)).accessToken
    const mia = await findUserId(t.database.db, 'mia')
    const otto = await findUserId(t.database.db, 'otto')
    // 45 claims, each status in turn, shared between two makers.
    const rows = await t.database.db
      .insert(makerVerifications)
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          userId: i % 2 === 0 ? mia : otto,
          host: `app${i}.example`,
          appUrl: `https://app${i}.example/`,
          token: `spotlight-${i}`,
          status: STATUSES[i % STATUSES.length]!,
          method: i % 3 === 0 ? 'ADMIN' : 'TOKEN',
          verifiedAt: STATUSES[i % STATUSES.length] === 'VERIFIED' ? new Date(Date.UTC(2026, 0, 1 + i)) : null,
        })),
      )
      .returning({ id: makerVerifications.id })
    latestFirst = rows.map((row) => row.id).reverse()
  })
  afterAll(async () => {
    await t.close()
  })

  /** As the admin, unless `as` says otherwise (`null`: a visitor). */
  const list = (query = '', as: string | null = tokens.admin!) =>
    t.request(`/api/admin/verifications${query}`, as ? { token: as } : {})
  const rowsOf = async (response: Response) => AdminVerificationSchema.array().parse(await response.json())

  it('is for admins only (visitor 401, user 403), and never cached', async () => {
    expect((await list('', null)).status).toBe(401)
    expect((await list('', tokens.mia!)).status).toBe(403)
    const answer = await list()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
  })

  it('gives every verification, the latest first, a page at a time, with how many in all', async () => {
    const first = await list()
    expect(first.headers.get('x-total-count')).toBe('45')
    const firstRows = await rowsOf(first)
    expect(firstRows.map((row) => row.id)).toEqual(latestFirst.slice(0, 20))
    expect(firstRows[0]).toMatchObject({ username: 'mia', host: 'app44.example', status: 'REVOKED', method: 'TOKEN' })

    const seen: number[] = []
    let cursor: string | null = null
    do {
      const response: Response = await list(`?limit=10${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...(await rowsOf(response)).map((row) => row.id))
      cursor = response.headers.get('x-next-cursor')
    } while (cursor)
    expect(seen).toEqual(latestFirst)
  })

  it('lists one status only when asked, its count and its next page keeping the filter', async () => {
    const answer = await list('?status=VERIFIED&limit=5')
    expect(answer.headers.get('x-total-count')).toBe('9')
    const rows = await rowsOf(answer)
    expect(rows).toHaveLength(5)
    expect(rows.every((row) => row.status === 'VERIFIED' && row.verifiedAt !== null)).toBe(true)
    const cursor = answer.headers.get('x-next-cursor')
    expect(answer.headers.get('link')).toBe(
      `</api/admin/verifications?status=VERIFIED&limit=5&cursor=${cursor}>; rel="next"`,
    )
    const rest = await rowsOf(await list(`?status=VERIFIED&limit=5&cursor=${cursor}`))
    expect(rest.map((row) => row.status)).toEqual(['VERIFIED', 'VERIFIED', 'VERIFIED', 'VERIFIED'])
  })

  it('refuses a limit, a cursor or a status it does not know', async () => {
    for (const query of ['?limit=0', '?limit=101', '?cursor=abc', '?cursor=0', '?status=GONE'])
      expect((await list(query)).status, query).toBe(400)
  })

  it('shows a revoked one as revoked at once', async () => {
    const id = latestFirst.find((_, i) => i === 3)!
    const revoked = await t.request(`/api/admin/verifications/${id}`, {
      method: 'DELETE',
      json: { reason: 'The app changed hands.' },
      token: tokens.admin,
    })
    expect(revoked.status).toBe(200)
    const rows = await rowsOf(await list())
    expect(rows.find((row) => row.id === id)?.status).toBe('REVOKED')
  })
})
