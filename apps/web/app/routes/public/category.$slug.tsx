import { DEFAULT_LANGUAGE } from '@spotlight/shared/domain/languages'
import { titleCaseSlug } from '@spotlight/shared/domain/slug'
import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { data, isRouteErrorResponse, redirect } from 'react-router'
import { breadcrumbList, JsonLd } from '#app/components/seo/json-ld'
import { paths } from '#app/config/paths'
import { listCategoryArticles } from '#app/features/articles/api/list-category-articles'
import {
  firstLanguageOf,
  IN_YOUR_LANGUAGE_COUNT,
  languageFilterOf,
  withoutBodies,
} from '#app/features/articles/utils/article-page'
import { getCategoryBySlug } from '#app/features/categories/api/get-category'
import { hideUncategorised, listCategories } from '#app/lib/list-categories'
import { CategoryHeader } from '#app/features/categories/components/category-header'
import { listCategorySliderSlides } from '#app/features/promotions/api/list-category-slider-slides'
import { CATEGORY_PAGE_SLIDER, sliderStatPlacement } from '#app/features/promotions/slider-pages'
import { PromotedVideoSlider } from '#app/features/promotions/components/promoted-video-slider'
import { ApiError, pageLoadFailedStatus } from '#app/lib/api-client'
import { deferHydration } from '#app/lib/defer-hydration'
import { atSameAddress, detectLanguage } from '#app/lib/language'
import { pageUrl, seoMeta } from '#app/lib/meta'
import { usePublicConfig } from '#app/lib/public-config'
import { serverCallOptions } from '#app/lib/server-api.server'
import { settledValue } from '#app/lib/settled'
import { HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'
import { shareCardPaths } from '@spotlight/shared/domain/share-card'
import { PageError } from '#app/components/layouts/page-error'
import type { Route } from './+types/category.$slug'
import { categoryDescription, categoryName, menuEntry } from '#app/lib/category-name'

// "Newest" and "Top rated" (links, server-rendered): their code and words stay out of the first load.
const OrderLinks = await deferHydration(() => import('#app/features/articles/components/order-links'), 'OrderLinks')

// "Only in {language}" (links, server-rendered): their code and words stay out of the first load.
const LanguageFilter = await deferHydration(
  () => import('#app/features/articles/components/language-filter'),
  'LanguageFilter',
)

/** As the API's redirect: a while, not for ever (a new category may take the former slug back). */
const FORMER_SLUG_CACHE_CONTROL = 'public, max-age=300'

const LatestArticles = await deferHydration(
  () => import('#app/features/articles/components/latest-articles'),
  'LatestArticles',
)

// Following the category: a form first, its code after the first load.
const FollowButton = await deferHydration(
  () => import('#app/features/follows/components/follow-button'),
  'FollowButton',
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

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const options = serverCallOptions(context)
  const order: 'newest' | 'top' = new URL(request.url).searchParams.get('sort') === 'top' ? 'top' : 'newest'
  const language = languageFilterOf(request.url)
  if (params.slug === HIDDEN_CATEGORY_SLUG) throw data({ code: 'CATEGORY_NOT_FOUND' }, { status: 404 })
  const pageLanguage = detectLanguage(request)
  const first = firstLanguageOf(pageLanguage, language, order)
  const [category, articles, slides, categories, inYourLanguage] = await Promise.allSettled([
    getCategoryBySlug(params.slug, options),
    listCategoryArticles(params.slug, { order, language }, options),
    listCategorySliderSlides(params.slug, options),
    listCategories(options),
    first ? listCategoryArticles(params.slug, { language: first, limit: IN_YOUR_LANGUAGE_COUNT }, options) : null,
  ])
  if (category.status === 'rejected') {
    const error = category.reason
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ code: 'CATEGORY_NOT_FOUND' }, { status: 404 })
    }
    console.error('category loader failed', error)
    throw data({ code: 'CATEGORY_LOAD_FAILED' }, { status: pageLoadFailedStatus(error) })
  }
  // A former slug (the API followed its redirect to the category): the page lives at the current one now.
  if (category.value.slug !== params.slug)
    throw redirect(atSameAddress(request, paths.category(category.value.slug)), {
      status: 301,
      headers: { 'Cache-Control': FORMER_SLUG_CACHE_CONTROL },
    })
  const categoryList = settledValue(categories)
  return {
    category: category.value,
    // The heading's name, title-cased from the slug here so the slug rules stay out of the first load.
    slugTitle: titleCaseSlug(category.value.slug),
    shareImage: shareCardPaths.category(category.value, pageLanguage),
    articles: withoutBodies(settledValue(articles)),
    inYourLanguage: withoutBodies(settledValue(inYourLanguage))?.items ?? [],
    order,
    language,
    slides: settledValue(slides) ?? [],
    categories: categoryList ? hideUncategorised(categoryList).map(menuEntry) : [],
    hasCategoriesError: categoryList === null,
  }
}

