import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { seoMeta } from '#app/lib/meta'
import { LegalPage } from './+shared/legal-page'
import { detectLanguage } from '#app/lib/language'
import { legalText } from './+shared/legal-text'
import type { Route } from './+types/privacy-policy'

export function loader({ request }: Route.LoaderArgs) {
  const legal = legalText(detectLanguage(request))
  return { text: legal.privacy, notice: legal.notice.englishPrevails }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    title: t('pages.privacyPolicy'),
    description: loaderData?.text.description ?? '',
    path: paths.privacyPolicy,
  })
}

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'] as const

/** Legal pages: the privacy policy's ten sections. */
export default function PrivacyPolicyPage({ loaderData: { text, notice } }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <LegalPage
      title={t('pages.privacyPolicy')}
      intro={text.intro}
      notice={notice}
      sections={SECTIONS.map((key) => ({
        id: `privacy-${key}`,
        title: text[`${key}Title`],
        body: text[`${key}Body`],
      }))}
    />
  )
}
