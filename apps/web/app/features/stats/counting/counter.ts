/**
 * The browser's side of campaign stats, loaded after hydration and kept under 2 KB gzip:
 * no zod, no React, no import of the app. Elements say what they are with data attributes:
 * - `data-stat-article="{id}"` on a card or slide, inside (or on) `data-stat-placement="{PLACEMENT}"`:
 *   an impression once it is at least half visible for one continuous second, and a click on a link
 *   inside it;
 * - `data-stat-view="{id}"` on an article's content: the article's view, and a click on a link in it
 *   (placement ARTICLE);
 * - `data-stat-skip` on a link inside one of them that is not about the article (the "Promoted" label,
 *   which opens the rules): its clicks are nobody's.
 * Each is counted once per page view. Events are sent in beacons of at most 50, a few seconds after
 * they happen, and at once when the page is hidden. Nothing is stored in the browser.
 */

type Event = { type: 'VIEW' | 'IMPRESSION' | 'CLICK'; articleId: number; placement: string }

export const EVENTS_URL = '/api/events'
export const BATCH_SIZE = 50
export const FLUSH_DELAY_MS = 5000
/** The viewability rule: half the element for one continuous second. */
export const VISIBLE_RATIO = 0.5
export const VISIBLE_MS = 1000

const ARTICLE = 'data-stat-article'
const VIEW = 'data-stat-view'
const SKIP = 'data-stat-skip'

export type Counter = { pageView(): void; flush(): void; stop(): void }

export function startCounter(win: Window = window): Counter {
  const doc = win.document
  const queue: Event[] = []
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  // What this page view already counted: "TYPE:placement:id".
  let counted = new Set<string>()
  const timers = new Map<Element, ReturnType<typeof setTimeout>>()

  const flush = () => {
    clearTimeout(flushTimer)
    flushTimer = undefined
    while (queue.length) {
      const body = JSON.stringify({ events: queue.splice(0, BATCH_SIZE) })
      const sent = win.navigator.sendBeacon?.(EVENTS_URL, new Blob([body], { type: 'application/json' }))
      if (!sent)
        fetch(EVENTS_URL, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        }).catch(() => {})
    }
  }

  const add = (type: Event['type'], id: string | null, placement: string | null | undefined) => {
    const articleId = Number(id)
    const key = `${type}:${placement}:${id}`
    if (!(articleId > 0) || !placement || counted.has(key)) return
    counted.add(key)
    queue.push({ type, articleId, placement })
    if (queue.length >= BATCH_SIZE) flush()
    else flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS)
  }

  const placementOf = (element: Element) =>
    element.closest('[data-stat-placement]')?.getAttribute('data-stat-placement')

  const io = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio } of entries) {
        clearTimeout(timers.get(target))
        timers.delete(target)
        if (isIntersecting && intersectionRatio >= VISIBLE_RATIO) {
          timers.set(
            target,
            setTimeout(() => {
              timers.delete(target)
              add('IMPRESSION', target.getAttribute(ARTICLE), placementOf(target))
            }, VISIBLE_MS),
          )
        }
      }
    },
    { threshold: VISIBLE_RATIO },
  )

  // The last page view: its address, and whether its article's view was counted. An article body
  // hydrated on its own (deferHydration) arrives after a client-side navigation's `pageView()`.
  const here = () => win.location.pathname + win.location.search
  let last = { path: '', hasView: false }

  const scan = (root: Element, isPageView: boolean) => {
    for (const element of [root, ...root.querySelectorAll(`[${ARTICLE}],[${VIEW}]`)]) {
      if (element.hasAttribute(ARTICLE)) io.observe(element)
      if (!element.hasAttribute(VIEW)) continue
      // Added later, a body is the page view's only if that page view found none and is still the one shown.
      if (!isPageView && (last.hasView || last.path !== here())) continue
      add('VIEW', element.getAttribute(VIEW), 'ARTICLE')
      last.hasView = true
    }
  }

  // Cards and slides that appear later (a lazy slider, a next page of the list), and an article body
  // its page view did not find. A navigation's new page is in the DOM before its `pageView()` call,
  // at the new address while the last page view holds the old one: its body is left to that call.
  const mutations = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node, false)
  })

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!link || link.hasAttribute(SKIP)) return
    const unit = link.closest(`[${ARTICLE}]`)
    const view = link.closest(`[${VIEW}]`)
    if (unit) add('CLICK', unit.getAttribute(ARTICLE), placementOf(unit))
    else if (view) add('CLICK', view.getAttribute(VIEW), 'ARTICLE')
    else return
    // A click usually leaves the page: send now rather than trust the unload.
    flush()
  }

  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flush()
  }

  const pageView = () => {
    counted = new Set()
    last = { path: here(), hasView: false }
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    io.disconnect()
    scan(doc.body, true)
  }

  doc.addEventListener('click', onClick, true)
  doc.addEventListener('visibilitychange', onHidden)
  win.addEventListener('pagehide', flush)
  mutations.observe(doc.body, { childList: true, subtree: true })
  pageView()

  return {
    pageView,
    flush,
    stop() {
      flush()
      io.disconnect()
      mutations.disconnect()
      doc.removeEventListener('click', onClick, true)
      doc.removeEventListener('visibilitychange', onHidden)
      win.removeEventListener('pagehide', flush)
    },
  }
}
