import { useId } from 'react'
import { makerPaths } from '#app/lib/maker-paths'
import { useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { paths } from '#app/config/paths'
import { excerpt, formatPublishDate } from '#app/lib/format'
import type { ImageVariants } from '@spotlight/shared/domain/image-variants'
import { HeaderImage } from '#app/components/article/header-image'
import { RatingBadge } from '#app/components/rating/rating-badge'
import type { RatingSummary } from '@spotlight/shared/schemas/rating-summary'
import type { VerifiedHost } from '@spotlight/shared/schemas/verified-host'
import { VerifiedBadge } from '#app/components/verified/verified-badge'
import { PromotedLabel } from '#app/components/promotion/promoted-label'

export type ArticleCardData = {
  id: number
  title: string
  description: string
  company?: string
  /** The maker's username: 'By {company}' then links to their page. */
  makerUsername?: string
  publishDate?: string
  headerImage?: string | null
  headerImageVariants?: ImageVariants | undefined
  rating?: RatingSummary | undefined
  /** The app's host, when its maker proved they control it. */
  verification?: VerifiedHost | null | undefined
  /** The language the article is written in: its title and description declare it. */
  language?: string | undefined
}

/**
 * Article list card: header image, title, the first 150 characters of the description and
 * '...', 'By {company}', the publish date as 'MMMM d, y', and Read more to /articles/{id}.
 * `isPriority` marks the first card a visitor sees: loaded eagerly and first; the rest load lazily.
 * A paid placement (`isPromoted`, the Featured grid) shows the "Promoted" label, and its title and
 * Read more link say so to screen readers too.
 */
export function ArticleCard({
  article,
  isPriority = false,
  headingLevel = 3,
  isPromoted = false,
}: {
  article: ArticleCardData
  isPriority?: boolean
  headingLevel?: 2 | 3
  isPromoted?: boolean
}) {
  const { t, i18n } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // One article can show in two sections of a page (its language's and the latest): each card its own id.
  const titleId = `article-card-${article.id}-${useId()}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="article-card"
      data-stat-article={article.id}
    >
      {article.headerImage ? (
        <HeaderImage
          src={article.headerImage}
          alt={article.title}
          lang={article.language}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          isPriority={isPriority}
          variants={article.headerImageVariants}
        />
      ) : (
        <div aria-hidden="true" className="aspect-[1200/630] w-full bg-gradient-to-br from-violet-100 to-fuchsia-100" />
      )}
      {/* A word longer than the card (a URL, a run of letters) breaks instead of widening its column. */}
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5 wrap-anywhere">
        {isPromoted && <PromotedLabel className="w-fit" />}
        <Heading id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
          {/* The title in the article's language; the label after it in the page's. */}
          <span lang={article.language}>{article.title}</span>
          {isPromoted && <span className="sr-only"> {t('promotion.suffix')}</span>}
        </Heading>
        <p lang={article.language} className="text-sm text-slate-600">
          {excerpt(article.description)}
        </p>
        <RatingBadge rating={article.rating} />
        {article.verification && (
          <VerifiedBadge
            host={article.verification.host}
            since={formatPublishDate(article.verification.since.slice(0, 10), i18n.language)}
          />
        )}
        {(article.company || article.publishDate) && (
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
            {article.company &&
              (article.makerUsername ? (
                <Link
                  to={makerPaths.maker(article.makerUsername)}
                  className="rounded text-slate-600 underline hover:text-violet-800"
                >
                  {t('articles.by', { company: article.company })}
                </Link>
              ) : (
                <span>{t('articles.by', { company: article.company })}</span>
              ))}
            {article.company && article.publishDate && <span aria-hidden="true">·</span>}
            {article.publishDate && (
              <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate, i18n.language)}</time>
            )}
          </p>
        )}
        <Link
          to={paths.article(article.id)}
          className="mt-auto inline-flex w-fit items-center gap-1 rounded-full text-sm font-semibold text-violet-700 hover:text-violet-900 hover:underline"
          aria-describedby={titleId}
        >
          {t('articles.readMore')}
          {isPromoted && <span className="sr-only"> {t('promotion.suffix')}</span>}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  )
}
