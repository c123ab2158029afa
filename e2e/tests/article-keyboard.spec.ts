// A signed-in reader on a phone who uses a keyboard (a Bluetooth keyboard, switch access): on an article's
// page every control is reached with Tab and shows where the focus is, and the review form and the report
// panel open with Enter and close with Escape, handing the focus back to the button that opened them.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext, signInViaApi, storeSession } from '../fixtures'
import { call, createArticle } from './support/articles'
import { whenHydrated } from './support/hydration'

const PHONE = { width: 412, height: 823 }

/** What has the focus: its tag and spoken name, and whether something is drawn around it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      isMarked: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    }
  })

async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab')
    if ((await focused(page)).name === name) return
  }
  throw new Error(`Tab never reached "${name}"`)
}

describe('the article page with a keyboard, on a phone', () => {
  let browser: Browser
  let context: BrowserContext
  let articleId: number

  beforeAll(async () => {
    browser = await launchBrowser()
    const suffix = Date.now() % 1_000_000
    const admin = await signInViaApi('admin')
    articleId = await createArticle(admin, { title: `Keyboard ${suffix}`, status: 'PUBLISHED' })
    const critic = await signInViaApi(`kcritic${suffix}`)
    const review = await call('PUT', `/api/articles/${articleId}/reviews/mine`, critic.accessToken, { rating: 4 })
    await call('POST', `/api/admin/reviews/${String(review.id)}/decision`, admin.accessToken, { action: 'APPROVE' })
    context = await newContext(browser, { viewport: PHONE })
    await acceptCookies(context)
    await storeSession(context, await signInViaApi(`keys${suffix}`))
  })
  afterAll(async () => {
    await context.close()
    await browser.close()
  })

  it('reaches every control with Tab, each with a visible focus', async () => {
    const page = await context.newPage()
    await page.goto(`/articles/${articleId}`)
    await whenHydrated(page.getByRole('button', { name: 'Report this article' }))
    const reached: string[] = []
    for (let step = 0; step < 60 && !reached.includes('Terms of Service'); step++) {
      await page.keyboard.press('Tab')
      const { name, isMarked } = await focused(page)
      expect(isMarked, `the focus on "${name}" is drawn`).toBe(true)
      reached.push(name)
    }
    for (const name of ['Share', 'Rate this app', 'Helpful (0)', 'Report this article', 'Terms of Service']) {
      expect(reached).toContain(name)
    }
    expect(reached.some((name) => name.startsWith('Report the review by'))).toBe(true)
    await page.close()
  })

  it('opens the review form with Enter and closes it with Escape, back on "Rate this app"', async () => {
    const page = await context.newPage()
    await page.goto(`/articles/${articleId}`)
    await whenHydrated(page.getByRole('button', { name: 'Rate this app' }))
    await tabTo(page, 'Rate this app')
    await page.keyboard.press('Enter')
    await page.getByTestId('review-form').waitFor()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('radio')
    await page.keyboard.press('Escape')
    await page.getByTestId('review-form').waitFor({ state: 'detached' })
    expect((await focused(page)).name).toBe('Rate this app')
    await page.close()
  })

  it('opens the report panel with Enter and closes it with Escape, back on its button', async () => {
    const page = await context.newPage()
    await page.goto(`/articles/${articleId}`)
    const button = await whenHydrated(page.getByRole('button', { name: 'Report this article' }))
    await tabTo(page, 'Report this article')
    await page.keyboard.press('Enter')
    const panel = page.getByRole('group', { name: 'What is wrong with it?' })
    await panel.waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect((await focused(page)).name).toBe('Scam or phishing')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect((await focused(page)).name).toBe('Report this article')
    await page.close()
  })
})
