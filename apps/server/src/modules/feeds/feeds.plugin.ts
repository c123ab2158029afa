import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicCache } from '#src/http/http-cache'
import { createArticlesServiceFor } from '#src/modules/articles/articles.service'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import { createPromotionsService } from '#src/modules/promotions/promotions.service'
import { createFeedsService } from './feeds.service'

/** Search engines and feed readers come back often; five minutes fresh is plenty. */
const FEED_CACHE = { maxAge: 300, staleWhileRevalidate: 3600 }

/** Mounted at the root: /sitemap.xml, /rss.xml, /robots.txt, absolute URLs from PUBLIC_URL. */
export const feedsModule: FastifyPluginAsyncZod = async (app) => {
  const categories = createCategoriesService({ db: app.db })
  const feeds = createFeedsService({
    publicUrl: app.config.publicUrl,
    articles: createArticlesServiceFor(app.db, createPromotionsService({ db: app.db })),
    categories,
  })
  const cached = publicCache(FEED_CACHE)

  app.get('/sitemap.xml', { onSend: cached }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await feeds.sitemap()),
  )

  app.get('/rss.xml', { onSend: cached }, async (_request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(await feeds.rss()),
  )

  app.get('/robots.txt', { onSend: cached }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(feeds.robots()),
  )
}
