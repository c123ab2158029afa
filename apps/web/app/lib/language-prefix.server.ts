import { redirect } from 'react-router'
import { DEFAULT_LANGUAGE, isLanguage } from '@spotlight/shared/domain/languages'

/**
 * Public pages answer at `/:lang?/...`; a first segment there that is no language's prefix is an
 * unknown path, sent home as the catch-all route does, and the default language's own code
 * (`/en/advertise`) goes to the page's one address for it, the unprefixed one.
 */
export function refuseUnknownPrefix(request: Request, params: Record<string, string | undefined>) {
  const prefix = params.lang
  if (prefix === undefined || (prefix !== DEFAULT_LANGUAGE && isLanguage(prefix))) return
  if (prefix !== DEFAULT_LANGUAGE) throw redirect('/')
  const url = new URL(request.url)
  throw redirect(`${url.pathname.slice(prefix.length + 1) || '/'}${url.search}`, 301)
}
