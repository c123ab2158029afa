import type { ArticleStats } from '@spotlight/shared/schemas/stats'
import { STAT_PLACEMENTS } from '@spotlight/shared/domain/enums'
import { lazy, Suspense, useId, useMemo, useState } from 'react'
import { Link } from '#app/components/ui/link'
import { Button } from '#app/components/ui/button'
import { ApiError } from '#app/lib/api-client'
import { Card } from '#app/components/ui/card'
import { PageHeader } from '#app/components/ui/page-header'
import { paths } from '#app/config/paths'
import { DataTable } from '#app/components/ui/data-table'
import { StatusBanner } from '#app/components/ui/status-banner'
import { formatPublishDate } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { statPlacementKey } from '#app/lib/plan-texts'
import { planNameKey } from '#app/lib/labels'
import { useArticleStats } from '../api/get-article-stats'
import { useCategoryLabel } from '../api/use-category-label'
import { csvFileName, dailyCsv } from '../utils/csv'
import { ctrOf, formatCtr, lastDays, type PeriodDays } from '../utils/range'
import { CHART_SERIES } from './chart-series'
import { PeriodSelect } from './period-select'

// uPlot comes with the chart, once there are figures to draw.
const DailyChart = lazy(() => import('./daily-chart'))

/**
 * One article's stats page, headed by the article's title (a link to it): totals, a daily chart with
 * its table, placements, promotions, CSV.
 */
export function ArticleStatsView({ articleId, backTo }: { articleId: number; backTo: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  const [days, setDays] = useState<PeriodDays>(30)
  const stats = useArticleStats(articleId, lastDays(days))
  // The title stays in the heading while another period loads.
  const [title, setTitle] = useState<string | null>(null)
  if (stats.data?.title && stats.data.title !== title) setTitle(stats.data.title)
  return (
    <section aria-labelledby={headingId}>
      <PageHeader
        id={headingId}
        size="dashboard"
        title={
          <>
            <span className="block text-sm font-semibold text-slate-600">{t('stats.articleHeading')}</span>{' '}
            {title ? (
              <Link to={paths.article(articleId)} className="text-violet-700 hover:underline">
                {title}
              </Link>
            ) : null}
          </>
        }
      />
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
    </section>
  )
}

function Figures({ stats }: { stats: ArticleStats }) {
  const { t, i18n } = useTranslation()
  const categoryLabel = useCategoryLabel()
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
          <DataTable
            label={t('stats.dailyHeading')}
            caption={t('stats.dailyHeading')}
            className="mt-2 max-h-96 overflow-y-auto"
            testId="daily-table"
            columns={[
              { header: t('stats.columns.date') },
              ...CHART_SERIES.map(({ key }) => ({ header: labels[key], align: 'end' as const })),
            ]}
            rows={stats.daily.map((day) => ({
              key: day.date,
              cells: [
                <time key="date" dateTime={day.date}>
                  {formatPublishDate(day.date, i18n.language)}
                </time>,
                ...CHART_SERIES.map(({ key }) => count(day[key])),
              ],
            }))}
          />
        </details>
      </Card>

      <Card as="section" aria-labelledby="placements-heading">
        <h2 id="placements-heading" className="text-lg font-semibold">
          {t('stats.placementsHeading')}
        </h2>
        <FiguresTable
          label={t('stats.placementsHeading')}
          rows={STAT_PLACEMENTS.flatMap((placement) => {
            const figures = stats.placements[placement]
            return figures ? [{ key: placement, label: t(statPlacementKey(placement)), ...figures }] : []
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
            label={t('stats.promotionsHeading')}
            rows={stats.promotions.map((promotion) => ({
              key: `${promotion.planType}:${promotion.startsAt}`,
              label: [
                t(planNameKey(promotion.planType)),
                categoryLabel(promotion.categorySlug),
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
  label,
  rows,
}: {
  /** The section's heading, naming the table's scrolling region. */
  label: string
  rows: ReadonlyArray<{ key: string; label: string; impressions: number; clicks: number }>
}) {
  const { t, i18n } = useTranslation()
  const count = (value: number) => value.toLocaleString(i18n.language)
  return (
    <DataTable
      label={label}
      caption={label}
      className="mt-2"
      columns={[
        { header: t('stats.columns.title'), hiddenHeader: true },
        ...(['impressions', 'clicks', 'ctr'] as const).map((key) => ({
          header: t(`stats.columns.${key}`),
          align: 'end' as const,
        })),
      ]}
      rows={rows.map((row) => ({
        key: row.key,
        cells: [
          row.label,
          count(row.impressions),
          count(row.clicks),
          formatCtr(ctrOf(row.clicks, row.impressions), i18n.language),
        ],
      }))}
    />
  )
}
