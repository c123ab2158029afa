import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signInViaApi,
  storeSession,
  watchErrors,
} from '../fixtures'

// The campaign stats on a 375 px phone: the page itself never scrolls sideways, and a table wider
// than the phone sits in a named, focusable scroll region that shows it is cut off (a shadow on the
// hidden side and a line saying to scroll), so no column is lost without a hint.

const PHONE = { width: 375, height: 812 }

type TableLayout = {
  label: string | null
  region: { name: string | null; tabIndex: number; overflows: boolean; hint: string | null } | null
}

/** The page's width against the viewport's, and how each table is laid out. */
const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement
    const tables = Array.from(document.querySelectorAll('table')).map((table): TableLayout => {
      const region = table.closest('[role="region"]') as HTMLElement | null
      const hint = region?.getAttribute('aria-describedby')
      const hintElement = hint ? document.getElementById(hint) : null
      return {
        label: table.querySelector('caption')?.textContent ?? null,
        region: region && {
          name: region.getAttribute('aria-label'),
          tabIndex: region.tabIndex,
          overflows: region.scrollWidth > region.clientWidth + 1,
          // Visible, not only read: it has a box on the page.
          hint: hintElement && hintElement.getClientRects().length > 0 ? hintElement.textContent : null,
        },
      }
    })
    return { pageWidth: root.scrollWidth, viewport: root.clientWidth, tables }
  })

/** Every table is in a named, focusable region; one wider than the phone says so where it is seen. */
function expectNoHiddenColumns(layout: Awaited<ReturnType<typeof layoutOf>>, { hasTables = true } = {}) {
  expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport)
  if (hasTables) expect(layout.tables.length).toBeGreaterThan(0)
  for (const table of layout.tables) {
    expect(table.region, `${table.label} is in a scroll region`).not.toBeNull()
    expect(table.region!.name).toBeTruthy()
    expect(table.region!.tabIndex).toBe(0)
    if (table.region!.overflows)
      expect(table.region!.hint, `${table.label} says it scrolls`).toContain('Scroll sideways to see the rest')
  }
}

describe('campaign stats on a 375 px phone', () => {
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await launchBrowser()
    context = await newContext(browser, { viewport: PHONE, bypassCSP: true })
    await acceptCookies(context)
    await storeSession(context, await signInViaApi('demo_publisher'))
  })
  afterAll(async () => {
    await browser.close()
  })

  it('the stats list and an article’s stats page lay their tables out for the phone', async () => {
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/user-dashboard/stats')
    await page.getByTestId('stats-table').waitFor()
    const list = await layoutOf(page)
    expectNoHiddenColumns(list)
    // Six columns do not fit in 375 px: the list's region says so, and takes the keyboard focus.
    expect(list.tables[0]!.region!.overflows).toBe(true)
    const region = page.getByRole('region', { name: /Figures of each article/ })
    await region.focus()
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true)

    const first = page.getByTestId('stats-table').getByRole('link').first()
    const title = (await first.textContent())!.trim()
    await first.click()
    await page.waitForURL(/\/user-dashboard\/stats\/\d+$/)
    const articleId = Number(page.url().split('/').pop())
    // The page is headed by the article's title, a link to the article.
    const heading = page.getByRole('heading', { level: 1 })
    await heading.getByRole('link', { name: title }).waitFor()
    expect(await heading.getByRole('link', { name: title }).getAttribute('href')).toBe(`/articles/${articleId}`)

    // An article nobody has seen yet in the period shows a notice and no tables (a fresh database).
    const hasFigures = (await page.getByTestId('stats-totals').count()) > 0
    if (hasFigures) {
      // The table's scroll region (its card, a section under the same heading, is a region too).
      await page.getByRole('region', { name: 'Where it was seen' }).and(page.locator('[tabindex="0"]')).waitFor()
      await page.getByText('Show the figures as a table').click()
      await page.getByTestId('daily-table').waitFor()
    }
    expectNoHiddenColumns(await layoutOf(page), { hasTables: hasFigures })
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
