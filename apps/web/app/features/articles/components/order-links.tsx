import { Link } from '#app/components/ui/link'
import { paths } from '#app/config/paths'
import { loadReaderStrings, useTranslation } from '#app/lib/i18n'
import type { Language } from '@spotlight/shared/domain/languages'
import { TOP_RATED_PRIOR_COUNT, TOP_RATED_PRIOR_STARS } from '@spotlight/shared/domain/reviews'
import { listHref } from './language-filter'

// Its words arrive with its code, after the page's first load (the first-load budget).
await loadReaderStrings()

const IDLE = 'rounded-full border border-slate-200 px-3 py-1 text-slate-700 hover:bg-slate-50'
const ACTIVE = 'rounded-full border border-violet-300 bg-violet-50 px-3 py-1 font-semibold text-violet-800'

/**
 * "Newest" and "Top rated" as links (no JavaScript needed), and under "Top rated" the ranking rule
 * in plain words (its figures from the rule itself), linked to the How it works page's ratings section.
 */
export function OrderLinks({
  path,
  order,
  language = null,
}: {
  path: string
  order: 'newest' | 'top'
  /** The list's language filter, which either order keeps. */
  language?: Language | null
}) {
  const { t } = useTranslation()
  return (
    <div className="mb-6 flex flex-col gap-2">
      <nav aria-label={t('reviewsPage.orderLabel')} className="flex flex-wrap gap-2 text-sm">
        <Link
          to={listHref(path, { language })}
          aria-current={order === 'newest' ? 'true' : undefined}
          className={order === 'newest' ? ACTIVE : IDLE}
        >
          {t('reviewsPage.orderNewest')}
        </Link>
        <Link
          to={listHref(path, { order: 'top', language })}
          aria-current={order === 'top' ? 'true' : undefined}
          className={order === 'top' ? ACTIVE : IDLE}
        >
          {t('reviewsPage.orderTop')}
        </Link>
      </nav>
      {order === 'top' && (
        <p className="text-sm text-slate-600">
          {t('reviewsPage.topRatedRule', { count: TOP_RATED_PRIOR_COUNT, stars: TOP_RATED_PRIOR_STARS })}{' '}
          <Link to={paths.howItWorks('ratings')} className="font-medium text-violet-700 underline">
            {t('reviewsPage.topRatedLink')}
          </Link>
        </p>
      )}
    </div>
  )
}
