import { useCallback, useEffect, useState } from 'react'
import type { Notification } from '@spotlight/shared/schemas/notifications'
import { Button } from '#app/components/ui/button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { useTranslation } from '#app/lib/i18n'
import { getNotificationPage, markNotificationsRead } from '../api/notifications'
import { NotificationItem } from './notification-item'

type PageState = {
  items: Notification[]
  unread: number
  nextCursor: string | null
  status: 'loading' | 'ready' | 'error'
  isLoadingMore: boolean
}

/** Every notification of the signed-in user, newest first, a page at a time (issue 20). */
export function NotificationsPage() {
  const { t, i18n } = useTranslation()
  const [state, setState] = useState<PageState>({
    items: [],
    unread: 0,
    nextCursor: null,
    status: 'loading',
    isLoadingMore: false,
  })

  const loadFirst = useCallback(async () => {
    setState((current) => ({ ...current, status: 'loading' }))
    try {
      const page = await getNotificationPage(null)
      setState({
        items: page.items,
        unread: page.unread,
        nextCursor: page.nextCursor,
        status: 'ready',
        isLoadingMore: false,
      })
    } catch {
      setState((current) => ({ ...current, status: 'error' }))
    }
  }, [])

  useEffect(() => {
    void loadFirst()
  }, [loadFirst, i18n.language])

  const loadMore = async () => {
    if (!state.nextCursor) return
    setState((current) => ({ ...current, isLoadingMore: true }))
    try {
      const page = await getNotificationPage(state.nextCursor)
      setState((current) => ({
        ...current,
        items: [...current.items, ...page.items],
        unread: page.unread,
        nextCursor: page.nextCursor,
        isLoadingMore: false,
      }))
    } catch {
      setState((current) => ({ ...current, isLoadingMore: false, status: 'error' }))
    }
  }

  const markRead = async (ids: number[] | 'all') => {
    const at = new Date().toISOString()
    setState((current) => ({
      ...current,
      items: current.items.map((item) =>
        ids === 'all' || ids.includes(item.id) ? { ...item, readAt: item.readAt ?? at } : item,
      ),
    }))
    try {
      const result = await markNotificationsRead(ids === 'all' ? { all: true } : { ids })
      setState((current) => ({ ...current, unread: result.unread }))
    } catch {
      await loadFirst()
    }
  }

  return (
    <div className="space-y-4" data-testid="notifications-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {state.status === 'ready' ? t('notifications.unreadCount', { n: state.unread }) : ''}
        </p>
        <Button variant="secondary" disabled={state.unread === 0} onClick={() => void markRead('all')}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {state.status === 'loading' ? (
        <p role="status" className="text-slate-500">
          {t('notifications.loading')}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <StatusBanner tone="error">
          {t('notifications.loadError')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void loadFirst()}>
            {t('notifications.retry')}
          </button>
        </StatusBanner>
      ) : null}
      {state.status === 'ready' && state.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-500">
          {t('notifications.empty')}
        </p>
      ) : null}
      {state.items.length > 0 ? (
        <ul className="space-y-1 rounded-2xl border border-slate-200 bg-white p-2">
          {state.items.map((item) => (
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
      {state.nextCursor ? (
        <Button variant="secondary" onClick={() => void loadMore()} disabled={state.isLoadingMore}>
          {state.isLoadingMore ? t('notifications.loading') : t('notifications.loadMore')}
        </Button>
      ) : null}
    </div>
  )
}
