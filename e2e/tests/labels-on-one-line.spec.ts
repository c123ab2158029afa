import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { launchBrowser, newContext } from '../fixtures'

/**
 * The labels of the buttons and other controls (short ones: a word or two) that run over more than one line: a
 * label broken as `搜|索` or `स्वीकार|करें` reads as two controls. Chinese may break between any two characters,
 * so a control squeezed by its neighbours breaks its label. Inline links inside a sentence may wrap, as text does.
 */
async function brokenLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = []
    for (const control of Array.from(document.querySelectorAll<HTMLElement>('button, summary, [role="button"], a'))) {
      const label = control.innerText.trim()
      if (!label || [...label].length > 14 || label.includes('\n')) continue
      if (getComputedStyle(control).display === 'inline' || control.getClientRects().length === 0) continue
      const lines = new Set<number>()
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) lines.add(Math.round(rect.top / 8))
      }
      if (lines.size > 1) broken.push(label)
    }
    return broken
  })
}

describe('control labels on a narrow phone', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each(LANGUAGES)(
    'keeps each short label on one line at 320 px in %s (search page, cookie banner)',
    async (code) => {
      const context = await newContext(browser, { isPiBrowser: true, viewport: { width: 320, height: 700 } })
      const page = await context.newPage()
      const prefix = code === 'en' ? '' : `/${code}`
      const found: Record<string, string[]> = {}
      // The cookie banner shows until a choice is made: on every page of this fresh context.
      for (const path of [`${prefix}/search?q=Pi`, `${prefix}/articles/1`]) {
        await page.goto(path)
        await page.locator('form button[value="accepted"]').waitFor()
        found[path] = await brokenLabels(page)
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])))
      await context.close()
    },
  )
})
