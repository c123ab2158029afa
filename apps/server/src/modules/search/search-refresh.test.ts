import { describe, expect, it } from 'vitest'
import { nextBatchSize, SEARCH_REFRESH_BATCH_MS } from './search-refresh'

describe('nextBatchSize', () => {
  it('fits the next batch in the time one batch may hold the database, at the last batch’s pace', () => {
    expect(nextBatchSize(10, SEARCH_REFRESH_BATCH_MS / 2)).toBe(20)
    expect(nextBatchSize(40, SEARCH_REFRESH_BATCH_MS * 4)).toBe(10)
  })

  it('never goes below one article nor above its ceiling, whatever the clock says', () => {
    expect(nextBatchSize(1, 10_000)).toBe(1)
    expect(nextBatchSize(100, 0)).toBe(200)
    expect(nextBatchSize(100, 0.001)).toBe(200)
  })
})
