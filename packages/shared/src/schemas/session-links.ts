import { z } from 'zod'
import { SessionUserSchema } from './auth'

/** Codes and secrets are at least 128 random bits, base64url-encoded (22 characters for 16 bytes). */
const RANDOM_TOKEN = /^[\w-]{22,128}$/

export const SessionLinkCodeSchema = z.string().regex(RANDOM_TOKEN, 'is not a session link code')
export const SessionLinkSecretSchema = z.string().regex(RANDOM_TOKEN, 'is not a session link secret')

/** HTTP header that carries the secret to `GET /api/session-links/status/{code}` (only there: a `secret` in the URL is refused, since URLs are logged). */
export const LINK_SECRET_HTTP_HEADER = 'x-link-secret'
/** STOMP SUBSCRIBE header that carries the secret. */
export const LINK_SECRET_STOMP_HEADER = 'link-secret'

/** The STOMP destination a desktop subscribes to for its link. */
export function sessionLinkTopic(code: string): string {
  return `/topic/session/${code}`
}

/**
 * `POST /api/session-links` → 201. The QR encodes only `{PUBLIC_URL}/login-qr?code=…`; the secret
 * stays on the desktop and is what lets it (and only it) receive the session.
 */
export const CreatedSessionLinkSchema = z.object({
  code: SessionLinkCodeSchema,
  secret: SessionLinkSecretSchema,
  expiresAt: z.iso.datetime(),
})
export type CreatedSessionLink = z.infer<typeof CreatedSessionLinkSchema>

export const SessionLinkParamsSchema = z.object({ code: SessionLinkCodeSchema })

/** Body of `POST /api/session-links/sync`, sent by the phone with its own session. */
export const SyncSessionLinkInputSchema = z.object({ code: SessionLinkCodeSchema })
export type SyncSessionLinkInput = z.infer<typeof SyncSessionLinkInputSchema>

/**
 * `GET /api/session-links/{code}`: what the phone shows before the user confirms: a desktop browser
 * (`userAgentSummary` such as "Chrome on Windows", null when unrecognised) and when the code was made.
 */
export const SessionLinkSchema = z.object({
  code: SessionLinkCodeSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgentSummary: z.string().nullable(),
})
export type SessionLink = z.infer<typeof SessionLinkSchema>

export const SESSION_LINK_STATUSES = ['PENDING', 'CLAIMED', 'EXPIRED'] as const
export type SessionLinkState = (typeof SESSION_LINK_STATUSES)[number]

/**
 * `GET /api/session-links/status/{code}`, the desktop's polling fallback. `user` (the session, the same
 * object the STOMP MESSAGE carries) is present exactly once: on the first read after the phone's sync,
 * unless the live channel delivered it first.
 */
export const SessionLinkStatusSchema = z.object({
  status: z.enum(SESSION_LINK_STATUSES),
  user: SessionUserSchema.optional(),
})
export type SessionLinkStatus = z.infer<typeof SessionLinkStatusSchema>
