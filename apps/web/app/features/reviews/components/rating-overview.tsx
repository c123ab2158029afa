import type { ArticleRating } from '@spotlight/shared/schemas/reviews'
import { plural, useTranslation } from '#app/lib/i18n'

const STARS = ['5', '4', '3', '2', '1'] as const

/** The average, the count and how many ratings of each star, as bars with their figures in words. */
export function RatingOverview({ rating }: { rating: ArticleRating }) {
  const { t, i18n } = useTranslation()
  const average = rating.average.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <div className="flex flex-wrap items-center gap-6" data-testid="rating-overview">
      <p className="flex flex-col items-center">
        <span className="text-4xl font-extrabold text-slate-900">{average}</span>
        <span className="text-sm text-slate-600">{t('reviewsPage.outOf')}</span>
        <span className="text-sm text-slate-600">
          {t(plural(i18n.language, rating.count, { one: 'reviewsPage.countOne', other: 'reviewsPage.count' }), {
            count: rating.count,
          })}
        </span>
      </p>
      <ul className="min-w-48 flex-1 space-y-1" aria-label={t('reviewsPage.heading')}>
        {STARS.map((stars) => {
          const count = rating.distribution[stars]
          const share = rating.count === 0 ? 0 : Math.round((count / rating.count) * 100)
          const rowKey = plural(i18n.language, Number(stars), {
            one: 'reviewsPage.starsRowOne',
            other: 'reviewsPage.starsRow',
          })
          return (
            <li key={stars} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="sr-only">{t(rowKey, { stars, count })}</span>
              <span aria-hidden="true" className="w-6 text-right">
                {stars}★
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 text-right tabular-nums">
                {count}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
