import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isDashboardPath, paths } from '#app/config/paths'
import { onSessionExpired } from '#app/lib/session-expiry'

/**
 * There is no /login page: when a session expires the user stays on the
 * page they were on, except in a dashboard, whose content needs a session; they go home from there.
 * The "Session expired" notice itself is raised by the API client.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate()
  const { pathname } = useLocation()

  useEffect(
    () =>
      onSessionExpired(() => {
        if (isDashboardPath(pathname)) void navigate(paths.home, { replace: true })
      }),
    [navigate, pathname],
  )
  return null
}
