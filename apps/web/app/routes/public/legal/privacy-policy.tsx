import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { seoMeta } from '#app/lib/meta'
import { LegalPage } from './+shared/legal-page'
import { useLegalText } from './+shared/legal-text'
import type { Route } from './+types/privacy-policy'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    title: t('pages.privacyPolicy'),
    description: t('pages.privacyPolicyDescription'),
    path: paths.privacyPolicy,
  })
}

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'] as const

/** Spec "Legal pages": the privacy policy's ten sections. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation()
  const text = useLegalText()
  return (
    <LegalPage
      title={t('pages.privacyPolicy')}
      intro={text.privacy.intro}
      sections={SECTIONS.map((key) => ({
        id: `privacy-${key}`,
        title: text.privacy[`${key}Title`],
        body: text.privacy[`${key}Body`],
      }))}
    />
  )
}
