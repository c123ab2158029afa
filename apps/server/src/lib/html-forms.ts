import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '#src/errors/app-error'

/** `next` when it is a path of this site, as a Location header carries it; else null. */
export { pathOnThisSite } from '@spotlight/shared/domain/site-path'

/**
 * What the plain HTML forms share (following, reviews, helpful marks, reports): forms a page posts
 * before or without its script, whose session comes from the `spotlight_session` cookie (decision
 * 0001, "one cookie, for forms only"), and whose answer is a 303 back to the page with an outcome in
 * the query for the page to say.
 */

/** Room for a review's 1,000 characters percent-encoded (up to 12 bytes each: `%F0%9F%9A%80`) and the other fields. */
export const FORM_BYTES = 16_384

/**
 * Lets this plugin read `application/x-www-form-urlencoded` bodies (as `URLSearchParams`). A content
 * type parser belongs to the plugin that adds it: each form plugin calls this once in its own scope
 * (adding it twice in one scope throws at start-up).
 */
export function acceptHtmlForms(app: FastifyInstance, bodyLimit = FORM_BYTES) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  )
}

/** What the reader typed goes back into a reopened form only while the address stays of a usual size. */
const KEPT_TEXT_BYTES = 3_000

/** `text` to put back into the form the answer reopens, or '' when it would make the address too long. */
export function keptInAddress(text: string): string {
  return encodeURIComponent(text).length <= KEPT_TEXT_BYTES ? text : ''
}

/** The posted fields (none when the body was of another type). */
export function formFields(body: unknown): URLSearchParams {
  return body instanceof URLSearchParams ? body : new URLSearchParams()
}

/**
 * The origin (scheme, host and port) of this site's pages, as a browser writes it in `Origin`:
 * PUBLIC_URL's. Without PUBLIC_URL (outside production), the address the request came to: its scheme
 * as the proxy reports it (X-Forwarded-Proto, believed only from a trusted proxy) and its host.
 */
export function siteOrigin(request: FastifyRequest): string | null {
  const { config } = request.server
  try {
    return new URL(config.hasPublicUrl ? config.publicUrl : `${request.protocol}://${request.host}`).origin
  } catch {
    return null
  }
}

/**
 * Only a post this site's own page made: a browser says so in `Sec-Fetch-Site`, or else in `Origin`,
 * which must be the site's whole origin: the same host over plain http (a page anyone on the network
 * path can write) or on another port is another site.
 * The session cookie is sent with any site's post in the Pi Browser's frame (SameSite=None).
 */
export function isFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined) return site === 'same-origin'
  const origin = request.headers.origin
  // A browser writes an origin as the URL standard serialises it, as siteOrigin does.
  return origin !== undefined && origin === siteOrigin(request)
}

/** 403 unless the post came from this site's own page: before the body's fields or the cookie are used. */
export function refuseOtherSites(request: FastifyRequest): void {
  if (!isFromThisSite(request)) throw new AppError('FORBIDDEN', 'This form only works from this site.')
}

/**
 * A form route's options: another site's post is refused as it arrives, before its body is read, and
 * no body of any type (JSON, text: the app's parsers take up to 1 MB) goes beyond the form's size.
 */
export function htmlFormRoute(bodyLimit = FORM_BYTES) {
  return { bodyLimit, onRequest: async (request: FastifyRequest) => refuseOtherSites(request) }
}

/**
 * `path` with a previous answer's outcome parameters (`clear`) removed, `set` added (an empty value
 * drops the parameter), and the fragment `hash` when given (else the path's own).
 */
export function withOutcome(
  path: string,
  clear: readonly string[],
  set: Record<string, string>,
  hash?: string,
): string {
  const url = new URL(path, 'http://here')
  for (const name of clear) url.searchParams.delete(name)
  for (const [name, value] of Object.entries(set)) if (value) url.searchParams.set(name, value)
  return `${url.pathname}${url.search}${hash === undefined ? url.hash : `#${hash}`}`
}

export function seeOther(reply: FastifyReply, location: string) {
  return reply.code(303).header('cache-control', 'no-store').header('location', location).send()
}
