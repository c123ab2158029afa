import type { FastifyRequest } from 'fastify'
import { negotiateLanguage } from '@spotlight/shared/domain/language-negotiation'

/**
 * The language an API answer names things in, picked as the site picks a page's: the `lang` cookie
 * (the reader's choice on the site), then Accept-Language, then English. An answer that depends on it
 * says `Vary: Accept-Language, Cookie` so no cache hands it to a reader of another language.
 */
export function requestLanguage(request: FastifyRequest): string {
  return negotiateLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] })
}

export const LANGUAGE_VARY = 'Accept-Language, Cookie'
