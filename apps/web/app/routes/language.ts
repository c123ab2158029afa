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
  if (!isLanguage(language)) return redirect(next, 303)
  return redirect(languagePath(language, next), { status: 303, headers: { 'Set-Cookie': languageCookie(language) } })
}

/** Nothing to show at this address: a visit goes home. */
export function loader() {
  return redirect('/')
}
