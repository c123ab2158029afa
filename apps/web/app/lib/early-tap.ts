import { useEffect } from 'react'

/**
 * What the reader did to an element before React owned it, as the public pages' recorder keeps it
 * (`RECORDER` in deferred-scripts.server.ts): a tap on a `type="button"` button, a field
 * focused or left, a choice made in a `<select>` (with the value chosen).
 */
export type EarlyInteraction = { kind: 'click' | 'focus' | 'blur' | 'change'; el: HTMLElement; value?: string }

declare global {
  interface Window {
    /** Interactions made before the element's part of the page was hydrated, oldest first. */
    __spotlightEarly?: EarlyInteraction[]
    /** Set once the root layout is hydrated (the service worker and the e2e journeys wait for it). */
    __spotlightHydrated?: boolean
  }
}

/**
 * The key React DOM writes on every element it hydrates or renders (`__reactFiber$<random>`, the
 * same since React 17): the element's fiber. An element without it is still server HTML.
 */
export const REACT_FIBER_KEY = '__reactFiber$'

/** React's own fiber flags and tag (react-reconciler: ReactFiberFlags, ReactWorkTags). */
export const PLACEMENT_OR_HYDRATING = 0b10 | 0b1_0000_0000_0000
export const HOST_ROOT = 3

type Fiber = { tag: number; flags: number; return: Fiber | null; alternate: Fiber | null }

/**
 * Whether React answers an event on this element now: its fiber is committed, as React's event
 * system checks before it calls a handler (getNearestMountedFiber). React gives an element its fiber
 * as it starts hydrating the element's part, before that part is committed; an event dispatched
 * in between (a part still hydrating when another part replays its taps) is stopped and lost.
 * The recorder (`RECORDER` in deferred-scripts.server.ts) makes the same check in ES5.
 */
export function isOwnedByReact(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith(REACT_FIBER_KEY))
  const fiber = key ? (element as unknown as Record<string, Fiber | undefined>)[key] : undefined
  if (!fiber) return false
  let mounted: Fiber | null = fiber
  let node = fiber
  // A fiber without an alternate has never been committed over: its flags say whether it is placed yet.
  for (let next: Fiber | null = fiber; next && !next.alternate; next = node.return) {
    node = next
    if (node.flags & PLACEMENT_OR_HYDRATING) mounted = node.return
  }
  while (node.return) node = node.return
  return node.tag === HOST_ROOT && mounted === fiber
}

/**
 * Replays, once, every interaction kept for an element that React now owns; the others wait for
 * their part's hydration (which calls this again). A tap taps the button again, a choice sets the
 * select back to what was chosen and says it changed, a field left is left again (so validation
 * marks it touched), and a field still focused is focused again (so what listens to its focus, the
 * search suggestions, starts on what is already typed: the field kept the text natively).
 */
export function replayEarlyInteractions() {
  const queue = window.__spotlightEarly
  if (!queue) return
  for (const entry of [...queue]) {
    if (entry.el.isConnected && !isOwnedByReact(entry.el)) continue
    queue.splice(queue.indexOf(entry), 1)
    if (entry.el.isConnected) replay(entry)
  }
}

function replay({ kind, el, value }: EarlyInteraction) {
  if (kind === 'click') el.click()
  else if (kind === 'blur') el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  else if (kind === 'focus' && document.activeElement === el)
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  else if (kind === 'change' && el instanceof HTMLSelectElement) {
    // React may have put the select back to its state's option while hydrating.
    if (value !== undefined) el.value = value
    el.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/**
 * Replays, once this component's part of the page is hydrated, what the reader did to it while the
 * scripts were loading (the public pages start them after the first paint): the menu opens a
 * little late rather than never. The document's layout calls it (`isRoot`: the page is hydrated)
 * for everything hydrated with the root, and each part hydrated later for its own
 * (defer-hydration.tsx). A hook, not a component of its own: another component in the layout's
 * tree would change every `useId` and break hydration of the ids the server wrote.
 */
export function useReplayEarlyInteractions({ isRoot = false }: { isRoot?: boolean } = {}) {
  useEffect(() => {
    if (isRoot) window.__spotlightHydrated = true
    replayEarlyInteractions()
  }, [isRoot])
}
