// The wallet side of the Pi Browser, played by the fake window.Pi (or by tests directly): create a
// U2A payment, report the incomplete one, and the user's own actions, signing and cancelling.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { toPaymentDto } from './pi-sim.dto'
import {
  bearerUser,
  hasKeyScheme,
  horizonBase,
  NOT_RATE_LIMITED,
  piError,
  sendFailure,
  type SimContext,
} from './pi-sim.http'
import { CreatePaymentBody, PaymentIdParams, SignBody } from './pi-sim.schemas'
import type { SimStore } from './pi-sim.store'

/** Sim-only header: the fake window.Pi passes its approvalWindowMs knob so both sides lapse together. */
const APPROVAL_WINDOW_HEADER = 'x-pi-sim-approval-window-ms'

const FIELD_ERRORS: Record<string, string> = { amount: 'invalid_amount', metadata: 'invalid_metadata' }

function approvalWindow(request: FastifyRequest): number | undefined {
  const value = Number(request.headers[APPROVAL_WINDOW_HEADER])
  return Number.isInteger(value) && value > 0 ? value : undefined
}

/**
 * Sign and user-cancel need no token, so tests can play the user with a bare POST; a token, when
 * sent, must be the payer's.
 */
function mayActAsPayer(store: SimStore, request: FastifyRequest, reply: FastifyReply, id: string): boolean {
  if (!request.headers.authorization) return true
  const user = bearerUser(store, request, reply)
  if (!user) return false
  const payment = store.get(id)
  if (payment && payment.username !== user.username) {
    piError(reply, 403, 'forbidden', 'This payment belongs to another user.')
    return false
  }
  return true
}

export const piSimWalletRoutes: FastifyPluginAsyncZod<SimContext> = async (app, { store, mountPath }) => {
  async function createPayment(request: FastifyRequest, reply: FastifyReply) {
    const user = bearerUser(store, request, reply)
    if (!user) return reply
    const parsed = CreatePaymentBody.safeParse(request.body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = String(issue?.path[0] ?? '')
      const where = field ? `${field}: ` : ''
      return piError(reply, 400, FIELD_ERRORS[field] ?? 'invalid_arguments', `${where}${issue?.message ?? 'invalid'}`)
    }
    const base = horizonBase(request, mountPath)
    const outcome = store.createPayment(user, parsed.data, approvalWindow(request))
    return outcome.ok ? toPaymentDto(outcome.payment, base) : sendFailure(reply, outcome, base)
  }

  app.post('/v2/payments/user_to_app', { config: NOT_RATE_LIMITED }, createPayment)

  // The same path serves two callers, told apart by the scheme: a user's Bearer creates a U2A
  // payment, the server's Key would create an A2U one, which the simulator does not play.
  app.post('/v2/payments', { config: NOT_RATE_LIMITED }, async (request, reply) => {
    if (!hasKeyScheme(request)) return createPayment(request, reply)
    return piError(reply, 501, 'not_implemented', 'The Pi simulator does not simulate A2U payments.')
  })

  app.get('/v2/payments/incomplete', { config: NOT_RATE_LIMITED }, async (request, reply) => {
    const user = bearerUser(store, request, reply)
    if (!user) return reply
    const payment = store.incompleteFor(user.username)
    return {
      exists: payment !== null,
      payment: payment ? toPaymentDto(payment, horizonBase(request, mountPath)) : null,
    }
  })

  // The wallet's own view of a payment: the Key routes are server-only, so window.Pi polls this one.
  app.get(
    '/v2/payments/:id/wallet',
    { config: NOT_RATE_LIMITED, schema: { params: PaymentIdParams } },
    async (request, reply) => {
      const user = bearerUser(store, request, reply)
      if (!user) return reply
      const payment = store.get(request.params.id)
      if (!payment || payment.username !== user.username)
        return piError(reply, 404, 'payment_not_found', `No payment with identifier ${request.params.id}.`)
      return toPaymentDto(payment, horizonBase(request, mountPath))
    },
  )

  app.post(
    '/v2/payments/:id/sign',
    { config: NOT_RATE_LIMITED, schema: { params: PaymentIdParams, body: SignBody } },
    async (request, reply) => {
      if (!mayActAsPayer(store, request, reply, request.params.id)) return reply
      const base = horizonBase(request, mountPath)
      const outcome = store.sign(request.params.id, {
        verified: request.body?.verified ?? true,
        ...(request.body?.horizon ? { horizon: request.body.horizon } : {}),
      })
      if (!outcome.ok) return sendFailure(reply, outcome, base)
      return { txid: outcome.payment.txid, payment: toPaymentDto(outcome.payment, base) }
    },
  )

  app.post(
    '/v2/payments/:id/user-cancel',
    { config: NOT_RATE_LIMITED, schema: { params: PaymentIdParams } },
    async (request, reply) => {
      if (!mayActAsPayer(store, request, reply, request.params.id)) return reply
      const base = horizonBase(request, mountPath)
      const outcome = store.userCancel(request.params.id)
      return outcome.ok ? toPaymentDto(outcome.payment, base) : sendFailure(reply, outcome, base)
    },
  )
}
