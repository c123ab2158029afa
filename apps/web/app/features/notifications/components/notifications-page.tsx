import { Button } from '#app/components/ui/button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { useTranslation } from '#app/lib/i18n'
import { useNotificationPages } from '../hooks/use-notifications'
import { NotificationItem } from './notification-item'

/** Every notification of the signed-in user, newest first, a page at a time. */
export function NotificationsPage() {
  const { t } = useTranslation()
  const { items, unread, status, hasMore, isLoadingMore, loadMore, retry, markRead } = useNotificationPages()

  return (
    <div className="space-y-4" data-testid="notifications-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {status === 'ready' ? t('notifications.unreadCount', { n: unread }) : ''}
        </p>
        <Button variant="secondary" disabled={unread === 0} onClick={() => void markRead('all')}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {status === 'loading' ? (
        <p role="status" className="text-slate-500">
          {t('notifications.loading')}
        </p>
      ) : null}
      {status === 'error' ? (
        <StatusBanner tone="error">
          {t('notifications.loadError')}{' '}
          <button type="button" className="font-semibold underline" onClick={retry}>
            {t('notifications.retry')}
          </button>
        </StatusBanner>
      ) : null}
      {status === 'ready' && items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-500">
          {t('notifications.empty')}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="space-y-1 rounded-2xl border border-slate-200 bg-white p-2">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem
                notification={item}
                onOpen={(opened) => {
                  if (opened.readAt === null) void markRead([opened.id])
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={loadMore} disabled={isLoadingMore}>
          {isLoadingMore ? t('notifications.loading') : t('notifications.loadMore')}
        </Button>
      ) : null}
    </div>
  )
}
