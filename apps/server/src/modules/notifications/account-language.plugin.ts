import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AccountLanguageSchema } from '@spotlight/shared/schemas/notifications'
import { markPrivate } from '#src/http/http-cache'
import { accountLanguageOf, setAccountLanguage } from './notifications.service'

/**
 * Mounted at /api/account: the signed-in account's language. Dashboards have one address for every
 * language, so they follow the account's; its Pi notices are written in it too (one column, kept
 * by this module beside the Pi notice settings it goes with).
 */
export const accountLanguageModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/language',
    { onRequest: app.authenticate, schema: { response: { 200: AccountLanguageSchema } } },
    async (request, reply) => {
      markPrivate(reply)
      return { language: await accountLanguageOf(app.db, request.user!.userId) }
    },
  )

  app.put(
    '/language',
    {
      onRequest: app.authenticate,
      // `{"language":"zh-Hant"}` is 22 bytes: anything far larger is not a choice of language.
      bodyLimit: 1024,
      schema: { body: AccountLanguageSchema, response: { 200: AccountLanguageSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      await setAccountLanguage(app.db, request.user!.userId, request.body.language)
      return { language: request.body.language }
    },
  )
}
