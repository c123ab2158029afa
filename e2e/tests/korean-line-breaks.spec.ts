import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext } from '../fixtures'

// Korean is written with spaces between its words, and a line break inside one (있|습니다) reads as a
// typo: Korean text breaks between words only. Other languages keep the browser's breaking.
describe('line breaks in Korean', () => {
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
})
