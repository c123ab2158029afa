import { describe, expect, it } from 'vitest'
import { csvFileName, dailyCsv } from './csv'
import { ctrOf, formatCtr, formatHours, lastDays } from './range'

describe('stats periods and figures', () => {
  it('covers the last N UTC days, today included', () => {
    expect(lastDays(30, new Date('2026-03-01T23:30:00-05:00'))).toEqual({ from: '2026-02-01', to: '2026-03-02' })
    expect(lastDays(1, new Date('2026-01-01T00:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-01' })
  })

  it('prints the CTR as a percentage the way the reader’s language writes one', () => {
    // English and Vietnamese join the sign to the number; Spanish puts a no-break space before it.
    expect(formatCtr(0.0534, 'en')).toBe('5.3%')
    expect(formatCtr(0.0534, 'es')).toBe('5,3\u00a0%')
    expect(formatCtr(0.0534, 'vi')).toBe('5,3%')
    expect(formatCtr(0, 'en')).toBe('0.0%')
    expect(ctrOf(3, 0)).toBe(0)
  })

  it('prints hours with one decimal in the reader’s language', () => {
    expect(formatHours(5.25 * 3600, 'en')).toBe('5.3')
    expect(formatHours(1.5 * 3600, 'id')).toBe('1,5')
    expect(formatHours(12_000 * 3600, 'es')).toBe('12.000,0')
  })

  it('writes CSV a spreadsheet reads', () => {
    const csv = dailyCsv({ daily: [{ date: '2026-01-01', views: 1, uniqueReaders: 1, impressions: 3, clicks: 0 }] })
    expect(csv).toBe('date,views,uniqueReaders,impressions,clicks\r\n2026-01-01,1,1,3,0\r\n')
    expect(csvFileName({ articleId: 4, from: '2026-01-01', to: '2026-01-31' })).toBe(
      'spotlight-article-4-2026-01-01-2026-01-31.csv',
    )
  })
})
