import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { data, isRouteErrorResponse } from 'react-router'
import { shareCardPaths } from '@spotlight/shared/domain/share-card'
import { breadcrumbList, JsonLd } from '#app/components/seo/json-ld'
import { paths } from '#app/config/paths'
import { ArticleDetail } from '#app/components/article/article-detail'
import { getArticle, parseArticleId } from '#app/features/articles/api/get-article'
import { listRelatedArticles } from '#app/features/search/api/search'
import { ApiError } from '#app/lib/api-client'
import { detectLanguage } from '#app/lib/language'
import { absoluteUrl, seoMeta } from '#app/lib/meta'
import { usePublicConfig } from '#app/lib/public-config'
import { serverCallOptions } from '#app/lib/server-api.server'
import { deferHydration } from '#app/lib/defer-hydration'
import { PageError } from '#app/components/layouts/page-error'
import type { Route } from './+types/articles.$id'
import { categoryName } from '#app/lib/category-name'

// The share button and the Pi Browser's links-out: their code arrives after the page's first load.
const ArticleShare = await deferHydration(() => import('#app/features/share/components/article-share'), 'ArticleShare')
// Links to other articles, complete as server HTML: their code stays out of the first load too.
const RelatedArticles = await deferHydration(
  () => import('#app/features/search/components/related-articles'),
  'RelatedArticles',
)

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseArticleId(params.id)
  // Not an id at all, or no such published article: the spec's failure message with HTTP 404.
  if (id === null) throw data({ code: 'ARTICLE_NOT_FOUND' }, { status: 404 })
  const options = serverCallOptions(context)
  // Asked at once beside the article; none (not public, or failed) simply shows no related list.
  const related = listRelatedArticles(id, options).catch(() => [])
  try {
    const article = await getArticle(id, options)
    return {
      article,
      shareImage: shareCardPaths.article(article, detectLanguage(request.headers)),
      related: await related,
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ code: error.code }, { status: 404 })
    console.error('article loader failed', error)
    throw data({ code: 'ARTICLE_LOAD_FAILED' }, { status: 502 })
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const t = getFixedT(languageFromMatches(matches))
  if (!loaderData) {
    return [
      ...seoMeta(matches, {
        title: t('articles.loadFailed'),
        description: t('articles.notFoundHint'),
        path: paths.article(params.id),
        noIndex: true,
      }),
    ]
  }
  const { article } = loaderData
  return seoMeta(matches, {
    title: article.title,
    description: article.description,
    path: paths.article(article.id),
    image: loaderData.shareImage,
    imageAlt: article.title,
    type: 'article',
    publishedTime: article.publishDate,
  })
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { publicUrl } = usePublicConfig()
  const { article } = loaderData
  const url = absoluteUrl(publicUrl, paths.article(article.id))
  const crumbs = [
    { name: t('articles.breadcrumbHome'), url: absoluteUrl(publicUrl, paths.home) },
    ...(article.category
      ? [
          {
            name: categoryName(article.category, i18n.language),
            url: absoluteUrl(publicUrl, paths.category(article.category.slug)),
          },
        ]
      : []),
    { name: article.title, url },
  ]
  return (
    // Links to other sites in here open in the phone's browser inside the Pi Browser (ArticleShare).
    <div className="px-4 py-10 sm:px-6 lg:px-8 lg:py-14" data-outbound-links="">
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            description: article.description,
            ...(article.headerImage ? { image: [absoluteUrl(publicUrl, article.headerImage)] } : {}),
            datePublished: article.publishDate,
            author: { '@type': 'Organization', name: article.company },
            publisher: { '@type': 'Organization', name: t('common.appName'), url: absoluteUrl(publicUrl, '/') },
            mainEntityOfPage: { '@type': 'WebPage', '@id': url },
            ...(article.category ? { articleSection: article.category.name } : {}),
          },
          breadcrumbList(crumbs),
        ]}
      />
      <ArticleShare title={article.title} url={url} />
      <ArticleDetail article={article} statId={article.id} />
      <RelatedArticles articles={loaderData.related} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <PageError
      id="article-error"
      isAlert
      title={t('articles.loadFailed')}
      hint={isNotFound ? t('articles.notFoundHint') : undefined}
    />
  )
}
