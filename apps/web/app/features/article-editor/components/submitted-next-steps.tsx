import { Link } from '#app/components/ui/link'
import { paths } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'

// The notifications feature owns this page; the dashboard's sidebar links it by the same path.
const NOTIFICATIONS_PATH = '/user-dashboard/notifications'

/**
 * What follows a submit for approval: the review, and where its outcome shows (Pending, then the
 * notification raised when an admin approves or rejects it). No review time is promised: none is kept.
 */
export function SubmittedNextSteps({ isOnPending = false }: { isOnPending?: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <p className="mt-1">{t('editor.messages.submittedNext')}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {isOnPending ? null : (
          <Link to={paths.userDashboard.pending} className="font-semibold underline">
            {t('editor.messages.followInPending')}
          </Link>
        )}
        <Link to={NOTIFICATIONS_PATH} className="font-semibold underline">
          {t('editor.messages.followInNotifications')}
        </Link>
      </p>
    </>
  )
}
