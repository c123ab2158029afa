import { loadAppStrings } from '#app/lib/i18n'
import { Outlet } from 'react-router'
import { RequireSession } from '#app/features/auth/components/require-session'
import { UserDashboardShell } from '#app/features/dashboard/components/user-dashboard-shell'
import { QueryProvider } from '#app/lib/query-client'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

export default function UserDashboardLayout() {
  return (
    <QueryProvider>
      <RequireSession>
        {(session) => (
          <UserDashboardShell session={session}>
            <Outlet />
          </UserDashboardShell>
        )}
      </RequireSession>
    </QueryProvider>
  )
}
