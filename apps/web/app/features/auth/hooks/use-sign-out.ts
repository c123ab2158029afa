import { useNavigate } from 'react-router'
import { paths } from '#app/config/paths'
import { clearSession, readStoredSession } from '#app/lib/session-store'
import { forgetRemote } from '#app/lib/use-remote'
import { logout } from '../api/logout'

/** Logout: revoke on the server (failures ignored), clear the stored user and go home. */
export function useSignOut() {
  const navigate = useNavigate()

  return async function signOut() {
    const { session } = readStoredSession()
    clearSession()
    forgetRemote('payments/')
    // Fire and forget: the local sign-out must not wait for (or depend on) the server.
    if (session) void logout(session.accessToken)
    await navigate(paths.home)
  }
}
