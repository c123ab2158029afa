import { useNavigate } from 'react-router'
import { paths } from '#app/config/paths'
import { clearSession, readStoredSession } from '#app/lib/session-store'
import { settleTokenRequests } from '#app/lib/api-client'
import { forgetRemote } from '#app/lib/use-remote'
import { logout } from '../api/logout'

/** Logout: revoke on the server (failures ignored), clear the stored user and go home. */
export function useSignOut() {
  const navigate = useNavigate()

  return async function signOut() {
    const { session } = readStoredSession()
    clearSession()
    forgetRemote('payments/')
    await navigate(paths.home)
    // Fire and forget: the local sign-out must not wait for (or depend on) the server. Revoked once
    // the signed-in screen is gone and the requests it sent with the token are answered, so none of
    // them meets a revoked token (a 401, which would also show "Session expired").
    if (session) void settleTokenRequests().then(() => logout(session.accessToken))
  }
}
