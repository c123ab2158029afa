import { type RefObject, useEffect, useRef } from 'react'

/** What tells the list's items apart (an id, a username). */
type Key = number | string

/**
 * After an action takes an item off a list (a decision in an admin's queue), the focus goes to the item
 * that took its place, or to `fallback` (the status line that says what was done) once none is left: a
 * keyboard goes on down the list instead of starting again from the top of the page. It moves once the
 * list read again no longer holds the item, not before (focus on an item about to go is lost). The list's
 * children must be focusable (`tabIndex={-1}`). Call the returned function with the item's id and index.
 */
export function useFocusAfterRemoval(
  ids: readonly Key[],
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
): (id: Key, index: number) => void {
  const removed = useRef<{ id: Key; index: number } | null>(null)
  useEffect(() => {
    const gone = removed.current
    if (!gone || ids.includes(gone.id)) return
    removed.current = null
    const items = list.current?.children
    const next = items?.[Math.min(gone.index, items.length - 1)] as HTMLElement | undefined
    ;(next ?? fallback.current)?.focus()
  })
  return (id, index) => {
    removed.current = { id, index: Math.max(0, index) }
  }
}
