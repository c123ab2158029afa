import { expect } from 'vitest'
import type { TestApp } from './build-test-app'

export type SearchPages = { ids: number[]; total: string | null; moreThan: string | null }

/** Every page of `q` (and `category`), `limit` at a time, through the cursor; the first page's count headers. */
export async function searchAllPages(t: TestApp, q: string, limit: number, category?: string): Promise<SearchPages> {
  const ids: number[] = []
  let cursor: string | null = null
  let first: Response | null = null
  for (let pages = 0; pages < 200; pages++) {
    const query = new URLSearchParams({ q, limit: String(limit), ...(category ? { category } : {}) })
    if (cursor) query.set('cursor', cursor)
    const response = await t.request(`/api/search?${query.toString()}`)
    expect(response.status).toBe(200)
    first ??= response
    ids.push(...((await response.json()) as { id: number }[]).map((row) => row.id))
    cursor = response.headers.get('x-next-cursor')
    if (!cursor) break
  }
  return {
    ids,
    total: first!.headers.get('x-total-count'),
    moreThan: first!.headers.get('x-total-count-more-than'),
  }
}
