import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { type StoredSession, useSession } from '#app/lib/session-store'
import { useHydrated } from '#app/lib/use-hydrated'
import { SignInPrompt } from './sign-in-prompt'

/**
 * Dashboards render on the client: the session lives in localStorage, which the server cannot
 * read. Server HTML and hydration show a loading line, then either the content or a sign-in prompt.
 */
export function RequireSession({ children }: { children: (session: StoredSession) => ReactNode }) {
  const { t } = useTranslation()
  const isHydrated = useHydrated()
  const session = useSession()

  if (!isHydrated) {
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-500">
        {t('common.loading')}
      </p>
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
