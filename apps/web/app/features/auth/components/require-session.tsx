import { type ReactNode, useEffect, useRef } from 'react'
import { type I18n, useTranslation } from '#app/lib/i18n'
import { writeLanguageCookie } from '#app/lib/language'
import { type StoredSession, useSession } from '#app/lib/session-store'
import { useHydrated } from '#app/lib/use-hydrated'
import { getAccountLanguage } from '../api/account-language'
import { SignInPrompt } from './sign-in-prompt'

/**
 * Dashboards have one address for every language, so they speak the account's: once per session,
 * a page in another language switches to it (and the cookie follows, so the next page starts in it).
 * The language menu saves a choice as the account's first, so this never undoes one.
 */
function useAccountLanguage(i18n: I18n, token: string | undefined) {
  const latest = useRef(i18n)
  useEffect(() => {
    latest.current = i18n
  })
  useEffect(() => {
    if (!token) return
    let isCurrent = true
    getAccountLanguage()
      .then((language) => {
        if (!isCurrent) return
        // The cookie too, whatever this page's language: the next page's server render (a dashboard's
        // language is negotiated, its address having no prefix) then starts in the account's.
        writeLanguageCookie(language)
        if (language !== latest.current.language) return latest.current.changeLanguage(language)
      })
      // Unknown, or not reachable: the page stays in the language it has.
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [token])
}

/**
 * Dashboards render on the client: the session lives in localStorage, which the server cannot
 * read. Server HTML and hydration show a loading line, then either the content or a sign-in prompt.
 */
export function RequireSession({ children }: { children: (session: StoredSession) => ReactNode }) {
  const { t, i18n } = useTranslation()
  const isHydrated = useHydrated()
  const session = useSession()
  useAccountLanguage(i18n, isHydrated ? session?.accessToken : undefined)

  if (!isHydrated) {
    return (
      <div className="px-4 py-16 text-center text-slate-500">
        {/* Without scripts nothing follows the loading line: the page says why instead. */}
        <noscript>
          <p className="text-slate-700">{t('access.needsScript')}</p>
        </noscript>
        <p role="status">{t('common.loading')}</p>
      </div>
    )
  }
  if (!session) {
    return (
      <div className="px-4 py-16">
        <SignInPrompt />
      </div>
    )
  }
  return children(session)
}
