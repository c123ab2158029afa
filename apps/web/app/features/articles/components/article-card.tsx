import { useTranslation } from '#app/lib/i18n'
import { Link } from 'react-router'
import { paths } from '#app/config/paths'
import { excerpt, formatPublishDate } from '#app/lib/format'
import type { ImageVariants } from '@spotlight/shared/domain/image-variants'
import { HeaderImage } from '#app/components/article/header-image'

export type ArticleCardData = {
  id: number
  title: string
  description: string
  company?: string
  publishDate?: string
  headerImage?: string | null
  headerImageVariants?: ImageVariants | undefined
}

/**
 * Spec "Article list card": header image, title, the first 150 characters of the description and
 * '...', 'By {company}', the publish date as 'MMMM d, y', and Read more to /articles/{id}.
 * `isPriority` marks the first card a visitor sees: loaded eagerly and first; the rest load lazily.
 */
export function ArticleCard({
  article,
  isPriority = false,
  headingLevel = 3,
}: {
  article: ArticleCardData
  isPriority?: boolean
  headingLevel?: 2 | 3
}) {
  const { t, i18n } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = `article-card-${article.id}`
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
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          isPriority={isPriority}
          variants={article.headerImageVariants}
        />
      ) : (
        <div aria-hidden="true" className="aspect-[1200/630] w-full bg-gradient-to-br from-violet-100 to-fuchsia-100" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
          {article.title}
        </Heading>
        <p className="text-sm text-slate-600">{excerpt(article.description)}</p>
        {(article.company || article.publishDate) && (
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
            {article.company && <span>{t('articles.by', { company: article.company })}</span>}
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
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  )
}
