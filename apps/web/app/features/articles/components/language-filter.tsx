import { Link } from '#app/components/ui/link'
import { loadReaderStrings, useTranslation } from '#app/lib/i18n'
import { type Language, languageInfo } from '#app/lib/language'
import type { ArticleOrder } from '../utils/article-page'

// Its words arrive with its code, after the page's first load (the first-load budget), as the order links'.
await loadReaderStrings()

const IDLE = 'rounded-full border border-slate-200 px-3 py-1 text-slate-700 hover:bg-slate-50'
const ACTIVE = 'rounded-full border border-violet-300 bg-violet-50 px-3 py-1 font-semibold text-violet-800'

/** A list's address with its order and language filter (newest first and every language left unsaid). */
export function listHref(path: string, { order, language }: { order?: ArticleOrder; language?: Language | null }) {
  const params = new URLSearchParams()
  if (order === 'top') params.set('sort', 'top')
  if (language) params.set('language', language)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * "All languages" and "Only in {the reader's language}" as plain links (no JavaScript needed: the
 * loader reads `?language=`). A filter on another language (a shared link) shows as a third, current one.
 */
export function LanguageFilter({
  path,
  filter,
  order = 'newest',
}: {
  path: string
  filter: Language | null
  order?: ArticleOrder
}) {
  const { t, i18n } = useTranslation()
  const own = i18n.language
  return (
    <nav aria-label={t('languageFilter.label')} className="mb-6 flex flex-wrap gap-2 text-sm">
      <Link
        to={listHref(path, { order })}
        aria-current={filter === null ? 'true' : undefined}
        className={filter === null ? ACTIVE : IDLE}
      >
        {t('languageFilter.all')}
      </Link>
      <Link
        to={listHref(path, { order, language: own })}
        aria-current={filter === own ? 'true' : undefined}
        className={filter === own ? ACTIVE : IDLE}
      >
        {t('languageFilter.onlyMine')}
      </Link>
      {filter && filter !== own && (
        <Link to={listHref(path, { order, language: filter })} aria-current="true" lang={filter} className={ACTIVE}>
          {languageInfo(filter).nativeName}
        </Link>
      )}
    </nav>
  )
}
