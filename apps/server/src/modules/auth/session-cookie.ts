import { readCookie } from '@spotlight/shared/domain/language-negotiation'

/**
 * The session's copy for forms. The API reads sessions from `Authorization` only (no CSRF surface);
 * this cookie carries the same token for the few plain HTML forms that must work before or without
 * the page's script (following a maker), each of which checks that the post came from this site.
 * Revoking the session (sign-out, expiry) ends the cookie's token too.
 */
export const SESSION_COOKIE = 'spotlight_session'

/**
 * Its name over HTTPS. A `__Host-` cookie is only kept when this host set it (Secure, `Path=/`, no
 * `Domain`), so a page on a sibling subdomain cannot plant a session of its own choosing under it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

const cookieName = (isHttps: boolean) => (isHttps ? SECURE_SESSION_COOKIE : SESSION_COOKIE)

const TOKEN = /^[\w-]{1,200}$/

/**
 * Over HTTPS the cookie must also reach the site inside the Pi Browser's frame, a third-party context:
 * `SameSite=None; Partitioned` (kept to this site under that top frame). Over plain HTTP (development,
 * tests) browsers refuse `Secure`, and `Lax` is what they keep.
 */
function attributes(isHttps: boolean): string {
  return isHttps ? 'Path=/; HttpOnly; Secure; SameSite=None; Partitioned' : 'Path=/; HttpOnly; SameSite=Lax'
}

export function sessionCookie(token: string, maxAgeSeconds: number, isHttps: boolean): string {
  return `${cookieName(isHttps)}=${token}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; ${attributes(isHttps)}`
}

export function clearedSessionCookie(isHttps: boolean): string {
  return `${cookieName(isHttps)}=; Max-Age=0; ${attributes(isHttps)}`
}

/** The token of a `Cookie` header's session cookie, or null (absent, or not a token's alphabet). */
export function sessionTokenOfCookie(header: string | undefined, isHttps: boolean): string | null {
  const token = readCookie(header, cookieName(isHttps))
  return token !== null && TOKEN.test(token) ? token : null
}
