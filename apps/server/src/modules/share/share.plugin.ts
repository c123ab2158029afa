// Share cards (GET /og/...) and PiNet's backend metadata (GET /pinet/meta), mounted at the root.
import { ArticleIdParamsSchema, CategorySlugParamsSchema } from '@spotlight/shared/schemas/articles'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#src/errors/app-error'
import { createCardRenderer } from './card-render'
import { piNetMetadata } from './pinet-meta'
import { createShareService, type Card } from './share.service'
import { SHARE_LANGUAGES, type ShareLanguage } from './share-texts'

const CardQuery = z.object({
  lang: z.enum(SHARE_LANGUAGES).default('en'),
  /** The content version the page asked for; only decides how long the answer may be cached. */
  v: z.string().max(64).optional(),
})

const PiNetQuery = z.object({
  pathname: z.string().min(1).max(2048).startsWith('/'),
  lang: z.enum(SHARE_LANGUAGES).optional(),
})

/** A versioned address never changes content (an edit makes a new one): cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** An address without the current version (old or hand-made) may change soon. */
const SHORT = 'public, max-age=300'

function sendCard(reply: FastifyReply, card: Card, requested: string | undefined) {
  return reply
    .type('image/png')
    .header('cache-control', requested === card.version ? IMMUTABLE : SHORT)
    .header('etag', `"${card.version}"`)
    .send(card.png)
}

/** PiNet asks without a language: the request's Accept-Language decides, English by default. */
function languageOf(acceptLanguage: string | undefined, explicit: ShareLanguage | undefined): ShareLanguage {
  if (explicit) return explicit
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('es') ? 'es' : 'en'
}

export const shareModule: FastifyPluginAsyncZod = async (app) => {
  const renderer = createCardRenderer()
  app.addHook('onClose', () => renderer.close())
  const share = createShareService({
    renderer,
    db: app.db,
    dataDir: app.config.dataDir,
    publicUrl: app.config.publicUrl,
    log: app.log,
  })

  app.get(
    '/og/articles/:id.png',
    { schema: { params: ArticleIdParamsSchema, querystring: CardQuery } },
    async (request, reply) =>
      sendCard(reply, await share.articleCard(request.params.id, request.query.lang), request.query.v),
  )

  app.get(
    '/og/categories/:slug.png',
    { schema: { params: CategorySlugParamsSchema, querystring: CardQuery } },
    async (request, reply) =>
      sendCard(reply, await share.categoryCard(request.params.slug, request.query.lang), request.query.v),
  )

  app.get('/og/site.png', { schema: { querystring: CardQuery } }, async (request, reply) =>
    sendCard(reply, await share.siteCard('home', request.query.lang), request.query.v),
  )

  app.get('/og/advertise.png', { schema: { querystring: CardQuery } }, async (request, reply) =>
    sendCard(reply, await share.siteCard('advertise', request.query.lang), request.query.v),
  )

  // Any other card address answers the API's error body, not the web app's page.
  app.all('/og/*', async (request) => {
    throw new AppError('NOT_FOUND', `No share card at ${request.url.split('?')[0]}`)
  })

  app.get('/pinet/meta', { schema: { querystring: PiNetQuery } }, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language'], request.query.lang)
    const metadata = await piNetMetadata(share, app.config.publicUrl, request.query.pathname, lang)
    // Link previews are fetched rarely and may lag an edit by a few minutes.
    return reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language').send(metadata)
  })
}
