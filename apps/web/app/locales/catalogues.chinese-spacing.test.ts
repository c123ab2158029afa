import { describe, expect, it } from 'vitest'
import { formatPublishDate } from '#app/lib/format'
import { getFixedT } from '#app/lib/i18n'

/**
 * Strings that write a calendar date (formatPublishDate, or toLocaleDateString's long date) next to
 * Han text. In Chinese that date ends in 日, so a space after it falls between two Han characters,
 * which GLOSSARY.md rules out (only a number or a Latin word is set off by one space).
 */
const CALENDAR_DATE_KEYS = [
  'makers.joined',
  'verified.badge',
  'verification.verifiedSince',
  'overview.scheduled',
  'dashboardLists.expiresOn',
  'paymentRefusal.renewalTooEarly',
] as const

const SPACE_BETWEEN_HAN = /\p{Script=Han}\s+\p{Script=Han}/u

describe('Chinese catalogues', () => {
  for (const language of ['zh-Hans', 'zh-Hant'] as const) {
    it(`${language}: put no space between a calendar date and the Han text around it`, () => {
      const t = getFixedT(language)
      const date = formatPublishDate('2026-12-07', language)
      expect(date).toBe('2026年12月7日')
      expect(new Date(Date.UTC(2026, 11, 7, 12)).toLocaleDateString(language, { dateStyle: 'long' })).toBe(date)
      for (const key of CALENDAR_DATE_KEYS)
        expect(t(key, { date, host: 'example.com', days: 7 }), key).not.toMatch(SPACE_BETWEEN_HAN)
    })
  }

  it('write "Joined" right after the date, as the maker page shows it', () => {
    expect(getFixedT('zh-Hans')('makers.joined', { date: formatPublishDate('2026-12-07', 'zh-Hans') })).toBe(
      '2026年12月7日加入',
    )
    expect(getFixedT('zh-Hant')('makers.joined', { date: formatPublishDate('2026-12-07', 'zh-Hant') })).toBe(
      '2026年12月7日加入',
    )
  })
})
