import { loadAppStrings } from '#app/lib/i18n'
import { Outlet } from 'react-router'
import { RequireSession } from '#app/features/auth/components/require-session'
import { UserDashboardShell } from '#app/features/dashboard/components/user-dashboard-shell'
import { SuspensionBanner } from '#app/features/suspensions/components/suspension-banner'
import { QueryProvider } from '#app/lib/query-client'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

export default function UserDashboardLayout() {
  return (
    <QueryProvider>
      <RequireSession>
        {(session) => (
          <UserDashboardShell session={session}>
            {/* A suspended maker reads why on every page of their dashboard; an admin cannot be suspended. */}
            {session.role !== 'ADMIN' && <SuspensionBanner />}
            <Outlet />
          </UserDashboardShell>
        )}
      </RequireSession>
    </QueryProvider>
  )
}
