import { EXCERPT_LENGTH } from '@spotlight/shared/domain/limits'
import { getFixedT } from './i18n'
import { DEFAULT_LANGUAGE, isLanguage, languageInfo } from './language'

/**
 * A calendar date 'YYYY-MM-DD' as the site's 'MMMM d, y' ("May 6, 2025"), localised ("6 de mayo de
 * 2025", as `Intl.DateTimeFormat` writes a long date in the language: format.test.ts checks). Read
 * from the string itself, so the server and every browser print the same day whatever their time zone. Not Intl.DateTimeFormat: its first use in a page loads ICU's calendar data, about
 * 50 ms of main thread on a desktop and four times that on a mid-range phone, during hydration.
 */
export function formatPublishDate(isoDate: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  // The language's own month names and order come with its catalogue: only the active one loads.
  const t = getFixedT(isLanguage(language) ? language : DEFAULT_LANGUAGE)
  const month = match && t('dates.months').split('|')[Number(match[2]) - 1]
  if (!match || !month) return isoDate
  // Strings, not numbers: a number would be written with the locale's grouping (2,025).
  return t('dates.publishDate', { day: String(Number(match[3])), month, year: match[1]! })
}

/** Date and time of an instant, in UTC, for lists such as the admin inbox. */
export function formatDateTime(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime)
  if (Number.isNaN(date.getTime())) return isoDateTime
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)
}

/** The `Intl` locale a language's numbers and dates are written in (English's for a code not in the registry). */
export const intlLocaleOf = (language: string) =>
  languageInfo(isLanguage(language) ? language : DEFAULT_LANGUAGE).intlLocale

/**
 * Until when a slider slot is held for a maker (24 hours to pay), with its hour in UTC and the zone said
 * ("8 December 2026, 18:30 UTC"), as the held-slot notice writes it: the dialog, My Articles and the notice
 * then name the same moment the same way, whatever the device's time zone.
 */
export function formatHeldUntil(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime)
  if (Number.isNaN(date.getTime())) return isoDateTime
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date)
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The first 150 characters of a description followed by '...'. Characters as a reader counts them: an
 * emoji or a letter with its marks is never cut in two (half an emoji shows as '�').
 */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return `${text}...`
  let count = 0
  for (const { index } of graphemes.segment(text)) {
    if (count === length) return `${text.slice(0, index)}...`
    count++
  }
  return `${text}...`
}
