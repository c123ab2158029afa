import { describe, expect, it } from 'vitest'
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad, publicPagesInEveryLanguage } from '../../scripts/bundle-size.mjs'
import { baseUrl } from '../fixtures'

/**
 * The first-load budget, measured on the build the journeys run against: a module that lands in the
 * shared shell chunk by accident (a new file the build's on-demand list does not name) adds kilobytes
 * to every public page without any journey noticing.
 */
describe('first-load JavaScript', () => {
  it(`stays within ${FIRST_LOAD_BUDGET_KB} KB gzip on every public page in every language`, async () => {
    const results = await measureFirstLoad(baseUrl(), await publicPagesInEveryLanguage(baseUrl()))
    expect(results.length).toBeGreaterThanOrEqual(9 * 8)
    const over = results
      .filter((result) => result.gzipKb > FIRST_LOAD_BUDGET_KB)
      .map((result) => `${result.name}: ${result.gzipKb} KB`)
    expect(over).toEqual([])
  }, 120_000)
})
