import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { seoMeta } from '#app/lib/meta'
import { LegalPage } from './+shared/legal-page'
import { detectLanguage } from '#app/lib/language'
import { legalText } from './+shared/legal-text'
import type { Route } from './+types/cookie-policy'

export function loader({ request }: Route.LoaderArgs) {
  const legal = legalText(detectLanguage(request))
  return { text: legal.cookies, notice: legal.notice.englishPrevails }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    title: t('pages.cookiePolicy'),
    description: loaderData?.text.description ?? '',
    path: paths.cookiePolicy,
  })
}

/** Where each common browser explains how to block and delete cookies. */
const BROWSER_HELP = [
  { name: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647' },
  { name: 'Mozilla Firefox', href: 'https://support.mozilla.org/kb/enhanced-tracking-protection-firefox-desktop' },
  { name: 'Apple Safari', href: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac' },
  {
    name: 'Microsoft Edge',
    href: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
  { name: 'Opera', href: 'https://help.opera.com/en/latest/web-preferences/#cookies' },
] as const

/** Legal pages: technical, analytics and third-party cookies, plus browser links. */
export default function CookiePolicyPage({ loaderData: { text, notice } }: Route.ComponentProps) {
  const { t } = useTranslation()
  const section = (id: 'technical' | 'analytics' | 'thirdParty' | 'browser') => ({
    id: `cookies-${id}`,
    title: text[`${id}Title`],
    body: text[`${id}Body`],
  })
  return (
    <LegalPage
      title={t('pages.cookiePolicy')}
      intro={text.intro}
      notice={notice}
      sections={[
        section('technical'),
        section('analytics'),
        section('thirdParty'),
        {
          ...section('browser'),
          extra: (
            <ul className="mt-3 list-disc pl-6 text-slate-700">
              {BROWSER_HELP.map((browser) => (
                <li key={browser.name} className="mt-1">
                  <a
                    href={browser.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-violet-700 underline"
                  >
                    {browser.name}
                  </a>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  )
}
