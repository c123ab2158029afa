import { z } from 'zod'
import { SessionUserSchema } from './auth'

/** Codes and secrets are at least 128 random bits, base64url-encoded (22 characters for 16 bytes). */
const RANDOM_TOKEN = /^[\w-]{22,128}$/

export const SessionLinkCodeSchema = z.string().regex(RANDOM_TOKEN, 'is not a session link code')
export const SessionLinkSecretSchema = z.string().regex(RANDOM_TOKEN, 'is not a session link secret')

/**
 * The digits both screens show for one link. The phone's user types the ones on the computer's screen:
 * a link an attacker made and sent elsewhere cannot be confirmed by someone who does not see its desktop.
 */
export const PAIRING_CODE_LENGTH = 4
/** Tries the phone gets to type the pairing code; after the last wrong one the link is dead. */
export const PAIRING_CODE_TRIES = 3
export const PairingCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${PAIRING_CODE_LENGTH}}$`), `must be the ${PAIRING_CODE_LENGTH} digits shown on the computer`)

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
  /** Shown on the desktop, typed on the phone; never sent to the phone. */
  pairingCode: PairingCodeSchema,
})
export type CreatedSessionLink = z.infer<typeof CreatedSessionLinkSchema>

export const SessionLinkParamsSchema = z.object({ code: SessionLinkCodeSchema })

/** Body of `POST /api/session-links/sync`, sent by the phone with its own session and the digits its user typed. */
export const SyncSessionLinkInputSchema = z.object({ code: SessionLinkCodeSchema, pairingCode: PairingCodeSchema })
export type SyncSessionLinkInput = z.infer<typeof SyncSessionLinkInputSchema>

/**
 * `GET /api/session-links/{code}`: what the phone shows before the user confirms: a desktop browser
 * (`userAgentSummary` such as "Chrome on Windows", null when unrecognised; the desktop's own words, so
 * only a hint), the network it asked from (`network`: `203.0.113.x` or `2001:db8:85a3::/48`, as the
 * server saw it; null when unknown) and when the code was made. Not the pairing code: the user types it.
 */
export const SessionLinkSchema = z.object({
  code: SessionLinkCodeSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgentSummary: z.string().nullable(),
  network: z.string().nullable(),
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
