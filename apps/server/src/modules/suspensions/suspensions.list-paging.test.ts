import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'

/** More accounts than the list used to cut at (500), some suspended in the same millisecond. */
const SUSPENDED = 530

describe('the list of suspended accounts, a page at a time', () => {
  let t: TestApp
  let admin = ''
  /** Every suspended username, the latest suspended first (ties: the latest account first). */
  let expected: string[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    const start = Date.UTC(2026, 0, 1)
    const rows = Array.from({ length: SUSPENDED }, (_, i) => ({
      piUid: `uid-suspended-${i}`,
      username: `suspended_${i}`,
      // Every third account shares its millisecond with the one before it.
      suspendedAt: new Date(start + (i - (i % 3 === 2 ? 1 : 0)) * 1000),
      suspensionReason: `Reason ${i}.`,
    }))
    await t.database.db.insert(users).values(rows)
    expected = rows.map((row) => row.username).reverse()
  })
  afterAll(async () => {
    await t.close()
  })

  const page = (query: string) => t.request(`/api/admin/suspensions${query}`, { token: admin })
  const names = async (response: Response) => ((await response.json()) as { username: string }[]).map((r) => r.username)

  /** Follows `X-Next-Cursor` from the first page to the last. */
  async function walk(limit: number, beforeEachPage: (index: number) => Promise<void> = async () => {}) {
    const seen: string[] = []
    let cursor: string | null = null
    for (let index = 0; index < 100; index++) {
      await beforeEachPage(index)
      const response = await page(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-total-count')).not.toBeNull()
      seen.push(...(await names(response)))
      cursor = response.headers.get('x-next-cursor')
      if (!cursor) return seen
      expect(response.headers.get('link')).toBe(`</api/admin/suspensions?limit=${limit}&cursor=${cursor}>; rel="next"`)
    }
    throw new Error('the pages never ended')
  }

  it('says how many there are and gives every one of them, in order, past the old cut at 500', async () => {
    const first = await page('')
    expect(first.headers.get('x-total-count')).toBe(String(SUSPENDED))
    expect(await names(first)).toEqual(expected.slice(0, 20))
    expect(first.headers.get('x-next-cursor')).toBeTruthy()

    expect(await walk(100)).toEqual(expected)
    expect(await walk(7)).toEqual(expected)
  })

  it('skips no one when an account of a page already read is lifted meanwhile', async () => {
    const lifted = expected[3]!
    const seen = await walk(10, async (index) => {
      if (index === 1) await t.request(`/api/admin/users/${lifted}/suspension`, { method: 'DELETE', token: admin })
    })
    expect(seen).toEqual(expected)
    expect((await page('')).headers.get('x-total-count')).toBe(String(SUSPENDED - 1))
  })

  it('refuses a limit or a cursor it does not know', async () => {
    for (const query of ['?limit=0', '?limit=101', '?cursor=abc', '?cursor=12-%21%21', '?cursor=' + 'a'.repeat(201)])
      expect((await page(query)).status, query).toBe(400)
  })
})
