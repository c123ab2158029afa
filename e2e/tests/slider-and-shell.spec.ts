import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext, signInViaApi, storeSession, watchErrors } from '../fixtures'
import { centresOnTop } from './support/hit-test'
import { whenHydrated } from './support/hydration'

const PHONE = { width: 375, height: 740 }

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Whether the element's centre is really what a tap there would hit (nothing fixed on top of it). */
const isOnTop = async (page: Page, selector: string) => (await centresOnTop(page.locator(selector)))[0] === true

describe('the promoted-video slider and the chrome on a phone', () => {
  let browser: Browser
  const contexts: BrowserContext[] = []
  async function phone(options: { cookies?: boolean } = {}) {
    const context = await newContext(browser, { viewport: PHONE })
    if (options.cookies !== false) await acceptCookies(context)
    contexts.push(context)
    return context
  }

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser.close()
  })

  it("each slide says 'Promoted', names the app and links to its article (home and category)", async () => {
    const page = await (await phone()).newPage()
    const errors = watchErrors(page)
    for (const path of ['/', '/category/marketplaces']) {
      await page.goto(path)
      const slider = page.getByTestId('video-slider')
      await slider.waitFor()
      const slide = slider.getByTestId('slide').filter({ has: page.locator('video') })
      expect(await slide.getByText('Promoted', { exact: true }).isVisible()).toBe(true)
      const link = slide.getByTestId('slide-link')
      expect(await link.getAttribute('href')).toMatch(/^\/articles\/\d+$/)
      expect((await link.textContent())?.length).toBeGreaterThan(0)
      const video = slide.locator('video')
      expect(await video.getAttribute('src')).toMatch(/^\/media\/demo\/[a-z0-9-]+\.mp4$/)
      // The demo's own clip really plays (decoded frames, no media error).
      await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise<void>((resolve, reject) => {
            const check = () =>
              element.error
                ? reject(new Error(`media error ${element.error.code}`))
                : element.readyState >= 2
                  ? resolve()
                  : setTimeout(check, 50)
            check()
          }),
      )
    }
    // The category slider's one slide is PiMarket's; its link opens the article.
    const link = page.getByTestId('slide-link')
    expect(await link.textContent()).toContain('PiMarket')
    const href = (await link.getAttribute('href'))!
    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    await page.getByRole('heading', { level: 1, name: /PiMarket/ }).waitFor()
    expect(errors).toEqual([])
  })

  it('floats after 500 px as a mini player that covers nothing for good, closes, and leaves no gap', async () => {
    const page = await (await phone()).newPage()
    await page.goto('/')
    const slider = page.getByTestId('promoted-video-slider')
    await page.getByTestId('video-slider').waitFor()
    const inPlace = (await slider.boundingBox())!

    await page.evaluate(() => window.scrollTo(0, 650))
    await page.waitForFunction(() => document.querySelector('[data-testid="promoted-video-slider"][data-fixed]'))
    const mini = (await slider.boundingBox())!
    expect(mini.width).toBeLessThan(PHONE.width / 2)
    expect(mini.y + mini.height).toBeLessThanOrEqual(PHONE.height)

    // At the very end of the page the footer's links sit clear of the player: the page made room for it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(100)
    const player = (await slider.boundingBox())!
    for (const link of await page.locator('footer a').all()) {
      expect(overlaps((await link.boundingBox())!, player), (await link.textContent()) ?? undefined).toBe(false)
    }

    await page.getByRole('button', { name: 'Close player' }).click()
    await page.waitForFunction(() => !document.querySelector('[data-testid="promoted-video-slider"][data-fixed]'))
    expect(await page.evaluate(() => 'miniPlayer' in document.documentElement.dataset)).toBe(false)
    // Back in its own place, playing there: no empty box where it was, and it stays put on scroll.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(100)
    const back = (await slider.boundingBox())!
    expect(back).toEqual(inPlace)
    expect(await slider.locator('video').count()).toBe(1)
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.waitForTimeout(100)
    expect(await slider.getAttribute('data-fixed')).toBeNull()
  })

  it('keeps the cookie banner under the open mobile menu: every link of the menu can be tapped', async () => {
    const page = await (await phone({ cookies: false })).newPage()
    await page.goto('/')
    await page.getByTestId('cookie-banner').waitFor()
    await (await whenHydrated(page.getByTestId('mobile-menu-toggle'))).click()
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor()
    // Opened categories make the menu as tall as the screen: its last links reach the banner's corner.
    const panel = page.locator(`[id="${await page.getByTestId('mobile-menu-toggle').getAttribute('aria-controls')}"]`)
    await panel.getByRole('button', { name: 'Categories' }).click()
    await panel.getByRole('link', { name: 'Games' }).waitFor()

    // What a finger can tap: a visually hidden control (the search form's submit for screen readers) is not.
    const targets = panel.locator('a:visible:not(.sr-only), button:visible:not(.sr-only)')
    const count = await targets.count()
    expect(count).toBeGreaterThanOrEqual(14)
    for (let index = 0; index < count; index++) {
      const target = targets.nth(index)
      await target.scrollIntoViewIfNeeded()
      const id = `menu-target-${index}`
      await target.evaluate((element, marker) => element.setAttribute('data-probe', marker), id)
      expect(await isOnTop(page, `[data-probe="${id}"]`), (await target.textContent()) ?? undefined).toBe(true)
    }
    // Closed again, the banner is still there to accept.
    await page.getByTestId('mobile-menu-toggle').click()
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept' }).click()
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' })
  })
})

describe('unsaved work in the article form', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('is offered back after a reload, restored, and forgotten once saved', async () => {
    const context = await newContext(browser)
    await acceptCookies(context)
    await storeSession(context, await signInViaApi('admin'))
    const page = await context.newPage()
    // Reloading with unsaved changes asks the browser's "Leave site?" question: leave.
    page.on('dialog', (dialog) => void dialog.accept())
    const errors = watchErrors(page)
    await page.goto('/admin-dashboard/create-article')
    const title = `Kept in the browser ${Date.now()}`
    const titleField = page.getByLabel('Title', { exact: true })
    await whenHydrated(titleField)
    await page.getByTestId('content-editor').waitFor()
    await page.getByLabel('Company/Author Name').fill('Keep Co')
    await page.getByLabel('App Name').fill('KeepApp')
    await page.getByLabel('Category').selectOption('games')
    await titleField.fill(title)
    await page.getByLabel('Description').fill('Work that survives a reload.')
    await page.getByTestId('content-editor').click()
    await page.keyboard.type('Typed before the crash.')
    await page.waitForFunction(
      () => localStorage.getItem('article-draft:admin:new')?.includes('Typed before the crash.') ?? false,
    )

    await page.reload()
    const offer = page.getByTestId('local-draft-offer')
    await offer.waitFor()
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('')
    await offer.getByRole('button', { name: 'Restore it' }).click()
    await offer.waitFor({ state: 'detached' })
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title)
    expect(await page.getByLabel('App Name').inputValue()).toBe('KeepApp')
    expect(await page.getByLabel('Category').inputValue()).toBe('games')
    await page.getByTestId('content-editor').getByText('Typed before the crash.').waitFor()

    // Saved as a draft on the server: the browser's copy has done its job.
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await page.getByText('Draft saved successfully.').waitFor()
    await page.waitForFunction(() => localStorage.getItem('article-draft:admin:new') === null)
    expect(errors.filter((error) => !/editor/i.test(error))).toEqual([])
    await context.close()
  })
})
