import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIE_CONSENT_KEY, storeConsent } from '#app/lib/cookie-consent'

/**
 * The consent gate of campaign stats, seen from outside: the beacons the browser is handed. jsdom has
 * no layout, so an IntersectionObserver that never fires stands in (views need none).
 */
let beacons: string[]

beforeEach(() => {
  vi.resetModules()
  window.localStorage.clear()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  beacons = []
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string) => {
      beacons.push(url)
      return true
    },
  })
  document.body.innerHTML = '<div data-stat-view="7">An article</div>'
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** A fresh copy of the module (it keeps its counter per page), as on a new page load. */
const load = async () => (await import('./count-page-views')).countPageView

/** What a hidden page sends: everything queued is flushed at once. */
async function leavePage() {
  window.dispatchEvent(new Event('pagehide'))
  await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('countPageView and the cookie choice', () => {
  it('sends nothing before the visitor chooses, and counts the page from the moment they accept', async () => {
    const countPageView = await load()
    countPageView()
    countPageView() // a navigation before any choice
    await leavePage()
    expect(beacons).toEqual([])

    storeConsent('accepted')
    await waitFor(async () => {
      await leavePage()
      expect(beacons).toEqual(['/api/events'])
    })
  })

  it('sends nothing after a refusal, on this page or the next', async () => {
    const countPageView = await load()
    countPageView()
    storeConsent('rejected')
    await leavePage()
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected')

    vi.resetModules()
    ;(await load())()
    await leavePage()
    await new Promise((resolve) => setTimeout(resolve, 100))
    await leavePage()
    expect(beacons).toEqual([])
  })

  it('counts at once where consent was given before', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    ;(await load())()
    await waitFor(async () => {
      await leavePage()
      expect(beacons).toEqual(['/api/events'])
    })
  })
})
