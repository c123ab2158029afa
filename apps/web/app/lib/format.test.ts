import { describe, expect, it } from 'vitest'
import { excerpt, formatHeldUntil, formatPublishDate } from './format'
import { LANGUAGES, languageInfo } from './language'

describe('formatPublishDate', () => {
  it("prints 'MMMM d, y' in English and the long Spanish form", () => {
    expect(formatPublishDate('2025-05-06', 'en')).toBe('May 6, 2025')
    expect(formatPublishDate('2025-05-06', 'es')).toBe('6 de mayo de 2025')
  })

  it('writes every other language of the registry as Intl writes its long date', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'en'))
      for (const [iso, day] of [
        ['2025-05-06', Date.UTC(2025, 4, 6)],
        ['2026-12-31', Date.UTC(2026, 11, 31)],
        ['2024-01-01', Date.UTC(2024, 0, 1)],
      ] as const) {
        const intl = new Intl.DateTimeFormat(languageInfo(language).intlLocale, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(day)
        expect(formatPublishDate(iso, language), `${language} ${iso}`).toBe(intl)
      }
  })

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatPublishDate('2025-01-01', 'en')).toBe('January 1, 2025')
    expect(formatPublishDate('2025-12-31T23:59:59Z', 'es')).toBe('31 de diciembre de 2025')
  })

  it('prints an unknown language in English and returns what is not a date unchanged', () => {
    expect(formatPublishDate('2025-05-06', 'fr')).toBe('May 6, 2025')
    expect(formatPublishDate('soon', 'en')).toBe('soon')
    expect(formatPublishDate('2025-13-01', 'en')).toBe('2025-13-01')
  })
})

describe('formatHeldUntil', () => {
  it('names the hour in UTC whatever the language', () => {
    expect(formatHeldUntil('2026-12-08T18:30:00.000Z', 'en')).toBe('8 December 2026 at 18:30 UTC')
    expect(formatHeldUntil('2026-12-08T18:30:00.000Z', 'es')).toMatch(/8 de diciembre de 2026.*18:30 UTC/)
    for (const language of LANGUAGES) expect(formatHeldUntil('2026-12-08T18:30:00.000Z', language)).toMatch(/UTC/)
  })

  it('returns what is not an instant unchanged', () => {
    expect(formatHeldUntil('soon', 'en')).toBe('soon')
  })
})

describe('excerpt', () => {
  it('keeps 150 characters and adds an ellipsis', () => {
    expect(excerpt('a'.repeat(200))).toBe(`${'a'.repeat(150)}...`)
    expect(excerpt('short')).toBe('short...')
  })

  it('never cuts an emoji or a letter with its marks in two', () => {
    expect(excerpt(`${'a'.repeat(149)}🚀🚀`)).toBe(`${'a'.repeat(149)}🚀...`)
    expect(excerpt(`${'a'.repeat(149)}👩‍💻 tail`)).toBe(`${'a'.repeat(149)}👩‍💻...`)
    expect(excerpt('🇻🇳'.repeat(100))).toBe(`${'🇻🇳'.repeat(100)}...`)
    const vietnamese = 'Việt Nam '.repeat(30)
    expect(excerpt(vietnamese.normalize('NFD'))).toBe(`${vietnamese.slice(0, 150).normalize('NFD')}...`)
  })
})
