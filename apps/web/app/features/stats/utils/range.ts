import { intlLocaleOf } from '#app/lib/format'

/** A stats period: two UTC calendar days 'YYYY-MM-DD', both included (the API's `from` and `to`). */
export type StatsRange = { from: string; to: string }

export const PERIOD_DAYS = [7, 30, 90, 365] as const
export type PeriodDays = (typeof PERIOD_DAYS)[number]

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The last `days` UTC days, today included (the counters' days are UTC days). */
export function lastDays(days: number, now: Date = new Date()): StatsRange {
  return { from: isoDay(now.getTime() - (days - 1) * DAY_MS), to: isoDay(now.getTime()) }
}

/**
 * Clicks per impression as a percentage with one decimal ('0.0%' when nothing was shown), written
 * as the language writes one: the sign's side and spacing differ ("5.3%", "5,3 %", "5,3%").
 */
export function formatCtr(ctr: number, language: string): string {
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ctr)
}

/** A duration in seconds as hours with one decimal, in the language's digits and separator ("1.5", "1,5"). */
export function formatHours(seconds: number, language: string): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    seconds / 3600,
  )
}

/** Clicks per impression computed in the browser, for sums it makes itself. */
export const ctrOf = (clicks: number, impressions: number) => (impressions > 0 ? clicks / impressions : 0)