/** The list's heading names the category as the spec does in English (its slug, title-cased), by its own name in the others. */
function headingName(page: { category: Parameters<typeof categoryName>[0]; slugTitle: string }, language: string) {
  return language === DEFAULT_LANGUAGE ? page.slugTitle : categoryName(page.category, language)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const t = getFixedT(languageFromMatches(matches))
  if (!loaderData) {
    return seoMeta(matches, {
      title: t('categories.notFoundTitle'),
      description: t('categories.notFoundBody'),
      path: paths.category(params.slug),
      noIndex: true,
    })
  }
  const { category } = loaderData
  const language = languageFromMatches(matches)
  return seoMeta(matches, {
    title: `${categoryName(category, language)} — ${t('pages.categoryHeading', { name: headingName(loaderData, language) })}`,
    description: categoryDescription(category, language) || t('categories.defaultDescription'),
    path: paths.category(category.slug),
    image: loaderData.shareImage,
    imageAlt: categoryName(category, language),
  })
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { publicUrl } = usePublicConfig()
  const { category } = loaderData
  return (
    <>
      <JsonLd
        data={breadcrumbList([
          { name: t('articles.breadcrumbHome'), url: pageUrl(publicUrl, i18n.language, paths.home) },
          {
            name: categoryName(category, i18n.language),
            url: pageUrl(publicUrl, i18n.language, paths.category(category.slug)),
          },
        ])}
      />
      <CategoryHeader category={category} />
      <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <FollowButton target={{ kind: 'categories', id: category.slug }} name={categoryName(category, i18n.language)} />
      </div>
      <PromotedVideoSlider
        slides={loaderData.slides}
        statPlacement={sliderStatPlacement(CATEGORY_PAGE_SLIDER)}
        className="px-4 pt-10 sm:px-6 lg:px-8"
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 lg:flex-row-reverse lg:px-8">
        <CategorySidebar
          categories={loaderData.categories}
          hasError={loaderData.hasCategoriesError}
          className="hidden lg:block lg:w-72 lg:shrink-0"
        />
        <div className="min-w-0 flex-1">
          <InYourLanguage
            path={paths.category(category.slug)}
            articles={loaderData.inYourLanguage}
            placement="CATEGORY"
          />
          <section aria-labelledby="category-articles-heading" data-stat-placement="CATEGORY">
            <h2 id="category-articles-heading" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
              {t('pages.categoryHeading', { name: headingName(loaderData, i18n.language) })}
            </h2>
            <OrderLinks path={paths.category(category.slug)} order={loaderData.order} language={loaderData.language} />
            <LanguageFilter
              path={paths.category(category.slug)}
              filter={loaderData.language}
              order={loaderData.order}
            />
            <LatestArticles
              firstPage={loaderData.articles}
              categorySlug={category.slug}
              order={loaderData.order}
              language={loaderData.language}
            />
          </section>
        </div>
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <PageError
      id="category-error"
      title={isNotFound ? t('categories.notFoundTitle') : t('errors.title')}
      hint={isNotFound ? t('categories.notFoundBody') : t('errors.body')}
    />
  )
}
