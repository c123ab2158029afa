import { titleCaseSlug } from '@spotlight/shared/domain/slug'
import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { data, isRouteErrorResponse } from 'react-router'
import { breadcrumbList, JsonLd } from '#app/components/seo/json-ld'
import { paths } from '#app/config/paths'
import { listCategoryArticles, withoutBodies } from '#app/features/articles/api/list-articles'
import { getCategoryBySlug } from '#app/features/categories/api/get-category'
import { hideUncategorised, listCategories } from '#app/lib/list-categories'
import { CategoryHeader } from '#app/features/categories/components/category-header'
import { listCategorySliderSlides } from '#app/features/promotions/api/list-promoted-videos'
import { PromotedVideoSlider } from '#app/features/promotions/components/promoted-video-slider'
import { ApiError } from '#app/lib/api-client'
import { deferHydration } from '#app/lib/defer-hydration'
import { detectLanguage } from '#app/lib/language'
import { absoluteUrl, seoMeta } from '#app/lib/meta'
import { usePublicConfig } from '#app/lib/public-config'
import { serverCallOptions } from '#app/lib/server-api.server'
import { settledValue } from '#app/lib/settled'
import { HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'
import { shareCardPaths } from '@spotlight/shared/domain/share-card'
import { PageError } from '#app/components/layouts/page-error'
import type { Route } from './+types/category.$slug'
import { categoryDescription, categoryName, menuEntry } from '#app/lib/category-name'

const LatestArticles = await deferHydration(
  () => import('#app/features/articles/components/latest-articles'),
  'LatestArticles',
)

const CategorySidebar = await deferHydration(
  () => import('#app/features/categories/components/category-sidebar'),
  'CategorySidebar',
)

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const options = serverCallOptions(context)
  if (params.slug === HIDDEN_CATEGORY_SLUG) throw data({ code: 'CATEGORY_NOT_FOUND' }, { status: 404 })
  const [category, articles, slides, categories] = await Promise.allSettled([
    getCategoryBySlug(params.slug, options),
    listCategoryArticles(params.slug, {}, options),
    listCategorySliderSlides(params.slug, options),
    listCategories(options),
  ])
  if (category.status === 'rejected') {
    const error = category.reason
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ code: 'CATEGORY_NOT_FOUND' }, { status: 404 })
    }
    console.error('category loader failed', error)
    throw data({ code: 'CATEGORY_LOAD_FAILED' }, { status: 502 })
  }
  const categoryList = settledValue(categories)
  return {
    category: category.value,
    // The heading's name, title-cased from the slug here so the slug rules stay out of the first load.
    slugTitle: titleCaseSlug(category.value.slug),
    shareImage: shareCardPaths.category(category.value, detectLanguage(request.headers)),
    articles: withoutBodies(settledValue(articles)),
    slides: settledValue(slides) ?? [],
    categories: categoryList ? hideUncategorised(categoryList).map(menuEntry) : [],
    hasCategoriesError: categoryList === null,
  }
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
    title: `${categoryName(category, language)} — ${t('pages.categoryHeading', { name: loaderData.slugTitle })}`,
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
          { name: t('articles.breadcrumbHome'), url: absoluteUrl(publicUrl, paths.home) },
          { name: categoryName(category, i18n.language), url: absoluteUrl(publicUrl, paths.category(category.slug)) },
        ])}
      />
      <CategoryHeader category={category} />
      <PromotedVideoSlider
        slides={loaderData.slides}
        statPlacement="CATEGORY_SLIDER"
        className="px-4 pt-10 sm:px-6 lg:px-8"
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 lg:flex-row-reverse lg:px-8">
        <CategorySidebar
          categories={loaderData.categories}
          hasError={loaderData.hasCategoriesError}
          className="hidden lg:block lg:w-72 lg:shrink-0"
        />
        <section aria-labelledby="category-articles-heading" className="min-w-0 flex-1" data-stat-placement="CATEGORY">
          <h2 id="category-articles-heading" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
            {t('pages.categoryHeading', { name: loaderData.slugTitle })}
          </h2>
          <LatestArticles firstPage={loaderData.articles} categorySlug={category.slug} />
        </section>
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
