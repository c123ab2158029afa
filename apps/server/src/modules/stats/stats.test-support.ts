import type { StatEvent } from '@spotlight/shared/schemas/stats'
import type { TestApp } from '#src/test/build-test-app'

export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
export const OTHER_BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
export const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** What the app needs to take a reader's address from X-Forwarded-For (the tests all come from 127.0.0.1). */
export const BEHIND_PROXY = { TRUST_PROXY: 'loopback' }

/**
 * Sends a beacon the way the browser does (sendBeacon with a string: text/plain); `address` is the
 * reader's, through X-Forwarded-For (it counts on an app built with BEHIND_PROXY).
 */
export function beacon(
  t: TestApp,
  events: StatEvent[] | unknown,
  userAgent: string | null = BROWSER_UA,
  address?: string,
) {
  return t.request('/api/events', {
    method: 'POST',
    body: JSON.stringify(Array.isArray(events) ? { events } : events),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      ...(userAgent ? { 'user-agent': userAgent } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
  })
}

/** The owner's (or an admin's) figures of one article, after the counters were written. */
export async function statsOf(t: TestApp, token: string, articleId: number, query = '') {
  await t.app.statsCounter.flush()
  const response = await t.request(`/api/stats/articles/${articleId}${query}`, { token })
  if (response.status !== 200) throw new Error(`stats: ${response.status} ${await response.text()}`)
  return response.json()
}

export const view = (articleId: number): StatEvent => ({ type: 'VIEW', articleId, placement: 'ARTICLE' })
export const impression = (articleId: number, placement: StatEvent['placement'] = 'MAIN_SLIDER'): StatEvent => ({
  type: 'IMPRESSION',
  articleId,
  placement,
})
export const click = (articleId: number, placement: StatEvent['placement'] = 'MAIN_SLIDER'): StatEvent => ({
  type: 'CLICK',
  articleId,
  placement,
})
