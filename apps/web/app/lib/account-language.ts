import type { Language } from '@spotlight/shared/domain/languages'
import { readStoredSession } from './session-store'

/**
 * PUT /api/account/language when someone is signed in: the language menu's choice becomes the
 * account's, which its dashboards and Pi notices follow on every device. The public pages' menu calls
 * it, so it is a bare fetch (the API client is not in their first load); a failure, or a session the
 * server no longer takes, only leaves the account's language as it was.
 */
export async function rememberAccountLanguage(language: Language): Promise<void> {
  const { session, isExpired } = readStoredSession()
  if (!session || isExpired) return
  await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ language }),
  }).catch(() => undefined)
}
