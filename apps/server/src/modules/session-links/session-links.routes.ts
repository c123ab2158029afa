import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OkSchema } from '@spotlight/shared/schemas/auth'
import {
  CreatedSessionLinkSchema,
  LINK_SECRET_HTTP_HEADER,
  SessionLinkParamsSchema,
  SessionLinkSchema,
  SessionLinkStatusSchema,
  SyncSessionLinkInputSchema,
} from '@spotlight/shared/schemas/session-links'
import { AppError } from '#src/errors/app-error'
import type { SessionLinksService } from './session-links.service'

/**
 * The link secret opens a desktop session: it travels in a header only. A URL ends up in request
 * logs, proxy logs and browser histories, so a `?secret=` is refused rather than read.
 */
const secretInUrl = () =>
  new AppError('BAD_REQUEST', `Send the link secret in the ${LINK_SECRET_HTTP_HEADER} header, never in the URL.`)

/** Mounted at /api/session-links by the session-links module. HTTP only; the rules live in the service. */
export const sessionLinkRoutes: FastifyPluginAsyncZod<{ links: SessionLinksService }> = async (app, { links }) => {
  // The desktop posts an empty body, some clients labelling it JSON: the app reads that as no body
  // (lib/empty-json-body.ts).
  // Secrets and sessions travel in these answers: never cached anywhere.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.post(
    '/',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 201: CreatedSessionLinkSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await links.createLink({ userAgent: request.headers['user-agent'], address: request.ip })),
  )

  app.post(
    '/sync',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: SyncSessionLinkInputSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await links.syncLink(request.body.code, request.body.pairingCode, request.user!)
      return { ok: true as const }
    },
  )

  app.get(
    '/status/:code',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        params: SessionLinkParamsSchema,
        response: { 200: SessionLinkStatusSchema },
      },
    },
    async (request) => {
      if (Object.hasOwn(request.query as object, 'secret')) throw secretInUrl()
      const header = request.headers[LINK_SECRET_HTTP_HEADER]
      return links.readStatus(request.params.code, typeof header === 'string' && header !== '' ? header : undefined)
    },
  )

  app.get(
    '/:code',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { params: SessionLinkParamsSchema, response: { 200: SessionLinkSchema } },
    },
    async (request) => links.describeLink(request.params.code),
  )
}
