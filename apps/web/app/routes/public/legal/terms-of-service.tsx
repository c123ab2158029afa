import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { seoMeta } from '#app/lib/meta'
import { LegalPage } from './+shared/legal-page'
import { detectLanguage } from '#app/lib/language'
import { legalText } from './+shared/legal-text'
import type { Route } from './+types/terms-of-service'

export function loader({ request }: Route.LoaderArgs) {
  return { text: legalText(detectLanguage(request.headers)).terms }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    title: t('pages.termsOfService'),
    description: t('pages.termsOfServiceDescription'),
    path: paths.termsOfService,
  })
}

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const

/** Spec "Legal pages": the terms' nine sections and their stated rules. */
export default function TermsOfServicePage({ loaderData: { text } }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <LegalPage
      title={t('pages.termsOfService')}
      intro={text.intro}
      sections={SECTIONS.map((key) => ({
        id: `terms-${key}`,
        title: text[`${key}Title`],
        body: text[`${key}Body`],
      }))}
    />
  )
}
