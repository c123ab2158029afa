import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/category.$slug'

/** "social-and-community" → "Social And Community" (the spec titles the page from the slug). */
const titleCaseSlug = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(
    matches,
    (t) => t('pages.categoryHeading', { name: titleCaseSlug(params.slug) }),
    (t) => t('pages.categoryIntro'),
  )

export default function CategoryPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <PagePlaceholder
      title={t('pages.categoryHeading', { name: titleCaseSlug(params.slug) })}
      intro={t('pages.categoryIntro')}
    />
  )
}
