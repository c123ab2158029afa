import { data } from 'react-router'
import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { shareCardPaths } from '@spotlight/shared/domain/share-card'
import { JsonLd } from '#app/components/seo/json-ld'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { listArticles } from '#app/features/articles/api/list-articles'
import {
  firstLanguageOf,
  IN_YOUR_LANGUAGE_COUNT,
  languageFilterOf,
  withoutBodies,
} from '#app/features/articles/utils/article-page'
import { menuEntry } from '#app/lib/category-name'
import { hideUncategorised, listCategories } from '#app/lib/list-categories'
import { listMainSliderSlides } from '#app/features/promotions/api/list-main-slider-slides'
import { HOME_SLIDER, sliderStatPlacement } from '#app/features/promotions/slider-pages'
import { PromotedVideoSlider } from '#app/features/promotions/components/promoted-video-slider'
import { deferHydration } from '#app/lib/defer-hydration'
import { detectLanguage } from '#app/lib/language'
import { pageLoadFailedStatus } from '#app/lib/api-client'
import { absoluteUrl, DEFAULT_SHARE_IMAGE, pageUrl, seoMeta } from '#app/lib/meta'
import { usePublicConfig } from '#app/lib/public-config'
import { serverCallOptions } from '#app/lib/server-api.server'
import { settledValue } from '#app/lib/settled'
import type { Route } from './+types/home'

const LatestArticles = await deferHydration(
  () => import('#app/features/articles/components/latest-articles'),
  'LatestArticles',
)

// "Only in {language}" (links, server-rendered): their code and words stay out of the first load.
const LanguageFilter = await deferHydration(
  () => import('#app/features/articles/components/language-filter'),
  'LanguageFilter',
)

// The reader's language first (server-rendered cards): its code and words stay out of the first load.
const InYourLanguage = await deferHydration(
  () => import('#app/features/articles/components/in-your-language'),
  'InYourLanguage',
)

const CategorySidebar = await deferHydration(
  () => import('#app/features/categories/components/category-sidebar'),
  'CategorySidebar',
)

export async function loader({ context, request }: Route.LoaderArgs) {
  const options = serverCallOptions(context)
  // "Only in ...": `?language=xx` narrows the list (a plain link, so it works before any script runs).
  const language = languageFilterOf(request.url)
  const pageLanguage = detectLanguage(request)
  const first = firstLanguageOf(pageLanguage, language)
  const [articles, slides, categories, inYourLanguage] = await Promise.allSettled([
    listArticles({ language }, options),
    listMainSliderSlides(options),
    listCategories(options),
    first ? listArticles({ language: first, limit: IN_YOUR_LANGUAGE_COUNT }, options) : null,
  ])
  const categoryList = settledValue(categories)
  // The page still renders and says the list could not be loaded; its status tells crawlers and caches
  // that this is no home page to keep (503 while the database is away: come back soon).
  const status = articles.status === 'rejected' ? pageLoadFailedStatus(articles.reason) : 200
  const page = {
    articles: withoutBodies(settledValue(articles)),
    language,
    inYourLanguage: withoutBodies(settledValue(inYourLanguage))?.items ?? [],
    // A failed video load hides the slider: video loads fail silently.
    slides: settledValue(slides) ?? [],
    categories: categoryList ? hideUncategorised(categoryList).map(menuEntry) : [],
    hasCategoriesError: categoryList === null,
    shareImage: shareCardPaths.site('home', pageLanguage),
  }
  return data(page, { status })
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    image: loaderData?.shareImage,
    title: t('home.title'),
    fullTitle: t('home.title'),
    description: t('home.description'),
    path: '/',
  })
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { publicUrl } = usePublicConfig()
  const siteUrl = absoluteUrl(publicUrl, '/')
  // The site in the page's language: its home page's canonical address.
  const homeUrl = pageUrl(publicUrl, i18n.language, '/')
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: t('common.appName'),
            url: homeUrl,
            description: t('home.description'),
            inLanguage: i18n.language,
          },
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: t('common.appName'),
            url: siteUrl,
            logo: absoluteUrl(publicUrl, DEFAULT_SHARE_IMAGE),
          },
        ]}
      />
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-violet-800 via-violet-700 to-fuchsia-700 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 h-96 w-96 rounded-full bg-fuchsia-400/30 blur-3xl"
        />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-violet-200 uppercase">{t('home.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('home.heading')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-violet-100">{t('home.body')}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={paths.featuredArticles} className={buttonClasses('light', undefined, 'large')}>
              {t('home.browseFeatured')}
            </Link>
            <Link to={paths.advertise} className={buttonClasses('inverted', undefined, 'large')}>
              {t('home.advertise')}
            </Link>
          </div>
        </div>
      </section>

      {/* Right under the hero, the slider's poster is the page's largest paint (Lighthouse's phone):
          it gets the high priority, and the first card, further down, waits like the rest. */}
      <PromotedVideoSlider
        slides={loaderData.slides}
        statPlacement={sliderStatPlacement(HOME_SLIDER)}
        className="px-4 pt-10 sm:px-6 lg:px-8"
        isPriority
      />

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 lg:flex-row-reverse lg:px-8">
        <CategorySidebar
          categories={loaderData.categories}
          hasError={loaderData.hasCategoriesError}
          className="lg:w-72 lg:shrink-0"
        />
        <div className="min-w-0 flex-1">
          <InYourLanguage
            path={paths.home}
            articles={loaderData.inYourLanguage}
            hasPriorityImage={loaderData.slides.length === 0}
            placement="LIST"
          />
          <section aria-labelledby="latest-heading" data-stat-placement="LIST">
            <h2 id="latest-heading" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
              {t('home.latestHeading')}
            </h2>
            <LanguageFilter path={paths.home} filter={loaderData.language} />
            <LatestArticles
              firstPage={loaderData.articles}
              hasPriorityImage={loaderData.slides.length === 0 && loaderData.inYourLanguage.length === 0}
              language={loaderData.language}
            />
          </section>
        </div>
      </div>
    </>
  )
}
