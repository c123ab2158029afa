import { useCallback, useEffect, useRef, useState } from 'react'
import type { Notification } from '@spotlight/shared/schemas/notifications'
import { useTranslation } from '#app/lib/i18n'
import { getNotifications, markNotificationsRead } from '../api/notifications'

/**
 * How often the bell asks for news while the page is visible (docs/decisions/0011-notifications.md:
 * a poll, not the STOMP channel). Hidden tabs do not poll; coming back to one asks at once.
 */
export const POLL_MS = 15_000

export type NotificationsState = {
  unread: number
  items: Notification[]
  status: 'loading' | 'ready' | 'error'
  refresh(): Promise<void>
  markRead(ids: number[] | 'all'): Promise<void>
}

/** The signed-in user's newest notifications and unread count, kept fresh while the page is visible. */
export function useNotifications(limit = 10): NotificationsState {
  const { i18n } = useTranslation()
  const [unread, setUnread] = useState(0)
  const [items, setItems] = useState<Notification[]>([])
  const [status, setStatus] = useState<NotificationsState['status']>('loading')
  const latest = useRef(0)

  const refresh = useCallback(async () => {
    const call = ++latest.current
    try {
      const answer = await getNotifications(limit)
      if (call !== latest.current) return // an older answer arriving late never overwrites a newer one
      setUnread(answer.unread)
      setItems(answer.items)
      setStatus('ready')
    } catch {
      if (call === latest.current) setStatus((previous) => (previous === 'ready' ? 'ready' : 'error'))
    }
  }, [limit])

  // The texts come in the page language: a switch fetches them again.
  useEffect(() => {
    void refresh()
  }, [refresh, i18n.language])

  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') void refresh()
    }
    const timer = window.setInterval(tick, POLL_MS)
    document.addEventListener('visibilitychange', tick)
    window.addEventListener('focus', tick)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
      window.removeEventListener('focus', tick)
    }
  }, [refresh])

  const markRead = useCallback(
    async (ids: number[] | 'all') => {
      const at = new Date().toISOString()
      // Shown read at once; the answer then gives the true count.
      setItems((current) =>
        current.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, readAt: item.readAt ?? at } : item)),
      )
      try {
        const result = await markNotificationsRead(ids === 'all' ? { all: true } : { ids })
        setUnread(result.unread)
      } catch {
        await refresh()
      }
    },
    [refresh],
  )

  return { unread, items, status, refresh, markRead }
}
