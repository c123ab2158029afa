import { useEffect, useId, useRef, useState } from 'react'
import { Link } from '#app/components/ui/link'
import { loadAppStrings, useTranslation } from '#app/lib/i18n'
import { QueryProvider } from '#app/lib/query-client'
import { useSession } from '#app/lib/session-store'
import { notificationsPathFor } from '../notifications-path'
import { useNotifications } from '../hooks/use-notifications'
import { BellIcon } from './bell-icon'
import { NotificationItem } from './notification-item'

// The signed-in screens' strings (the bell's among them): here before the bell renders.
await loadAppStrings()

/** More than this shows as "99+". */
const BADGE_MAX = 99

/**
 * The top bar's bell: the unread count (announced politely when it changes), and a panel
 * of the newest notifications with 'Mark all read' and a link to all of them. Escape or a click
 * outside closes the panel and gives focus back to the bell.
 */
export default function NotificationBell() {
  // The tab's one query client (shared with the dashboards), so a page and the bell agree.
  return (
    <QueryProvider>
      <NotificationBellButton />
    </QueryProvider>
  )
}

/** The bell under a query client of the caller's (tests give a fresh one). */
export function NotificationBellButton() {
  const { t } = useTranslation()
  const { unread, items, status, markRead } = useNotifications()
  const session = useSession()
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  const headingId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [isOpen])

  const badge = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread)
  const label = unread === 0 ? t('notifications.bellNone') : t('notifications.bellUnread', { n: unread })

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="relative grid h-10 w-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs leading-5 font-bold text-white"
            data-testid="notification-count"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {/* Read out when the count changes, without moving focus. */}
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {status === 'ready' ? label : ''}
      </span>

      <section
        id={panelId}
        hidden={!isOpen}
        aria-labelledby={headingId}
        className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        data-testid="notification-panel"
      >
        <div className="flex items-center justify-between gap-2 px-2 py-1">
          <h2 id={headingId} className="text-sm font-bold text-slate-900">
            {t('notifications.title')}
          </h2>
          <button
            type="button"
            className="rounded-full px-2 py-1 text-xs font-semibold text-violet-800 hover:bg-violet-50 disabled:opacity-50"
            disabled={unread === 0}
            onClick={() => void markRead('all')}
            data-testid="notification-mark-all"
          >
            {t('notifications.markAllRead')}
          </button>
        </div>
        <PanelBody status={status} isEmpty={items.length === 0}>
          <ul className="max-h-[60vh] space-y-1 overflow-y-auto">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem
                  notification={item}
                  onOpen={(opened) => {
                    setOpen(false)
                    if (opened.readAt === null) void markRead([opened.id])
                  }}
                />
              </li>
            ))}
          </ul>
        </PanelBody>
        <Link
          to={notificationsPathFor(session?.role)}
          onClick={() => setOpen(false)}
          className="mt-1 block rounded-xl px-3 py-2 text-center text-sm font-semibold text-violet-800 hover:bg-violet-50"
        >
          {t('notifications.seeAll')}
        </Link>
      </section>
    </div>
  )
}

function PanelBody({
  status,
  isEmpty,
  children,
}: {
  status: 'loading' | 'ready' | 'error'
  isEmpty: boolean
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  if (status === 'loading') return <p className="px-3 py-4 text-sm text-slate-500">{t('notifications.loading')}</p>
  if (status === 'error') return <p className="px-3 py-4 text-sm text-rose-700">{t('notifications.loadError')}</p>
  if (isEmpty) return <p className="px-3 py-4 text-sm text-slate-500">{t('notifications.empty')}</p>
  return children
}
