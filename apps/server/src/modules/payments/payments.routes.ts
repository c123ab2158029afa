import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ApprovePaymentBodySchema,
  ApprovePaymentResponseSchema,
  CompletePaymentBodySchema,
  CompletePaymentResponseSchema,
  CreatePaymentBodySchema,
  CreatePaymentResponseSchema,
  IncompletePaymentBodySchema,
  IncompletePaymentResponseSchema,
  PaymentIdParamsSchema,
  PaymentStatusSchema,
} from '@spotlight/shared/schemas/payments'
import { markPrivate } from '#src/http/http-cache'
import { perUserRateLimit } from '#src/plugins/security'
import type { PaymentsService } from './payments.service'

/** Creating orders is cheap for a client and costs rows: 20 a minute per user is plenty for a human. */
export const CREATE_ORDER_LIMIT = perUserRateLimit({ name: 'payment-create', max: 20, perAddressMax: 100 })
/** The SDK retries its callbacks every ~10 s; this leaves room for retries and the QR flow's polling. */
const CALLBACK_LIMIT = perUserRateLimit({ name: 'payment-callback', max: 120, perAddressMax: 600 })

const noStore = { 'cache-control': 'private, no-store' }

/** The purchase flow (registered by the payments module at /api/payments). */
export function paymentsRoutes(service: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create',
      {
        config: { rateLimit: CREATE_ORDER_LIMIT },
        // A suspended account cannot buy; it still completes a payment already under way (the callbacks).
        preHandler: app.requireActive,
        schema: { body: CreatePaymentBodySchema, response: { 201: CreatePaymentResponseSchema } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .headers(noStore)
          .send(await service.create(request.user!, request.body)),
    )

    /**
     * The SDK's callbacks and the status poll: signed in, the callback limit, and once signed in every
     * answer (an error too) is private and never stored by a cache.
     */
    const callback = <S extends FastifySchema>(schema: S) => ({
      config: { rateLimit: CALLBACK_LIMIT },
      preHandler: [app.authenticate, async (_request: FastifyRequest, reply: FastifyReply) => markPrivate(reply)],
      schema,
    })

    const approve = callback({ body: ApprovePaymentBodySchema, response: { 200: ApprovePaymentResponseSchema } })
    const complete = callback({ body: CompletePaymentBodySchema, response: { 200: CompletePaymentResponseSchema } })
    const incomplete = callback({
      body: IncompletePaymentBodySchema,
      response: { 200: IncompletePaymentResponseSchema },
    })
    const status = callback({ params: PaymentIdParamsSchema, response: { 200: PaymentStatusSchema } })

    app.post('/approve', approve, (request) => service.approve(request.user!, request.body.paymentId))
    app.post('/complete', complete, (request) =>
      service.complete(request.user!, request.body.paymentId, request.body.txid),
    )
    app.post('/incomplete', incomplete, (request) => service.incomplete(request.user!, request.body.paymentId))
    app.get('/by-payment-id/:paymentId', status, (request) => service.status(request.user!, request.params.paymentId))
  }
}
