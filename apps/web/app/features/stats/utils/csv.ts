import type { ArticleStats } from '@spotlight/shared/schemas/stats'

const CSV_COLUMNS = ['date', 'views', 'uniqueReaders', 'impressions', 'clicks'] as const

// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled.
const field = (value: string | number) => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One article's daily figures as CSV (a header line, then one line per day), for a spreadsheet. */
export function dailyCsv(stats: Pick<ArticleStats, 'daily'>): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...stats.daily.map((day) => CSV_COLUMNS.map((key) => field(day[key])).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/** The file name of that download: `spotlight-article-12-2026-01-01-2026-01-30.csv`. */
export const csvFileName = ({ articleId, from, to }: Pick<ArticleStats, 'articleId' | 'from' | 'to'>) =>
  `spotlight-article-${articleId}-${from}-${to}.csv`
