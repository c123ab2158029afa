import type { TFunction } from 'i18next'
import type { MetaDescriptor } from 'react-router'
import { getFixedT, languageFromMatches } from './i18n'

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/**
 * Title and description of a page in the language the root loader chose, e.g.
 * `meta: ({ matches }) => pageMeta(matches, (t) => t('pages.contact'))` gives "Contact Us | Spotlight".
 */
export function pageMeta(
  matches: MetaMatches,
  page: (t: TFunction) => string,
  description?: (t: TFunction) => string,
): MetaDescriptor[] {
  const t = getFixedT(languageFromMatches(matches))
  return [
    { title: t('meta.title', { page: page(t) }) },
    { name: 'description', content: description ? description(t) : t('meta.description') },
  ]
}
