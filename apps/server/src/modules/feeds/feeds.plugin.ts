import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicCache } from '#src/http/http-cache'
import { createArticlesServiceFor, type ArticlePromotionReads } from '#src/modules/articles/articles.service'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { createMakersService } from '#src/modules/makers/makers.service'
import { AppError } from '#src/errors/app-error'
import {
  ARTICLE_SITEMAPS_INDEX,
  articleSitemapPath,
  createFeedsService,
  MAKER_SITEMAPS_INDEX,
  makerSitemapPath,
  rssPath,
  sitemapPath,
} from './feeds.service'

/** Search engines and feed readers come back often; five minutes fresh is plenty. */
const FEED_CACHE = { maxAge: 300, staleWhileRevalidate: 3600 }

export type FeedsModuleOptions = {
  /** The promotions the articles' reads show: the app's one promotions service (app.ts hands it over). */
  promotions: ArticlePromotionReads
}

/**
 * Mounted at the root: /robots.txt, and per language a sitemap and a feed (`/sitemap.xml` and `/rss.xml`
 * for the default language, `/sitemap-es.xml` and `/es/rss.xml` for Spanish), and the articles' sitemaps
 * (`/sitemap-articles.xml`, the index of `/sitemap-articles-es-1.xml`, ...) and the makers' (`/sitemap-makers.xml`,
 * the index of `/sitemap-makers-es-1.xml`, ...), absolute URLs from PUBLIC_URL.
 */
export const feedsModule: FastifyPluginAsyncZod<FeedsModuleOptions> = async (app, options) => {
  const categories = createCategoriesService({ db: app.db })
  const feeds = createFeedsService({
    publicUrl: app.config.publicUrl,
    articles: createArticlesServiceFor(app.db, options.promotions),
    categories,
    makers: createMakersService({ db: app.db }),
  })
  const cached = publicCache(FEED_CACHE)

  for (const language of LANGUAGES) {
    app.get(sitemapPath(language), { onSend: cached }, async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await feeds.sitemap(language)),
    )
    app.get(rssPath(language), { onSend: cached }, async (_request, reply) =>
      reply.type('application/rss+xml; charset=utf-8').send(await feeds.rss(language)),
    )
    for (const [pathOf, read] of [
      [articleSitemapPath, feeds.articleSitemap],
      [makerSitemapPath, feeds.makerSitemap],
    ] as const) {
      app.get<{ Params: { page: string } }>(pathOf(language, ':page'), { onSend: cached }, async (request, reply) => {
        const page = /^[1-9]\d{0,5}$/.test(request.params.page) ? Number(request.params.page) : null
        const xml = page === null ? null : await read(language, page)
        if (xml === null) throw new AppError('NOT_FOUND', `No sitemap at ${request.url.split('?')[0]}`)
        return reply.type('application/xml; charset=utf-8').send(xml)
      })
    }
  }

  app.get(ARTICLE_SITEMAPS_INDEX, { onSend: cached }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await feeds.articleSitemapsIndex()),
  )
  app.get(MAKER_SITEMAPS_INDEX, { onSend: cached }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await feeds.makerSitemapsIndex()),
  )

  app.get('/robots.txt', { onSend: cached }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(feeds.robots()),
  )
}
