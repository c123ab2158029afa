import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, baseUrl, launchBrowser, newContext, signInViaApi, watchErrors } from '../fixtures'
import { loadMoreUntil } from './support/home-list'

// A reader's impression, click and view of a promoted article reach its advertiser's
// dashboard (decision 0009). Written against the stats contract (`@spotlight/shared/schemas/stats`): it needs the
// server side (POST /api/events, GET /api/stats/articles/{id}) to run.

type Totals = { views: number; uniqueReaders: number; impressions: number; clicks: number }
type SentEvent = { type: string; articleId: number; placement: string }

/** The demo's promoted article in the home list (Taskflow buys the main slider). */
const PROMOTED_APP = 'Taskflow'

async function totalsOf(articleId: number, token: string): Promise<Totals> {
  const today = new Date().toISOString().slice(0, 10)
  const response = await fetch(`${baseUrl()}/api/stats/articles/${articleId}?from=${today}&to=${today}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { totals: Totals }).totals
}

/**
 * Every event the page sends in its beacons. Playwright does not show a beacon's Blob body, so the
 * page keeps what it hands to `navigator.sendBeacon` (and still sends it).
 */
async function watchBeacons(context: BrowserContext) {
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    const kept: BodyInit[] = []
    Object.assign(window, { keptBeacons: kept })
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/api/events') && data) kept.push(data)
      return send(url, data)
    }
  })
  return (page: Page): Promise<SentEvent[]> =>
    page.evaluate(async () => {
      const kept = (window as unknown as { keptBeacons: Blob[] }).keptBeacons
      const bodies = await Promise.all(kept.map((body) => (typeof body === 'string' ? body : body.text())))
      return bodies.flatMap((body) => (JSON.parse(body) as { events: SentEvent[] }).events)
    })
}

describe('campaign stats, from a reader to the advertiser', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  /** A reader scrolls the home page to the promoted article's card, looks at it and opens it. */
  async function readPromotedArticle() {
    const reader = await newContext(browser)
    await acceptCookies(reader)
    const sentBy = await watchBeacons(reader)
    const page = await reader.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    const card = page
      .locator('[data-stat-placement="LIST"] [data-stat-article]')
      .filter({ hasText: PROMOTED_APP })
      .first()
    // Other journeys publish articles too: the demo's may be on a later page of the list.
    await loadMoreUntil(page, card)
    const articleId = Number(await card.getAttribute('data-stat-article'))
    expect(articleId).toBeGreaterThan(0)

    await page.mouse.wheel(0, 600)
    await card.scrollIntoViewIfNeeded()
    // Longer than the 1 s of the viewability rule, and the counting code loads when the page is idle.
    await page.waitForTimeout(2500)
    await card.getByRole('link', { name: /Read more/ }).click()
    await page.waitForURL(`**/articles/${articleId}`)
    let sent: SentEvent[] = []
    await expect
      .poll(
        async () => {
          sent = await sentBy(page)
          return sent.filter((event) => event.articleId === articleId).map((event) => event.type)
        },
        { timeout: 15_000 },
      )
      .toEqual(expect.arrayContaining(['IMPRESSION', 'CLICK', 'VIEW']))
    await reader.close()
    return { articleId, sent, errors }
  }

  it("the reader's browser sends the impression and click of the home list, then the article's view", async () => {
    const { articleId, sent } = await readPromotedArticle()
    const ofArticle = sent.filter((event) => event.articleId === articleId)
    // Once each per page view, whatever the scrolling did.
    expect(ofArticle.filter((event) => event.placement !== 'MAIN_SLIDER')).toEqual([
      { type: 'IMPRESSION', articleId, placement: 'LIST' },
      { type: 'CLICK', articleId, placement: 'LIST' },
      { type: 'VIEW', articleId, placement: 'ARTICLE' },
    ])
    // The article is promoted: its slide counts an impression of its own when the rotation kept it on
    // screen for a second, never more than once in the page view.
    const ofSlider = ofArticle.filter((event) => event.placement === 'MAIN_SLIDER')
    expect(ofSlider.length).toBeLessThanOrEqual(1)
    for (const event of ofSlider) expect(event.type).toBe('IMPRESSION')
  })

  it('a reader sees and opens a promoted article; demo_publisher then sees the impression, click and view', async () => {
    const owner = await signInViaApi('demo_publisher')
    const { articleId, errors } = await readPromotedArticle()
    expect(errors).toEqual([])

    // The advertiser, in the Pi Browser: the figures arrive within a minute. Every journey reads from
    // this machine's one address, one reader counted once a day: at least this reading's figures.
    await expect
      .poll(async () => totalsOf(articleId, owner.accessToken), { timeout: 60_000, interval: 2000 })
      .toMatchObject({
        views: expect.toSatisfy((views: number) => views >= 1),
        impressions: expect.toSatisfy((impressions: number) => impressions >= 1),
        clicks: expect.toSatisfy((clicks: number) => clicks >= 1),
      })

    const advertiser = await newContext(browser, { isPiBrowser: true, piUser: 'demo_publisher' })
    await acceptCookies(advertiser)
    const dashboard = await advertiser.newPage()
    const dashboardErrors = watchErrors(dashboard)
    await dashboard.goto('/')
    await dashboard.getByTestId('sign-in-button').first().click()
    await dashboard.getByTestId('user-greeting').first().waitFor()
    await dashboard.goto('/user-dashboard/my-articles')
    await dashboard.getByRole('link', { name: 'See your campaign stats' }).click()
    await dashboard.waitForURL('**/user-dashboard/stats')

    const row = dashboard
      .getByRole('row')
      .filter({ has: dashboard.getByRole('link', { name: new RegExp(PROMOTED_APP) }) })
    await row.waitFor()
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.replace(/[^\d.%]/g, ''))
    const [views, readers, impressions, clicks] = cells.map(Number)
    expect(views).toBeGreaterThanOrEqual(1)
    expect(readers).toBeGreaterThanOrEqual(1)
    expect(impressions).toBeGreaterThanOrEqual(1)
    expect(clicks).toBeGreaterThanOrEqual(1)

    // The article's own page: its chart, its table, and the home list among its placements.
    await row.getByRole('link').click()
    await dashboard.waitForURL(`**/user-dashboard/stats/${articleId}`)
    await dashboard.getByTestId('daily-chart').locator('canvas').waitFor()
    await expect.poll(() => dashboard.getByRole('row', { name: /^Home list/ }).count()).toBe(1)
    await dashboard.getByText('Show the figures as a table').click()
    await dashboard.getByTestId('daily-table').waitFor()
    expect(dashboardErrors).toEqual([])
    await advertiser.close()
  })
})
