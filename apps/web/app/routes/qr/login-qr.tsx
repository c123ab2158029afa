import { useTranslation } from 'react-i18next'
import { redirect } from 'react-router'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { paths } from '#app/config/paths'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/login-qr'

// The phone-side page only makes sense with the code from the desktop's QR (spec "login-qr").
export function loader({ request }: Route.LoaderArgs) {
  if (!new URL(request.url).searchParams.get('code')) throw redirect(paths.home)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('pages.loginQr')),
  { name: 'robots', content: 'noindex' },
]

export default function LoginQrPage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.loginQr')} />
}
