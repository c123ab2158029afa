import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { getFixedT, languageFromMatches } from '#app/lib/i18n'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = getFixedT(languageFromMatches(matches))
  return [{ title: t('home.title') }, { name: 'description', content: t('meta.description') }]
}

export default function HomePage() {
  const { t } = useTranslation()
  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-violet-800 via-violet-700 to-fuchsia-700 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 h-96 w-96 rounded-full bg-fuchsia-400/30 blur-3xl"
        />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-violet-200 uppercase">{t('home.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('home.heading')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-violet-100">{t('home.body')}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link
              to={paths.featuredArticles}
              className={buttonClasses('secondary', 'border-transparent px-6 py-3 text-base')}
            >
              {t('home.browseFeatured')}
            </Link>
            <Link
              to={paths.advertise}
              className={buttonClasses(
                'ghost',
                'px-6 py-3 text-base text-white ring-1 ring-white/40 hover:bg-white/10 hover:text-white',
              )}
            >
              {t('home.advertise')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="latest-heading" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="latest-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('home.latestHeading')}
        </h2>
        <p className="mt-6 rounded-xl border border-dashed border-violet-200 bg-violet-50/60 p-6 text-violet-900">
          {t('home.latestSoon')}
        </p>
      </section>
    </>
  )
}
