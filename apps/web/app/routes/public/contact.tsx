import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { deferHydration } from '#app/lib/defer-hydration'
import { seoMeta } from '#app/lib/meta'
import type { Route } from './+types/contact'

// The form hydrates on its own once its code (react-hook-form, ~13 KB gzip) is here, so the page's
// first load stays within its 120 KB budget (decision 0005). Until then its fields take typing, which the form keeps,
// and its submit button is disabled, as the server rendered it.
const ContactForm = await deferHydration(() => import('#app/features/contact/components/contact-form'), 'ContactForm')

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, { title: t('contact.heading'), description: t('contact.intro'), path: paths.contact })
}

export default function ContactPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('contact.heading')}
      </h1>
      <p className="mt-3 mb-8 text-lg text-slate-600">{t('contact.intro')}</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ContactForm />
      </div>
    </section>
  )
}
