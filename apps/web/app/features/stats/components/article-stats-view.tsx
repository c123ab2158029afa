import type { ArticleStats } from '@spotlight/shared/schemas/stats'
import { STAT_PLACEMENTS } from '@spotlight/shared/domain/enums'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '#app/components/ui/button'
import { ApiError } from '#app/lib/api-client'
import { Card } from '#app/components/ui/card'
import { StatusBanner } from '#app/components/ui/status-banner'
import { formatPublishDate } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { useArticleStats } from '../api/article-stats'
import { csvFileName, dailyCsv } from '../utils/csv'
import { ctrOf, formatCtr, lastDays, type PeriodDays } from '../utils/range'
import { CHART_SERIES } from './chart-series'
import { PeriodSelect } from './period-select'

// uPlot comes with the chart, once there are figures to draw.
const DailyChart = lazy(() => import('./daily-chart'))

/** One article's stats page: totals, a daily chart with its table, placements, promotions, CSV. */
export function ArticleStatsView({ articleId, backTo }: { articleId: number; backTo: string }) {
  const { t } = useTranslation()
  const [days, setDays] = useState<PeriodDays>(30)
  const stats = useArticleStats(articleId, lastDays(days))
  return (
    <div className="flex flex-col gap-6">
      <Link to={backTo} className="w-fit text-sm font-semibold text-violet-700 hover:underline">
        ← {t('stats.backToList')}
      </Link>
      <PeriodSelect value={days} onChange={setDays} />
      {stats.isPending ? (
        <p className="text-slate-600">{t('stats.loading')}</p>
      ) : stats.isError ? (
        <StatusBanner tone="error">
          {t(stats.error instanceof ApiError && stats.error.status === 404 ? 'stats.notFound' : 'stats.error')}
        </StatusBanner>
      ) : (
        <Figures stats={stats.data} />
      )}
    </div>
  )
}

function Figures({ stats }: { stats: ArticleStats }) {
  const { t, i18n } = useTranslation()
  const count = (value: number) => value.toLocaleString(i18n.language)
  const { totals } = stats
  const labels = useMemo(() => Object.fromEntries(CHART_SERIES.map(({ key }) => [key, t(`stats.columns.${key}`)])), [t])
  if (totals.views + totals.impressions + totals.clicks === 0) {
    return <StatusBanner tone="info">{t('stats.noData')}</StatusBanner>
  }

  const download = () => {
    const url = URL.createObjectURL(new Blob([dailyCsv(stats)], { type: 'text/csv;charset=utf-8' }))
    const link = Object.assign(document.createElement('a'), { href: url, download: csvFileName(stats) })
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="stats-totals">
        {(['views', 'uniqueReaders', 'impressions', 'clicks'] as const).map((key) => (
          <Card key={key}>
            <dt className="text-sm text-slate-600">{t(`stats.columns.${key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums">{count(totals[key])}</dd>
          </Card>
        ))}
        <Card>
          <dt className="text-sm text-slate-600">{t('stats.columns.ctr')}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatCtr(totals.ctr, i18n.language)}</dd>
        </Card>
      </dl>

      <Card as="section" aria-labelledby="daily-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="daily-heading" className="text-lg font-semibold">
            {t('stats.dailyHeading')}
          </h2>
          <Button variant="secondary" onClick={download}>
            {t('stats.downloadCsv')}
          </Button>
        </div>
        <ul className="my-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
          {CHART_SERIES.map(({ key, colour }) => (
            <li key={key} className="flex items-center gap-1.5">
              <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: colour }} />
              {labels[key]}
            </li>
          ))}
        </ul>
        <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-slate-100" />}>
          <DailyChart daily={stats.daily} labels={labels} />
        </Suspense>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-violet-700">{t('stats.showTable')}</summary>
          <div className="mt-2 max-h-96 overflow-auto">
            <table className="w-full min-w-max text-sm" data-testid="daily-table">
              <caption className="sr-only">{t('stats.dailyHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3 text-left font-medium">
                    {t('stats.columns.date')}
                  </th>
                  {CHART_SERIES.map(({ key }) => (
                    <th key={key} scope="col" className="py-1 pl-3 text-right font-medium">
                      {labels[key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {stats.daily.map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      <time dateTime={day.date}>{formatPublishDate(day.date, i18n.language)}</time>
                    </th>
                    {CHART_SERIES.map(({ key }) => (
                      <td key={key} className="py-1 pl-3 text-right tabular-nums">
                        {count(day[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </Card>

      <Card as="section" aria-labelledby="placements-heading">
        <h2 id="placements-heading" className="text-lg font-semibold">
          {t('stats.placementsHeading')}
        </h2>
        <FiguresTable
          rows={STAT_PLACEMENTS.flatMap((placement) => {
            const figures = stats.placements[placement]
            return figures ? [{ key: placement, label: t(`stats.placements.${placement}`), ...figures }] : []
          })}
        />
      </Card>

      <Card as="section" aria-labelledby="promotions-heading">
        <h2 id="promotions-heading" className="text-lg font-semibold">
          {t('stats.promotionsHeading')}
        </h2>
        {stats.promotions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('stats.noPromotions')}</p>
        ) : (
          <FiguresTable
            rows={stats.promotions.map((promotion) => ({
              key: `${promotion.planType}:${promotion.startsAt}`,
              label: [
                t(`stats.placements.${promotion.planType}`),
                promotion.categorySlug,
                t('stats.promotionPeriod', {
                  from: formatPublishDate(promotion.startsAt.slice(0, 10), i18n.language),
                  to: formatPublishDate(promotion.expiresAt.slice(0, 10), i18n.language),
                }),
              ]
                .filter(Boolean)
                .join(' · '),
              impressions: promotion.impressions,
              clicks: promotion.clicks,
            }))}
          />
        )}
      </Card>
    </>
  )
}

/** Rows of impressions, clicks and CTR, named in their first cell. */
function FiguresTable({
  rows,
}: {
  rows: ReadonlyArray<{ key: string; label: string; impressions: number; clicks: number }>
}) {
  const { t, i18n } = useTranslation()
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full min-w-max text-sm">
        <thead>
          <tr>
            <th scope="col" className="sr-only">
              {t('stats.columns.title')}
            </th>
            {(['impressions', 'clicks', 'ctr'] as const).map((key) => (
              <th key={key} scope="col" className="py-1 pl-3 text-right font-medium">
                {t(`stats.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {row.label}
              </th>
              <td className="py-1 pl-3 text-right tabular-nums">{row.impressions.toLocaleString(i18n.language)}</td>
              <td className="py-1 pl-3 text-right tabular-nums">{row.clicks.toLocaleString(i18n.language)}</td>
              <td className="py-1 pl-3 text-right tabular-nums">
                {formatCtr(ctrOf(row.clicks, row.impressions), i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
