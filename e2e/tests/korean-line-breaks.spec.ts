import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { launchBrowser, newContext, setAccountLanguage, signInViaApi } from '../fixtures'
import { piBrowserPage } from './support/pi-browser'

// Korean is written with spaces between its words, and a line break inside one (있|습니다) reads as a
// typo: Korean text breaks between words only. Other languages keep the browser's breaking.
describe('Korean and other long words on a phone', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('breaks Korean between its words on a phone, and leaves other languages as they are', async () => {
    const context = await newContext(browser, { isPiBrowser: true, viewport: { width: 320, height: 700 } })
    const page = await context.newPage()
    const wordBreakOf = async (path: string) => {
      await page.goto(path)
      return page
        .locator('main h1')
        .first()
        .evaluate((heading) => getComputedStyle(heading).wordBreak)
    }
    expect(await wordBreakOf('/ko/advertise')).toBe('keep-all')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await wordBreakOf('/vi/advertise')).toBe('normal')
    await context.close()
  })

  it("keeps a dashboard header's controls on a 320 px screen in the longest language names", async () => {
    const contexts: BrowserContext[] = []
    const maker = await signInViaApi('narrow_maker')
    try {
      for (const language of ['vi', 'ko', 'id', 'hi']) {
        await setAccountLanguage(maker, language)
        const { page } = await piBrowserPage(browser, maker, contexts, { viewport: { width: 320, height: 700 } })
        await page.goto('/user-dashboard/my-articles')
        const bell = page.getByTestId('notification-bell')
        await bell.waitFor()
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
        const box = (await bell.boundingBox())!
        expect(box.x + box.width, language).toBeLessThanOrEqual(320)
      }
    } finally {
      for (const context of contexts) await context.close()
    }
  })
})
