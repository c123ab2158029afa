import { useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { Button, buttonClasses } from '#app/components/ui/button'
import { LogoutIcon } from '#app/components/ui/icons'
import { paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { useSession } from '#app/lib/session-store'
import { useActivePlan } from '../api/get-active-plan'
import { useSignOut } from '../hooks/use-sign-out'
import { SignInButton } from './sign-in-button'

/**
 * The account end of the navigation bar. Signed out: Sign in. Signed in:
 * "Hi, {username}", the Dashboard link (once the active plan is known; role decides which
 * dashboard) and Logout, an icon button on wide screens and a labelled one in the mobile menu.
 */
export function AccountActions({ variant }: { variant: 'bar' | 'menu' }) {
  const { t } = useTranslation()
  const session = useSession()
  const plan = useActivePlan(session?.username)
  const signOut = useSignOut()
  const isMenu = variant === 'menu'

  if (!session) {
    return (
      <SignInButton
        label={isMenu ? 'long' : 'short'}
        className={cn(isMenu && 'w-full')}
        size={isMenu ? 'tall' : undefined}
      />
    )
  }

  const dashboard = session.role === 'ADMIN' ? paths.adminDashboard.root : paths.userDashboard.root
  // The plan link needs one plan type of the three to show; the fetch falls back to STANDARD.
  const hasPlan = plan.data !== undefined

  return (
    <div className={cn('flex', isMenu ? 'flex-col items-stretch gap-3' : 'items-center gap-2')}>
      <span
        className={cn(
          'truncate font-medium text-slate-700',
          isMenu ? 'max-w-none px-1 text-base' : 'max-w-32 text-sm 2xl:max-w-48',
        )}
        data-testid="user-greeting"
      >
        {t('auth.greeting', { username: session.username })}
      </span>
      {hasPlan && (
        <Link
          to={dashboard}
          className={buttonClasses(isMenu ? 'primary' : 'secondary', 'whitespace-nowrap', isMenu ? 'tall' : 'medium')}
          data-testid="dashboard-link"
        >
          {t('auth.dashboard')}
        </Link>
      )}
      {isMenu ? (
        <Button variant="secondary" size="tall" onClick={() => void signOut()} data-testid="logout-button">
          <LogoutIcon />
          {t('auth.logout')}
        </Button>
      ) : (
        <Button
          variant="icon"
          aria-label={t('auth.logout')}
          title={t('auth.logout')}
          onClick={() => void signOut()}
          data-testid="logout-button"
        >
          <LogoutIcon />
        </Button>
      )}
    </div>
  )
}
