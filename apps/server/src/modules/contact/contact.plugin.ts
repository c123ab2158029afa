import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CONTACT_SENT_MESSAGE,
  ContactMessageIdParamsSchema,
  ContactMessageInputSchema,
  ContactMessageSchema,
  ContactSentSchema,
} from '@spotlight/shared/schemas/contact'
import { AppError } from '#src/errors/app-error'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import { addressKey } from '#src/plugins/limits-store'
import { ContactPageQuerySchema } from './contact-cursor'
import { createContactService } from './contact.service'

/** Messages stored per IP: enough for a person who writes again, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' }
/** Every attempt per IP, valid or not: a refused body costs little, but not nothing. */
export const CONTACT_ATTEMPT_LIMIT = { max: 30, timeWindow: '10 minutes' }

/** Mounted at /api/contact: the public contact form. */
export const contactModule: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService({ db: app.db })
  const storedMessages = app.createRateLimit({
    ...CONTACT_RATE_LIMIT,
    keyGenerator: (request) => `contact-stored:${addressKey(request.ip)}`,
  })

  app.post(
    '/',
    {
      config: { rateLimit: CONTACT_ATTEMPT_LIMIT },
      // Counted after validation, so a visitor fixing a typo in the form is not locked out by it.
      preHandler: async (request, reply) => {
        const limit = await storedMessages(request)
        if (limit.isAllowed || !limit.isExceeded) return
        reply.header('retry-after', String(limit.ttlInSeconds))
        throw new AppError('RATE_LIMITED', 'Too many messages. Please try again later.')
      },
      schema: { body: ContactMessageInputSchema, response: { 201: ContactSentSchema } },
    },
    async (request, reply) => {
      await contact.send(request.body)
      return reply.code(201).send({ ok: true as const, message: CONTACT_SENT_MESSAGE })
    },
  )
}

/** Mounted at /api/contact-messages: the admin inbox (visitor 401, user 403). */
export const contactInboxModule: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService({ db: app.db })

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: ContactPageQuerySchema, response: { 200: z.array(ContactMessageSchema) } },
    },
    async (request, reply) => {
      markPrivate(reply)
      return sendPage(request, reply, await contact.listInbox(request.query), request.query.limit)
    },
  )

  app.put(
    '/:id/handled',
    {
      onRequest: app.requireAdmin,
      schema: { params: ContactMessageIdParamsSchema, response: { 200: ContactMessageSchema } },
    },
    async (request) => contact.markHandled(request.params.id),
  )
}
