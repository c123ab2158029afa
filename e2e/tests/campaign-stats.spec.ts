import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  newContext,
  signInViaApi,
  waitForRequestBudget,
  watchErrors,
} from '../fixtures'

// Issue 19: a reader's impression, click and view of a promoted article reach its advertiser's
// dashboard. Written against the stats contract (architecture.md, stats module): it needs the
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

/** Every event the page sends in its beacons. */
function watchBeacons(page: Page): SentEvent[] {
  const sent: SentEvent[] = []
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/events') || request.method() !== 'POST') return
    sent.push(...(JSON.parse(request.postData() ?? '{"events":[]}') as { events: SentEvent[] }).events)
  })
  return sent
}

describe('campaign stats, from a reader to the advertiser', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
    await waitForRequestBudget(200)
  })
  afterAll(async () => {
    await browser.close()
  })

  it('a reader sees and opens a promoted article; demo_publisher then sees the impression, click and view', async () => {
    const owner = await signInViaApi('demo_publisher')

    // The reader: scrolls the home page to the promoted article's card, looks at it, opens it.
    const reader = await newContext(browser)
    await acceptCookies(reader)
    const page = await reader.newPage()
    const errors = watchErrors(page)
    const sent = watchBeacons(page)
    await page.goto('/')
    const card = page.locator('[data-stat-placement="LIST"] [data-stat-article]').filter({ hasText: PROMOTED_APP })
    const articleId = Number(await card.first().getAttribute('data-stat-article'))
    expect(articleId).toBeGreaterThan(0)
    const before = await totalsOf(articleId, owner.accessToken)

    await page.mouse.wheel(0, 600)
    await card.first().scrollIntoViewIfNeeded()
    // Longer than the 1 s of the viewability rule, and the counting code loads when the page is idle.
    await page.waitForTimeout(2500)
    await card
      .first()
      .getByRole('link', { name: /Read more/ })
      .click()
    await page.waitForURL(`**/articles/${articleId}`)
    await expect
      .poll(() => sent.filter((event) => event.articleId === articleId).map((event) => event.type), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['IMPRESSION', 'CLICK', 'VIEW']))
    expect(sent).toEqual(
      expect.arrayContaining([
        { type: 'IMPRESSION', articleId, placement: 'LIST' },
        { type: 'CLICK', articleId, placement: 'LIST' },
        { type: 'VIEW', articleId, placement: 'ARTICLE' },
      ]),
    )
    expect(errors).toEqual([])
    await reader.close()

    // The advertiser, in the Pi Browser: the figures arrive within a minute.
    await expect
      .poll(async () => totalsOf(articleId, owner.accessToken), { timeout: 60_000, interval: 2000 })
      .toMatchObject({
        views: expect.toSatisfy((views: number) => views >= before.views + 1),
        impressions: expect.toSatisfy((impressions: number) => impressions >= before.impressions + 1),
        clicks: expect.toSatisfy((clicks: number) => clicks >= before.clicks + 1),
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
