import type { Notification } from '@spotlight/shared/schemas/notifications'
import { Link } from '#app/components/ui/link'
import { cn } from '#app/lib/cn'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'

/** One notification as a link to what it is about; unread ones are marked (not by colour alone). */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification
  /** Called as the link is followed: the notification becomes read. */
  onOpen(notification: Notification): void
}) {
  const { t, i18n } = useTranslation()
  const isUnread = notification.readAt === null
  return (
    <Link
      to={notification.link}
      onClick={() => onOpen(notification)}
      className={cn(
        'block rounded-xl px-3 py-2 text-sm hover:bg-violet-50 focus-visible:bg-violet-50',
        isUnread ? 'bg-violet-50/60' : 'bg-white',
      )}
      data-testid="notification-item"
      data-type={notification.type}
    >
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className={cn('mt-1.5 h-2 w-2 shrink-0 rounded-full', isUnread ? 'bg-violet-600' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">
            {isUnread ? <span className="sr-only">{t('notifications.unreadMark')} </span> : null}
            {notification.title}
          </span>
          <span className="block break-words text-slate-700">{notification.body}</span>
          <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-slate-600">
            {formatDateTime(notification.createdAt, i18n.language)}
          </time>
        </span>
      </span>
    </Link>
  )
}
