import type { RatingSummary } from '@spotlight/shared/schemas/rating-summary'
import { plural, useTranslation } from '#app/lib/i18n'

/**
 * A card's rating: a star, the average and the count ("★ 4.5 (12)"), read out as a sentence.
 * Nothing before the first published review.
 */
export function RatingBadge({ rating, className }: { rating: RatingSummary | undefined; className?: string }) {
  const { t, i18n } = useTranslation()
  if (!rating || rating.count === 0) return null
  const average = rating.average.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <p className={className} data-testid="rating-badge">
      <span className="sr-only">
        {t(plural(i18n.language, rating.count, { one: 'reviews.ratingLabelOne', other: 'reviews.ratingLabel' }), {
          average,
          count: rating.count,
        })}
      </span>
      <span aria-hidden="true" className="inline-flex items-center gap-1 text-xs font-semibold text-slate-700">
        <span className="text-amber-500">★</span>
        {average}
        <span className="font-normal text-slate-500">({rating.count})</span>
      </span>
    </p>
  )
}
