import { useId, useMemo } from 'react'
import { makerPaths } from '#app/lib/maker-paths'
import type { Article } from '@spotlight/shared/schemas/articles'
import { useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { paths } from '#app/config/paths'
import { formatPublishDate } from '#app/lib/format'
import { HeaderImage } from './header-image'
import { withVideoTitles } from './video-titles'
import { categoryName } from '#app/lib/category-name'
import { VerifiedBadge } from '#app/components/verified/verified-badge'

export type ArticleDetailData = Pick<
  Article,
  'title' | 'company' | 'app' | 'category' | 'publishDate' | 'headerImage' | 'content' | 'promoVideo'
> &
  Partial<Pick<Article, 'headerImageVariants' | 'makerUsername' | 'appUrl' | 'piNetwork' | 'verification' | 'language'>>

const NETWORK_KEYS = {
  MAINNET: 'articles.network.mainnet',
  TESTNET: 'articles.network.testnet',
  NONE: 'articles.network.none',
} as const

/** The badge beside the address it vouches for. */
const VERIFIED_ON_DETAIL =
  'ml-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100'

/** The address's host, what a reader checks before following it. */
function hostOf(url: string): string {
  const match = /^https:\/\/([^/?#:]+)/i.exec(url)
  return match?.[1] ?? url
}

/**
 * Article detail: title, 'By' company, app, category, long publish date, header image, the
 * content as HTML (sanitised by the server with the shared allow-list) and the optional
 * 'Promotional Video'. Also meant for the editor's preview, so it takes the article as a prop.
 */
export function ArticleDetail({
  article,
  isImagePriority = true,
  statId,
}: {
  article: ArticleDetailData
  isImagePriority?: boolean
  /** On the public page only (not the editor's preview): counts the view and the content's link clicks. */
  statId?: number
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const content = useMemo(
    () =>
      withVideoTitles(
        article.content,
        (number, count) =>
          count === 1
            ? t('articles.videoTitle', { title: article.title })
            : t('articles.videoTitleNumbered', { number, title: article.title }),
        // The title is in the page's language, inside a body in the article's.
        article.language && article.language !== i18n.language ? i18n.language : undefined,
      ),
    [article.content, article.title, article.language, i18n.language, t],
  )
  return (
    <article className="mx-auto w-full max-w-3xl" data-testid="article-detail">
      <header>
        {article.category && (
          <Link
            to={paths.category(article.category.slug)}
            className="inline-block rounded-full bg-violet-100 px-3 py-1 text-xs font-semibold tracking-wide text-violet-800 uppercase hover:bg-violet-200"
          >
            {categoryName(article.category, i18n.language)}
          </Link>
        )}
        {/* The article's own language, whatever the page's: read aloud, hyphenated and shaped as written. */}
        <h1
          id={titleId}
          lang={article.language}
          className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          {article.title}
        </h1>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>{t('articles.byLabel')}</dt>
            <dd className="font-semibold text-slate-800">
              {article.makerUsername ? (
                <Link
                  to={makerPaths.maker(article.makerUsername)}
                  className="text-violet-800 underline hover:text-violet-950"
                >
                  {article.company}
                </Link>
              ) : (
                article.company
              )}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('articles.appLabel')}</dt>
            <dd className="font-semibold text-slate-800">{article.app}</dd>
          </div>
          {article.category && (
            <div className="flex gap-1">
              <dt>{t('articles.categoryLabel')}</dt>
              <dd className="font-semibold text-slate-800">{categoryName(article.category, i18n.language)}</dd>
            </div>
          )}
          {article.piNetwork && article.piNetwork in NETWORK_KEYS && (
            <div className="flex gap-1">
              <dt>{t('articles.networkLabel')}</dt>
              <dd className="font-semibold text-slate-800">
                {t(NETWORK_KEYS[article.piNetwork as keyof typeof NETWORK_KEYS])}
              </dd>
            </div>
          )}
          {article.appUrl && (
            <div className="flex gap-1">
              <dt>{t('articles.appUrlLabel')}</dt>
              <dd>
                {/* A plain link out: in the Pi Browser the page's outbound-link handler opens it in the system browser. */}
                <a
                  href={article.appUrl}
                  rel="noopener noreferrer nofollow"
                  className="font-semibold break-all text-violet-800 underline"
                >
                  {hostOf(article.appUrl)}
                </a>
                {article.verification && (
                  <VerifiedBadge
                    host={article.verification.host}
                    since={formatPublishDate(article.verification.since.slice(0, 10), i18n.language)}
                    className={VERIFIED_ON_DETAIL}
                  />
                )}
              </dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="sr-only">{t('articles.publishedLabel')}</dt>
            <dd>
              <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate, i18n.language)}</time>
            </dd>
          </div>
        </dl>
      </header>

      {article.headerImage && (
        <HeaderImage
          src={article.headerImage}
          alt={article.title}
          lang={article.language}
          sizes="(min-width: 768px) 768px, 100vw"
          isPriority={isImagePriority}
          className="mt-8 rounded-2xl"
          variants={article.headerImageVariants}
        />
      )}

      <div
        lang={article.language}
        className={[
          'mt-8 text-lg leading-relaxed break-words text-slate-800',
          '[&_a]:font-medium [&_a]:text-violet-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-violet-200 [&_blockquote]:pl-4',
          '[&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold',
          '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
          '[&_p]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6',
        ].join(' ')}
        // Sanitised on the server with the shared allow-list before it is stored and served; its players
        // named here, in the reader's language (the stored body cannot know it).
        dangerouslySetInnerHTML={{ __html: content }}
        data-stat-view={statId}
      />

      {article.promoVideo && (
        <section className="mt-10" aria-labelledby="promo-video-heading">
          <h2 id="promo-video-heading" className="text-xl font-bold text-slate-900">
            {t('articles.promoVideo')}
          </h2>
          {/* Advertisers upload a 20-second clip with no caption file (an article has none to give). */}
          {/* Nothing is fetched until the reader presses play; the header image stands in until then. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            // Named by its heading and the article's title (each read in its own language).
            aria-labelledby={`promo-video-heading ${titleId}`}
            src={article.promoVideo}
            controls
            preload="none"
            poster={article.headerImageVariants?.poster}
            playsInline
            className="mt-4 aspect-video w-full rounded-2xl bg-black"
          />
        </section>
      )}
    </article>
  )
}
