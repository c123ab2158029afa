import { useTranslation } from '#app/lib/i18n'
import { ContactInbox } from '#app/features/contact/components/contact-inbox'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/inbox'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('inbox.heading')),
  { name: 'robots', content: 'noindex' },
]

export default function AdminInboxPage() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title" className="mb-6 text-2xl font-bold text-slate-900">
        {t('inbox.heading')}
      </h1>
      <ContactInbox />
    </section>
  )
}
