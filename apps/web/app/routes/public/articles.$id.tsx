import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { data, isRouteErrorResponse } from 'react-router'
import { shareCardPaths } from '@spotlight/shared/domain/share-card'
import { articleJsonLd, breadcrumbList, JsonLd, softwareApplicationJsonLd } from '#app/components/seo/json-ld'
import { isReviewSort } from '@spotlight/shared/domain/reviews'
import { getRating } from '#app/features/reviews/api/get-rating'
import { listReviews } from '#app/features/reviews/api/list-reviews'
import { paths } from '#app/config/paths'
import { getArticle, parseArticleId } from '#app/features/articles/api/get-article'
import { listRelatedArticles } from '#app/features/search/api/list-related-articles'
import { withCategoryNames } from '#app/features/search/category-names'
import { listCategories } from '#app/lib/list-categories'
import { ApiError, pageLoadFailedStatus } from '#app/lib/api-client'
import { detectLanguage } from '#app/lib/language'
import { absoluteUrl, pageUrl, seoMeta } from '#app/lib/meta'
import { usePublicConfig } from '#app/lib/public-config'
import { serverCallOptions } from '#app/lib/server-api.server'
import { deferHydration } from '#app/lib/defer-hydration'
import { PageError } from '#app/components/layouts/page-error'
import type { Route } from './+types/articles.$id'
import { categoryName, menuEntry } from '#app/lib/category-name'

// The article itself is server HTML whose links work as they are: hydrating it in a task of its own,
// apart from the page's chrome, keeps each of the slow phone's tasks short (Lighthouse's blocking
// time). After a client-side navigation it arrives after the page view: the stats count it then.
const ArticleDetail = await deferHydration(() => import('#app/components/article/article-detail'), 'ArticleDetail')
// The share button and the Pi Browser's links-out: their code arrives after the page's first load.
const ArticleShare = await deferHydration(() => import('#app/features/share/components/article-share'), 'ArticleShare')
// The report control: a plain button in the server HTML; its panel loads on the first tap.
const ReportControl = await deferHydration(
  () => import('#app/features/reports/components/report-control'),
  'ReportControl',
)
const ReviewReportControl = await deferHydration(
  () => import('#app/features/reports/components/report-control'),
  'ReviewReportControl',
)
// Links to other articles, complete as server HTML: their code stays out of the first load too.
const RelatedArticles = await deferHydration(
  () => import('#app/features/search/components/related-articles'),
  'RelatedArticles',
)

// An article's ratings and reviews, server-rendered; the forms inside load only when opened.
const ReviewsSection = await deferHydration(
  () => import('#app/features/reviews/components/reviews-section'),
  'ReviewsSection',
)

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseArticleId(params.id)
  // Not an id at all, or no such published article: the article's failure message with HTTP 404.
  if (id === null) throw data({ code: 'ARTICLE_NOT_FOUND' }, { status: 404 })
  const options = serverCallOptions(context)
  // Asked at once beside the article; none (not public, or failed) simply shows no related list.
  const related = listRelatedArticles(id, options).catch(() => [])
  // The related cards' categories named in the page's language (a search answer carries English names only).
  const categories = listCategories(options).catch(() => [])
  // ?sort= and ?reviewsCursor= page the reviews without JavaScript; a failed read shows no reviews.
  const search = new URL(request.url).searchParams
  const requestedSort = search.get('sort')
  const sort = isReviewSort(requestedSort) ? requestedSort : 'helpful'
  const reviews = listReviews(id, { sort, cursor: search.get('reviewsCursor') }, options).catch(() => null)
  const rating = getRating(id, options).catch(() => null)
  try {
    const article = await getArticle(id, options)
    return {
      article,
      shareImage: shareCardPaths.article(article, detectLanguage(request)),
      related: withCategoryNames(await related, (await categories).map(menuEntry)),
      reviews: await reviews,
      rating: await rating,
      sort,
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ code: error.code }, { status: 404 })
    console.error('article loader failed', error)
    throw data({ code: 'ARTICLE_LOAD_FAILED' }, { status: pageLoadFailedStatus(error) })
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
    modifiedTime: article.updatedAt,
  })
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { publicUrl } = usePublicConfig()
  const { article } = loaderData
  // The page's addresses in its language, as its canonical link names them.
  const url = pageUrl(publicUrl, i18n.language, paths.article(article.id))
  const crumbs = [
    { name: t('articles.breadcrumbHome'), url: pageUrl(publicUrl, i18n.language, paths.home) },
    ...(article.category
      ? [
          {
            name: categoryName(article.category, i18n.language),
            url: pageUrl(publicUrl, i18n.language, paths.category(article.category.slug)),
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
          articleJsonLd(article, { publicUrl, name: t('common.appName'), pageUrl: url }),
          breadcrumbList(crumbs),
          softwareApplicationJsonLd(article, loaderData.rating, loaderData.reviews?.items ?? [], url),
        ]}
      />
      {/* Shared at the address that negotiates: each reader of the link gets it in their own language. */}
      <ArticleShare title={article.title} url={absoluteUrl(publicUrl, paths.article(article.id))} />
      <ArticleDetail article={article} statId={article.id} />
      <ReviewsSection
        articleId={article.id}
        company={article.company}
        pagePath={paths.article(article.id)}
        sort={loaderData.sort}
        rating={loaderData.rating}
        page={loaderData.reviews}
        reportReview={(review) => <ReviewReportControl reviewId={review.id} author={review.author.username} />}
      />
      <ReportControl articleId={article.id} />
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
