// HTTP plumbing shared by the simulator's routes: Pi's error shape, the two Authorization schemes,
// and the absolute URL of the fake Horizon.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { DeviceLog } from './pi-sim-device.routes'
import type { NotificationCentre } from './pi-sim-notifications.routes'
import { toPaymentDto } from './pi-sim.dto'
import type { FaultQueue } from './pi-sim.faults'
import type { SimStore } from './pi-sim.store'
import type { SimFailure, SimUser } from './pi-sim.types'

/** What every route module of the simulator receives. */
// Not `prefix`: Fastify reads that register() option as a route prefix.
export type SimContext = {
  store: SimStore
  faults: FaultQueue
  device: DeviceLog
  notifications: NotificationCentre
  mountPath: string
}

/**
 * Set on every simulator route: it stands in for api.minepi.com, so its traffic (window.Pi polls
 * while a payment is open) must not use up the app's own per-IP rate limit.
 */
export const NOT_RATE_LIMITED = { rateLimit: false } as const

export function piError(reply: FastifyReply, status: number, error: string, message: string, extra = {}) {
  return reply.code(status).send({ error, error_message: message, ...extra })
}

export function horizonBase(request: FastifyRequest, mountPath: string): string {
  return `${request.protocol}://${request.host}${mountPath}/horizon`
}

/** A refused transition; Pi adds the payment to some refusals (`ongoing_payment_found`, cancel errors). */
export function sendFailure(reply: FastifyReply, failure: SimFailure, base: string) {
  const extra = failure.payment ? { payment: toPaymentDto(failure.payment, base) } : {}
  return piError(reply, failure.status, failure.error, failure.message, extra)
}

function authorization(request: FastifyRequest): { scheme: string; credential: string } | null {
  const match = /^(\S+)\s+(\S+)$/.exec((request.headers.authorization ?? '').trim())
  return match ? { scheme: match[1]!, credential: match[2]! } : null
}

/** Server routes: `Key <api key>`; any key unless a test enforced one. Answers 401 and false otherwise. */
export function checkServerKey(store: SimStore, request: FastifyRequest, reply: FastifyReply): boolean {
  const auth = authorization(request)
  if (auth?.scheme !== 'Key') {
    piError(reply, 401, 'unauthorized', 'This route needs "Authorization: Key <server API key>".')
    return false
  }
  const enforced = store.apiKey()
  if (enforced !== null && auth.credential !== enforced) {
    piError(reply, 401, 'unauthorized', 'The server API key is not valid.')
    return false
  }
  return true
}

export function hasKeyScheme(request: FastifyRequest): boolean {
  return authorization(request)?.scheme === 'Key'
}

/** User routes: `Bearer sim-<username>`. Answers 401 and null otherwise. */
export function bearerUser(store: SimStore, request: FastifyRequest, reply: FastifyReply): SimUser | null {
  const auth = authorization(request)
  const user = auth?.scheme === 'Bearer' ? store.userForToken(auth.credential) : null
  if (!user) piError(reply, 401, 'invalid_token', 'The access token is not valid or has expired.')
  return user
}

/**
 * Inside the simulator everything answers Pi's `{error, error_message}`, never the app's own error
 * body, and an empty JSON body counts as no body (Pi's SDKs POST /approve and /cancel without one).
 */
export function usePiErrors(app: FastifyInstance) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(body))
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined)
    }
  })

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]
      const where = [error.validationContext, ...(issue?.instancePath.split('/').filter(Boolean) ?? [])].join('.')
      return piError(reply, 400, 'invalid_arguments', `Invalid ${where}: ${issue?.message ?? 'is invalid'}`)
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'too_many_requests' : status === 413 ? 'payload_too_large' : 'invalid_arguments'
      return piError(reply, status, code, (error as Error).message || 'Bad request.')
    }
    request.log.error({ err: error }, 'pi simulator failed')
    return piError(reply, 500, 'unknown_error', 'The simulator failed; see the server log.')
  })
}
