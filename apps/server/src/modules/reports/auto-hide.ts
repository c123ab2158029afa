import { AUTO_HIDE_MIN_ACCOUNT_DAYS, AUTO_HIDE_REPORTS } from '@spotlight/shared/domain/report-rules'

const DAY_MS = 24 * 3600 * 1000

/**
 * The scam rule: an item reported as a scam or phishing by AUTO_HIDE_REPORTS distinct accounts, each
 * older than the minimum age, leaves the public pages at once, pending an admin's decision. New
 * accounts do not count, so a burst of fresh accounts cannot take a competitor's article down.
 */
export function shouldAutoHide(scamReporterCreatedAt: Date[], now: Date): boolean {
  const established = scamReporterCreatedAt.filter(
    (createdAt) => now.getTime() - createdAt.getTime() > AUTO_HIDE_MIN_ACCOUNT_DAYS * DAY_MS,
  )
  return established.length >= AUTO_HIDE_REPORTS
}

export const accountDays = (createdAt: Date | undefined, now: Date) =>
  createdAt ? Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS)) : 0
