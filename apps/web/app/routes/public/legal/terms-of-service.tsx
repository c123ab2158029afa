import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { seoMeta } from '#app/lib/meta'
import { LegalPage } from './+shared/legal-page'
import { detectLanguage } from '#app/lib/language'
import { legalText } from './+shared/legal-text'
import type { Route } from './+types/terms-of-service'

export function loader({ request }: Route.LoaderArgs) {
  const legal = legalText(detectLanguage(request))
  return { text: legal.terms, notice: legal.notice.englishPrevails }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    title: t('pages.termsOfService'),
    description: loaderData?.text.description ?? '',
    path: paths.termsOfService,
  })
}

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const

/** Legal pages: the terms' nine sections and their stated rules. */
export default function TermsOfServicePage({ loaderData: { text, notice } }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <LegalPage
      title={t('pages.termsOfService')}
      intro={text.intro}
      notice={notice}
      sections={SECTIONS.map((key) => ({
        id: `terms-${key}`,
        title: text[`${key}Title`],
        body: text[`${key}Body`],
      }))}
    />
  )
}
