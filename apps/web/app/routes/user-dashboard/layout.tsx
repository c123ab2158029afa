import { Outlet } from 'react-router'
import { RequireSession } from '#app/features/auth/components/require-session'
import { UserDashboardShell } from '#app/features/dashboard/components/user-dashboard-shell'

export default function UserDashboardLayout() {
  return (
    <RequireSession>
      {(session) => (
        <UserDashboardShell session={session}>
          <Outlet />
        </UserDashboardShell>
      )}
    </RequireSession>
  )
}
