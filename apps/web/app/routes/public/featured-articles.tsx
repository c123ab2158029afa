import { deferHydration } from '#app/lib/defer-hydration'
import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { listFeaturedArticles } from '#app/features/articles/api/list-featured-articles'
import { ArticleGrid, ListNotice } from '#app/features/articles/components/article-grid'
import { seoMeta } from '#app/lib/meta'
import { serverCallOptions } from '#app/lib/server-api.server'
import type { Route } from './+types/featured-articles'

// "Newest" and "Top rated" (links, server-rendered): their code and words stay out of the first load.
const OrderLinks = await deferHydration(() => import('#app/features/articles/components/order-links'), 'OrderLinks')

export async function loader({ context, request }: Route.LoaderArgs) {
  const order: 'newest' | 'top' = new URL(request.url).searchParams.get('sort') === 'top' ? 'top' : 'newest'
  try {
    return { featured: await listFeaturedArticles(serverCallOptions(context), order), order }
  } catch (error) {
    console.error('featured loader failed', error)
    return { featured: null, order }
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    title: t('articles.featuredHeading'),
    description: t('articles.featuredIntro'),
    path: paths.featuredArticles,
  })
}

export default function FeaturedArticlesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { featured } = loaderData
  return (
    <section
      className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      aria-labelledby="page-title"
      data-stat-placement="FEATURED"
    >
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('articles.featuredHeading')}
      </h1>
      <p className="mt-3 mb-8 text-lg text-slate-600">{t('articles.featuredIntro')}</p>
      <OrderLinks path={paths.featuredArticles} order={loaderData.order} />
      {featured === null ? (
        <ListNotice tone="error">{t('articles.featuredError')}</ListNotice>
      ) : featured.length === 0 ? (
        <ListNotice>{t('articles.featuredEmpty')}</ListNotice>
      ) : (
        <ArticleGrid articles={featured} hasPriorityImage headingLevel={2} isPromoted />
      )}
    </section>
  )
}
