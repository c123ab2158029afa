import type { TranslationKey } from '#app/lib/i18n'
import { useSyncExternalStore } from 'react'

/** A dismissible message shown under the navigation bar, by catalogue key so it follows the language. */
export type Notice = {
  id: string
  messageKey: TranslationKey
  tone: 'info' | 'error'
  params?: Record<string, string>
}

type Listener = () => void
const listeners = new Set<Listener>()
let notices: readonly Notice[] = []

function setNotices(next: readonly Notice[]) {
  notices = next
  for (const listener of listeners) listener()
}

/** Shows a notice; a notice with the same id replaces the previous one instead of stacking. */
export function pushNotice(notice: Notice) {
  setNotices([...notices.filter((item) => item.id !== notice.id), notice])
}

export function dismissNotice(id: string) {
  if (notices.some((item) => item.id === id)) setNotices(notices.filter((item) => item.id !== id))
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const none: readonly Notice[] = []

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => none,
  )
}
