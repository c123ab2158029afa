import { MAX_STATS_RANGE_DAYS, type StatsRangeQuery } from '@spotlight/shared/schemas/stats'
import { AppError } from '#src/errors/app-error'

const DAY_MS = 86_400_000

export const utcDay = (at: Date) => at.toISOString().slice(0, 10)
export const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))

/** Every UTC day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

export type StatsRange = { from: string; to: string; days: string[] }

/**
 * The range a stats query asks for: `to` defaults to today, `from` to 29 days before `to`. More than
 * 366 days, or `from` after `to`, is a 400 (a reader of the API gets the same error body as for a bad date).
 */
export function resolveRange(query: StatsRangeQuery, today: string): StatsRange {
  const to = query.to ?? today
  const from = query.from ?? addDays(to, -29)
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, [{ path: 'from', message }])
  if (from > to) throw refuse('`from` must not be after `to`.')
  const length = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1
  if (length > MAX_STATS_RANGE_DAYS) throw refuse(`A range is at most ${MAX_STATS_RANGE_DAYS} days.`)
  return { from, to, days: daysOf(from, to) }
}

/** [start of `from`, start of the day after `to`) as instants. */
export function instantsOf(range: { from: string; to: string }): { start: Date; end: Date } {
  return { start: new Date(`${range.from}T00:00:00Z`), end: new Date(`${addDays(range.to, 1)}T00:00:00Z`) }
}
