import { describe, expect, it } from 'vitest'
import { excerpt, formatPublishDate } from './format'

describe('formatPublishDate', () => {
  it("prints 'MMMM d, y' in English and the long Spanish form", () => {
    expect(formatPublishDate('2025-05-06', 'en')).toBe('May 6, 2025')
    expect(formatPublishDate('2025-05-06', 'es')).toBe('6 de mayo de 2025')
  })

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatPublishDate('2025-01-01', 'en')).toBe('January 1, 2025')
  })
})

describe('excerpt', () => {
  it('keeps 150 characters and adds an ellipsis', () => {
    expect(excerpt('a'.repeat(200))).toBe(`${'a'.repeat(150)}...`)
    expect(excerpt('short')).toBe('short...')
  })
})
