import { z } from 'zod'
import { readBoundedBody } from '#src/lib/bounded-body'
import {
  PiIncompleteServerPaymentsSchema,
  PiPaymentSchema,
  PiUserSchema,
  type PiPayment,
  type PiUser,
} from './pi-types'

/** The platform answered, with an error status. `code` is Pi's own (`payment_not_found`, `already_completed`…). */
export class PiApiError extends Error {
  override name = 'PiApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message)
  }
}

/** The platform could not be reached, timed out, or answered something that is not its API. */
export class PiUnavailableError extends Error {
  override name = 'PiUnavailableError'
}

export type PiClient = {
  /** Verifies a user's access token: the only source of uid and username we trust. */
  me(accessToken: string): Promise<PiUser>
  getPayment(paymentId: string): Promise<PiPayment>
  approvePayment(paymentId: string): Promise<PiPayment>
  completePayment(paymentId: string, txid: string): Promise<PiPayment>
  cancelPayment(paymentId: string): Promise<PiPayment>
  incompleteServerPayments(): Promise<PiPayment[]>
  /**
   * In-app notifications: the platform takes at most 256 a request and 48 a user a day. They
   * land in the Pi app's notification centre; `subroute` is the path inside our app they open.
   */
  sendInAppNotifications(notifications: PiInAppNotification[]): Promise<void>
}

export type PiInAppNotification = { title: string; body: string; user_uid: string; subroute: string }

export type PiClientOptions = {
  /** Read on every call: with the built-in simulator the base is only known once the server listens. */
  baseUrl: () => string
  apiKey: string
  timeoutMs?: number
}

/** Pi's answers are a few KB; a body past this is no answer of Pi's, and is not read to its end. */
const MAX_ANSWER_BYTES = 1024 * 1024

export function createPiClient(options: PiClientOptions): PiClient {
  const timeoutMs = options.timeoutMs ?? 10_000

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    auth: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${options.baseUrl()}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new PiUnavailableError(`Pi Platform ${method} ${path} failed: ${(error as Error).message}`, {
        cause: error,
      })
    }

    const answer = await readBoundedBody(response, MAX_ANSWER_BYTES).catch(() => Buffer.alloc(0))
    if (answer === null) {
      throw new PiUnavailableError(`Pi Platform ${method} ${path} answered more than ${MAX_ANSWER_BYTES} bytes`)
    }
    const text = answer.toString('utf8')
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      throw new PiUnavailableError(`Pi Platform ${method} ${path} answered ${response.status} with a non-JSON body`)
    }

    if (!response.ok) {
      const error = (json ?? {}) as { error?: unknown; error_message?: unknown }
      const code = typeof error.error === 'string' ? error.error : `http_${response.status}`
      const message = typeof error.error_message === 'string' ? error.error_message : `HTTP ${response.status}`
      if (response.status >= 500) throw new PiUnavailableError(`Pi Platform ${method} ${path}: ${code}: ${message}`)
      throw new PiApiError(response.status, code, message, json)
    }

    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new PiUnavailableError(`Pi Platform ${method} ${path} answered an unexpected shape`)
    return parsed.data
  }

  const key = `Key ${options.apiKey}`
  const paymentPath = (id: string) => `/v2/payments/${encodeURIComponent(id)}`

  return {
    me: (accessToken) => call('GET', '/v2/me', `Bearer ${accessToken}`, PiUserSchema),
    getPayment: (id) => call('GET', paymentPath(id), key, PiPaymentSchema),
    approvePayment: (id) => call('POST', `${paymentPath(id)}/approve`, key, PiPaymentSchema, {}),
    completePayment: (id, txid) => call('POST', `${paymentPath(id)}/complete`, key, PiPaymentSchema, { txid }),
    cancelPayment: (id) => call('POST', `${paymentPath(id)}/cancel`, key, PiPaymentSchema, {}),
    incompleteServerPayments: async () => {
      const body = await call('GET', '/v2/payments/incomplete_server_payments', key, PiIncompleteServerPaymentsSchema)
      return body.incomplete_server_payments ?? []
    },
    sendInAppNotifications: async (notifications) => {
      // The answer's shape is not documented beyond success: any JSON body will do.
      await call('POST', '/v2/in_app_notifications/notify', key, z.unknown(), { notifications })
    },
  }
}
