import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BATCH_SIZE, type Counter, EVENTS_URL, FLUSH_DELAY_MS, startCounter } from './counter'

/**
 * jsdom has no layout, so visibility is played by hand: a stand-in IntersectionObserver lets the
 * test say when an element is half visible. The counter's own timers run on fake time.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly observed = new Set<Element>()
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
  show(target: Element, ratio: number) {
    if (!this.observed.has(target)) return
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

const setVisibility = (target: Element, ratio: number) =>
  FakeIntersectionObserver.instances.forEach((observer) => observer.show(target, ratio))

let beacons: unknown[][]
let counter: Counter

const sentEvents = () => beacons.flat()

beforeEach(() => {
  vi.useFakeTimers()
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  beacons = []
  // A Blob that keeps its text at hand, so the beacon's body can be read back synchronously.
  vi.stubGlobal(
    'Blob',
    class {
      readonly json: string
      constructor(parts: string[]) {
        this.json = parts.join('')
      }
    },
  )
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: { json: string }) => {
      expect(url).toBe(EVENTS_URL)
      beacons.push((JSON.parse(body.json) as { events: unknown[] }).events)
      return true
    }),
  })
  document.body.innerHTML = `
    <section data-stat-placement="MAIN_SLIDER"><div id="slide" data-stat-article="7"><a id="slide-link" href="/articles/7">App</a></div></section>
    <section data-stat-placement="LIST"><article id="card" data-stat-article="9"><a id="card-link" href="/articles/9">Read more</a></article></section>`
  counter = startCounter(window)
})

afterEach(() => {
  counter.stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const slide = () => document.getElementById('slide')!

describe('the counting code', () => {
  it('watches with the 50% threshold', () => {
    expect(FakeIntersectionObserver.instances[0]!.options.threshold).toBe(0.5)
  })

  it('counts no impression for a slide visible less than one second', () => {
    setVisibility(slide(), 0.6)
    vi.advanceTimersByTime(900)
    setVisibility(slide(), 0.2)
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 2)
    counter.flush()
    expect(sentEvents()).toEqual([])
  })

  it('counts one impression once a slide is half visible for one continuous second', () => {
    setVisibility(slide(), 0.5)
    vi.advanceTimersByTime(1000)
    vi.advanceTimersByTime(FLUSH_DELAY_MS)
    expect(sentEvents()).toEqual([{ type: 'IMPRESSION', articleId: 7, placement: 'MAIN_SLIDER' }])
  })

  it('counts a slide only once per page view, and again on the next page view', () => {
    for (let i = 0; i < 3; i++) {
      setVisibility(slide(), 1)
      vi.advanceTimersByTime(1500)
      setVisibility(slide(), 0)
    }
    counter.flush()
    expect(sentEvents()).toHaveLength(1)

    counter.pageView()
    setVisibility(slide(), 1)
    vi.advanceTimersByTime(1000)
    counter.flush()
    expect(sentEvents()).toHaveLength(2)
  })

  it('counts each placement on its own', () => {
    setVisibility(slide(), 1)
    setVisibility(document.getElementById('card')!, 1)
    vi.advanceTimersByTime(1000)
    counter.flush()
    expect(sentEvents()).toEqual([
      { type: 'IMPRESSION', articleId: 7, placement: 'MAIN_SLIDER' },
      { type: 'IMPRESSION', articleId: 9, placement: 'LIST' },
    ])
  })

  it('counts a view of the article page once, and clicks on its content links as ARTICLE', () => {
    counter.stop()
    document.body.innerHTML = `<div data-stat-view="12"><p><a id="out" href="https://example.com">site</a></p></div>`
    counter = startCounter(window)
    document.getElementById('out')!.addEventListener('click', (event) => event.preventDefault())
    document.getElementById('out')!.click()
    counter.pageView()
    vi.advanceTimersByTime(FLUSH_DELAY_MS)
    expect(sentEvents()).toEqual([
      { type: 'VIEW', articleId: 12, placement: 'ARTICLE' },
      { type: 'CLICK', articleId: 12, placement: 'ARTICLE' },
      { type: 'VIEW', articleId: 12, placement: 'ARTICLE' },
    ])
  })

  it("counts one view when a navigation's page arrives just before its page view", async () => {
    window.history.pushState({}, '', '/articles/30')
    const page = document.createElement('div')
    page.innerHTML = '<div data-stat-view="30"></div>'
    document.body.append(page)
    await Promise.resolve() // the mutation records are delivered first
    counter.pageView()
    counter.flush()
    expect(sentEvents()).toEqual([{ type: 'VIEW', articleId: 30, placement: 'ARTICLE' }])
  })

  it('counts the view of an article body hydrated after its page view, once, and not on the next page', async () => {
    window.history.pushState({}, '', '/articles/31')
    counter.pageView()
    const body = document.createElement('div')
    body.innerHTML = '<div data-stat-view="31"></div>'
    document.body.append(body)
    await Promise.resolve()
    const again = document.createElement('div')
    again.innerHTML = '<div data-stat-view="31"></div>'
    document.body.append(again)
    await Promise.resolve()
    // Left for another page: a body still arriving from the last one is not that page's view.
    window.history.pushState({}, '', '/')
    const late = document.createElement('div')
    late.innerHTML = '<div data-stat-view="32"></div>'
    document.body.append(late)
    await Promise.resolve()
    counter.flush()
    expect(sentEvents()).toEqual([{ type: 'VIEW', articleId: 31, placement: 'ARTICLE' }])
  })

  it('sends a click from a placement at once', () => {
    const link = document.getElementById('card-link')!
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    expect(beacons).toEqual([[{ type: 'CLICK', articleId: 9, placement: 'LIST' }]])
  })

  it('counts no click on a link marked as not about the article (the "Promoted" label)', () => {
    const label = document.createElement('a')
    label.href = '/how-it-works#promotion'
    label.setAttribute('data-stat-skip', '')
    document.getElementById('card')!.prepend(label)
    label.addEventListener('click', (event) => event.preventDefault())
    label.click()
    counter.flush()
    expect(beacons).toEqual([])
  })

  it('finds cards added after it started', async () => {
    const section = document.createElement('section')
    section.dataset.statPlacement = 'SEARCH'
    section.innerHTML = '<article id="late" data-stat-article="21"></article>'
    document.body.append(section)
    await vi.waitFor(() => expect(FakeIntersectionObserver.instances[0]!.observed.size).toBe(3))
    setVisibility(document.getElementById('late')!, 0.9)
    vi.advanceTimersByTime(1000)
    counter.flush()
    expect(sentEvents()).toEqual([{ type: 'IMPRESSION', articleId: 21, placement: 'SEARCH' }])
  })

  it('sends at most 50 events a beacon', () => {
    const cards = Array.from({ length: 120 }, (_, i) => `<div data-stat-article="${i + 1}"></div>`).join('')
    counter.stop()
    document.body.innerHTML = `<section data-stat-placement="LIST">${cards}</section>`
    counter = startCounter(window)
    document.querySelectorAll('[data-stat-article]').forEach((card) => setVisibility(card, 1))
    vi.advanceTimersByTime(1000)
    counter.flush()
    expect(beacons.map((beacon) => beacon.length)).toEqual([BATCH_SIZE, BATCH_SIZE, 20])
  })

  it('sends what it holds when the page is hidden', () => {
    setVisibility(slide(), 1)
    vi.advanceTimersByTime(1000)
    expect(beacons).toEqual([])
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    delete (document as { visibilityState?: string }).visibilityState
    expect(sentEvents()).toHaveLength(1)
  })

  it('sends what it holds on pagehide', () => {
    setVisibility(slide(), 1)
    vi.advanceTimersByTime(1000)
    window.dispatchEvent(new Event('pagehide'))
    expect(sentEvents()).toHaveLength(1)
  })

  it('ignores clicks outside marked elements and marks without an id or placement', () => {
    counter.stop()
    document.body.innerHTML = `<a id="plain" href="/x">x</a><div data-stat-article="5"><a id="orphan" href="/y">y</a></div>`
    counter = startCounter(window)
    for (const id of ['plain', 'orphan']) {
      document.getElementById(id)!.addEventListener('click', (event) => event.preventDefault())
      document.getElementById(id)!.click()
    }
    counter.flush()
    expect(beacons).toEqual([])
  })
})
