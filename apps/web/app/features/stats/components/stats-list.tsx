import type { ArticleTotals, StatsTotals } from '@spotlight/shared/schemas/stats'
import { useState } from 'react'
import { Link } from '#app/components/ui/link'
import { type DataColumn, DataTable } from '#app/components/ui/data-table'
import { StatusBanner } from '#app/components/ui/status-banner'
import { useTranslation } from '#app/lib/i18n'
import { useArticlesStats } from '../api/list-articles-stats'
import { formatCtr, lastDays, type PeriodDays } from '../utils/range'
import { PeriodSelect } from './period-select'

type Column = 'title' | keyof StatsTotals
const FIGURES = ['views', 'uniqueReaders', 'impressions', 'clicks', 'ctr'] as const

/**
 * Every article's figures over a period, in a table sortable by any column: the advertiser's own
 * articles, or every published article for an admin (`scope`). Each title opens the article's page.
 */
export function StatsList({ scope, detailPath }: { scope: 'mine' | 'all'; detailPath: (id: number) => string }) {
  const { t } = useTranslation()
  const [days, setDays] = useState<PeriodDays>(30)
  // One request for every article's totals, whatever their number.
  const stats = useArticlesStats(scope, lastDays(days))
  return (
    <div className="flex flex-col gap-6">
      <PeriodSelect value={days} onChange={setDays} />
      {stats.isPending ? (
        <p className="text-slate-600">{t('stats.loading')}</p>
      ) : stats.isError ? (
        <StatusBanner tone="error">{t('stats.error')}</StatusBanner>
      ) : stats.data.articles.length === 0 ? (
        <p className="text-slate-600">{t('stats.noArticles')}</p>
      ) : (
        <StatsTable articles={stats.data.articles} days={days} detailPath={detailPath} />
      )}
    </div>
  )
}

function StatsTable({
  articles,
  days,
  detailPath,
}: {
  articles: readonly ArticleTotals[]
  days: PeriodDays
  detailPath: (id: number) => string
}) {
  const { t, i18n } = useTranslation()
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({ column: 'views', descending: true })
  const rows = articles.map(({ articleId, title, totals }) => ({ id: articleId, title, totals }))
  const valueOf = (row: (typeof rows)[number]) => (sort.column === 'title' ? row.title : row.totals[sort.column])
  rows.sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)]
    const order = typeof x === 'string' ? x.localeCompare(String(y), i18n.language) : x - Number(y)
    return sort.descending ? -order : order
  })
  const isEmpty = rows.every(({ totals }) => totals.views + totals.impressions + totals.clicks === 0)
  const count = (value: number) => value.toLocaleString(i18n.language)

  const sortable = (column: Column): DataColumn => {
    const isSorted = sort.column === column
    return {
      header: t(`stats.columns.${column}`),
      align: column === 'title' ? 'start' : 'end',
      className: column === 'title' ? 'max-w-xs truncate' : undefined,
      sort: {
        direction: isSorted ? (sort.descending ? 'descending' : 'ascending') : undefined,
        onSort: () => setSort({ column, descending: isSorted ? !sort.descending : column !== 'title' }),
      },
    }
  }

  return (
    <>
      {isEmpty && <StatusBanner tone="info">{t('stats.noData')}</StatusBanner>}
      <DataTable
        label={t('stats.tableCaption', { days })}
        caption={t('stats.tableCaption', { days })}
        size="comfortable"
        className="rounded-2xl border border-slate-200 bg-white px-4"
        testId="stats-table"
        columns={[sortable('title'), ...FIGURES.map(sortable)]}
        rows={rows.map((row) => ({
          key: row.id,
          cells: [
            <Link key="title" to={detailPath(row.id)} className="font-semibold text-violet-700 hover:underline">
              {row.title}
            </Link>,
            ...FIGURES.map((figure) =>
              figure === 'ctr' ? formatCtr(row.totals.ctr, i18n.language) : count(row.totals[figure]),
            ),
          ],
        }))}
      />
    </>
  )
}
