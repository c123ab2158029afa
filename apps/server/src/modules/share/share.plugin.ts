// Share cards (GET /og/...) and PiNet's backend metadata (GET /pinet/meta), mounted at the root.
import { ArticleIdParamsSchema, CategorySlugParamsSchema } from '@spotlight/shared/schemas/articles'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MakerUsernameParamsSchema } from '@spotlight/shared/schemas/makers'
import { AppError } from '#src/errors/app-error'
import { createCardRenderer } from './card-render'
import { piNetMetadata } from './pinet-meta'
import { createShareService, type Card } from './share.service'
import { pageLanguageOf } from '@spotlight/shared/domain/page-language'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@spotlight/shared/domain/languages'
import type { StoredMediaReader } from './card-image'

const CardQuery = z.object({
  lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  /** The content version the page asked for; only decides how long the answer may be cached. */
  v: z.string().max(64).optional(),
})

const PiNetQuery = z.object({
  pathname: z.string().min(1).max(2048).startsWith('/'),
  lang: z.enum(LANGUAGES).optional(),
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

export type ShareModuleOptions = {
  /** Reads uploads that are not on this disk (the media service's, with MEDIA_STORE=s3). */
  readStoredMedia?: StoredMediaReader | undefined
}

export const shareModule: FastifyPluginAsyncZod<ShareModuleOptions> = async (app, options) => {
  const renderer = createCardRenderer()
  app.addHook('onClose', () => renderer.close())
  const share = createShareService({
    renderer,
    db: app.db,
    dataDir: app.config.dataDir,
    publicUrl: app.config.publicUrl,
    log: app.log,
    ...(options.readStoredMedia ? { readStoredMedia: options.readStoredMedia } : {}),
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

  app.get(
    '/og/makers/:username.png',
    { schema: { params: MakerUsernameParamsSchema, querystring: CardQuery } },
    async (request, reply) =>
      sendCard(reply, await share.makerCard(request.params.username, request.query.lang), request.query.v),
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
    // PiNet asks without a language: the path's language prefix decides, else the request, as for a page.
    const lang =
      request.query.lang ??
      pageLanguageOf(request.query.pathname, request.headers.cookie, request.headers['accept-language'])
    const metadata = await piNetMetadata(share, app.config.publicUrl, request.query.pathname, lang)
    // Link previews are fetched rarely and may lag an edit by a few minutes.
    return reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language, Cookie').send(metadata)
  })
}
