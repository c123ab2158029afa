import { redirect } from 'react-router'
import { languagePath } from '#app/config/paths'
import { isLanguage, languageCookie } from '#app/lib/language'
import { pathOnThisSite } from '@spotlight/shared/domain/site-path'
import type { Route } from './+types/language'

/**
 * The language switcher without JavaScript (or tapped before React runs): its form posts the
 * language and the page it was on; the answer stores the choice and sends the reader back there, so
 * the page comes again in that language, at that language's address when it is a public page.
 * Only a path of this site is followed back.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const language = form?.get('lang')
  const next = pathOnThisSite(form?.get('next')) ?? '/'
  if (!isLanguage(language) || isFromAnotherSite(request)) return redirect(next, 303)
  return redirect(languagePath(language, next), { status: 303, headers: { 'Set-Cookie': languageCookie(language) } })
}

/**
 * A post another site's page made (its form auto-submitted), as the browser says in `Sec-Fetch-Site`: it
 * would choose the reader's language for them. Without the header (an old browser) the post is taken as
 * this site's: choosing a language needs no session, and a reader changes it back with one tap.
 */
function isFromAnotherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}

/** Nothing to show at this address: a visit goes home. */
export function loader() {
  return redirect('/')
}
