import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MyPaymentParamsSchema, MyPaymentSchema } from '@spotlight/shared/schemas/payment-history'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import { HistoryPageQuerySchema, type PaymentHistoryService } from './payment-history.service'

/**
 * The signed-in user's orders and receipts (registered by the payments module at /api/payments):
 * visitor 401; every answer private, never stored by a shared cache.
 */
export function paymentHistoryRoutes(history: PaymentHistoryService): FastifyPluginAsyncZod {
  return async (app) => {
    // Private from the start, so a 404 for someone else's order is never stored either.
    const signedIn = [app.authenticate, async (_request: FastifyRequest, reply: FastifyReply) => markPrivate(reply)]

    app.get(
      '/mine',
      {
        preHandler: signedIn,
        schema: { querystring: HistoryPageQuerySchema, response: { 200: z.array(MyPaymentSchema) } },
      },
      async (request, reply) =>
        sendPage(request, reply, await history.list(request.user!.userId, request.query), request.query.limit),
    )

    app.get(
      '/mine/:orderId',
      {
        preHandler: signedIn,
        schema: { params: MyPaymentParamsSchema, response: { 200: MyPaymentSchema } },
      },
      async (request) => history.get(request.user!.userId, request.params.orderId),
    )
  }
}
