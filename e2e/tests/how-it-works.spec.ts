import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, baseUrl, launchBrowser, newContext, seriousAxeViolations, watchErrors } from '../fixtures'
import { whenHydrated } from './support/hydration'

const ANCHORS = ['review', 'promotion', 'ratings', 'verified', 'reports']

/** The page's sections as a reader meets them: each a region named by its heading, at its anchor. */
async function sectionIds(page: Page) {
  return page.locator('article section[aria-labelledby]').evaluateAll((sections) => sections.map((s) => s.id))
}

describe('How it works: the rules in public, and every paid placement labelled', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    browser = await launchBrowser()
    context = await newContext(browser, { bypassCSP: true, viewport: { width: 1280, height: 900 } })
    await acceptCookies(context)
    page = await context.newPage()
    errors = watchErrors(page)
  })
  afterAll(async () => {
    expect(errors).toEqual([])
    await context.close()
    await browser.close()
  })

  it('in English: five headed sections at stable anchors, the prices the server charges, axe-clean', async () => {
    const prices = (await (await fetch(`${baseUrl()}/api/price`)).json()) as Record<string, number>
    await page.goto('/how-it-works')
    // The address changes as the navigation starts; the page shows once its loader has answered.
    await page.getByRole('heading', { level: 1, name: 'How Spotlight works' }).waitFor()
    expect(await sectionIds(page)).toEqual(ANCHORS)
    expect(await page.getByRole('region', { name: 'How promotion is sold and shown' }).isVisible()).toBe(true)
    const promotion = (await page.locator('#promotion').textContent())!
    expect(promotion).toContain(`${prices.MAIN_SLIDER} Pi for 30 days`)
    expect(promotion).toContain(`${prices.CATEGORY_SLIDER} Pi for 30 days`)
    expect(await page.locator('#verified').textContent()).toContain('not an endorsement')
    expect(await page.title()).toBe('How Spotlight works | Spotlight')
    await page.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('under /vi/: in Vietnamese, the same anchors, its own canonical address, axe-clean', async () => {
    await page.goto('/vi/how-it-works#ratings')
    expect(await page.locator('html').getAttribute('lang')).toBe('vi')
    expect(await page.getByRole('heading', { level: 1, name: 'Spotlight hoạt động như thế nào' }).isVisible()).toBe(
      true,
    )
    expect(await sectionIds(page)).toEqual(ANCHORS)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/vi/how-it-works`)
    expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')).toBe(
      `${baseUrl()}/es/how-it-works`,
    )
    await page.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('is all there without JavaScript', async () => {
    const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false })
    const noScript = await plain.newPage()
    await noScript.goto('/es/how-it-works')
    expect(await noScript.getByRole('heading', { level: 1, name: 'Cómo funciona Spotlight' }).isVisible()).toBe(true)
    expect(await sectionIds(noScript)).toEqual(ANCHORS)
    expect(await noScript.locator('#reports li').count()).toBeGreaterThan(0)
    await plain.close()
  })

  it('is linked from the footer', async () => {
    await page.goto('/')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'How it works' })
    await whenHydrated(link)
    await link.click()
    await page.waitForURL((url) => url.pathname === '/how-it-works')
    // The address changes as the navigation starts; the page shows once its loader has answered.
    await page.getByRole('heading', { level: 1, name: 'How Spotlight works' }).waitFor()
  })

  it("the home slider says 'Promoted' in each slide's accessible name and links the label to the rules", async () => {
    await page.goto('/')
    const slider = page.getByTestId('video-slider')
    await slider.waitFor()
    const slides = slider.getByTestId('slide')
    expect(await slides.count()).toBeGreaterThan(0)
    for (const name of await slides.evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label'))))
      expect(name).toMatch(/^Promoted video \d+ of \d+$/)
    const shown = slider.getByRole('group', { name: /^Promoted video 1 of \d+$/ })
    expect(await shown.isVisible()).toBe(true)
    const label = shown.getByRole('link', { name: 'Promoted: how promotion works' })
    expect(await label.textContent()).toBe('Promoted')
    expect(await label.getAttribute('href')).toBe('/how-it-works#promotion')
    expect(await shown.getByRole('link', { name: /\(promoted\)$/ }).getAttribute('href')).toMatch(/^\/articles\/\d+$/)
    expect(await page.locator('a a').count()).toBe(0)
  })

  it('the Featured grid labels each card, in its name and its link’s', async () => {
    await page.goto('/featured-articles')
    const cards = page.getByTestId('article-card')
    await cards.first().waitFor()
    const count = await cards.count()
    expect(await page.getByTestId('promoted-label').count()).toBe(count)
    const first = page.getByRole('article', { name: /\(promoted\)$/ }).first()
    expect(await first.getByRole('link', { name: 'Read more (promoted)' }).isVisible()).toBe(true)
    await first.getByRole('link', { name: 'Promoted: how promotion works' }).click()
    await page.waitForURL((url) => url.pathname === '/how-it-works' && url.hash === '#promotion')
  })
})
