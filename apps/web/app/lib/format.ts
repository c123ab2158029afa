import { EXCERPT_LENGTH } from '@spotlight/shared/domain/limits'

/**
 * A calendar date 'YYYY-MM-DD' as the spec's 'MMMM d, y' ("May 6, 2025"), localised ("6 de mayo de
 * 2025"). Formatted in UTC, so the server and every browser print the same day (no hydration drift).
 */
export function formatPublishDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  )
}

/** Date and time of an instant, in UTC, for lists such as the admin inbox. */
export function formatDateTime(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime)
  if (Number.isNaN(date.getTime())) return isoDateTime
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)
}

/** The first 150 characters of a description followed by '...' (spec "Article list card"). */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  return `${text.slice(0, length)}...`
}
