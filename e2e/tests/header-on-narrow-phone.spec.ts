// The top bar on a 320 px phone (the narrowest phones in use), in every language: each of its
// controls (the brand, the language menu, the menu toggle, the bell) is wholly on screen, big enough to
// tap, says what it is, and shows its text uncut; the page never scrolls sideways. The dashboards and the
// public pages share the bar, but only a signed-in one has the bell.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext, setAccountLanguage, signInViaApi } from '../fixtures'
import { buyPlan } from './support/articles'
import { piBrowserPage } from './support/pi-browser'

const PHONE = { width: 320, height: 640 }
const LANGUAGES = ['en', 'es', 'vi', 'ko', 'zh-Hans', 'zh-Hant', 'id', 'hi'] as const
/** Wider phones and tablets, up to where the bar takes its desktop layout (xl). */
const WIDER = [360, 390, 401, 412, 480, 600, 640, 768, 1024, 1279]
/** WCAG 2.2's minimum target size (2.5.8). */
const MIN_TARGET = 24

type Control = {
  name: string
  testId: string | null
  left: number
  right: number
  top: number
  bottom: number
  width: number
  height: number
  /** Its text runs past its box (cut off, or drawn outside it). */
  isClipped: boolean
  /** The right edge of what it draws, a badge over its corner included. */
  contentRight: number
}

/** Every control of the top bar that is seen, with its box; and how wide the page is. */
const headerLayout = (page: Page) =>
  page.evaluate(() => {
    /**
     * Its text cut off (its box hides what overflows it), or running out of its box into its neighbours'. A
     * badge drawn over its corner on purpose (the bell's unread count: positioned, overflow visible) is not;
     * that it stays on screen is checked apart (contentRight).
     */
    const isCut = (control: HTMLElement, box: DOMRect) => {
      if (getComputedStyle(control).overflowX !== 'visible') return control.scrollWidth > control.clientWidth + 1
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement!
        if (!node.textContent?.trim() || getComputedStyle(holder).position === 'absolute') continue
        if (holder.closest('.sr-only')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of Array.from(range.getClientRects()))
          if (rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1)) return true
      }
      return false
    }
    const header = document.querySelector('header:has([data-testid="mobile-menu-toggle"])')!
    const controls = Array.from(header.querySelectorAll<HTMLElement>('a[href], button, summary, input, select'))
      // What a person sees: not one in a closed menu, nor one only a screen reader has (sr-only, 1 px).
      .filter((control) => control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      .filter((control) => control.getBoundingClientRect().width > 1)
      .map((control): Control => {
        const box = control.getBoundingClientRect()
        const labelledBy = control.getAttribute('aria-labelledby')
        const label = control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : null
        const name =
          control.getAttribute('aria-label') ??
          (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
          label ??
          control.textContent ??
          ''
        return {
          name: name.trim(),
          testId: control.dataset.testid ?? null,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          width: box.width,
          height: box.height,
          isClipped: isCut(control, box),
          contentRight: Math.max(
            box.right,
            ...Array.from(control.querySelectorAll('*'), (part) => part.getBoundingClientRect().right),
          ),
        }
      })
    return {
      controls,
      pageWidth: document.documentElement.scrollWidth,
      barHeight: header.firstElementChild!.clientHeight,
    }
  })

function expectAllOnScreen(layout: Awaited<ReturnType<typeof headerLayout>>, where: string, width = PHONE.width) {
  expect(layout.pageWidth, `${where}: the page's width`).toBeLessThanOrEqual(width)
  for (const control of layout.controls) {
    const label = `${where} at ${width} px: ${control.testId ?? control.name}`
    expect(control.name, `${label} has a name`).not.toBe('')
    expect(control.left, `${label}'s left edge`).toBeGreaterThanOrEqual(0)
    expect(control.right, `${label}'s right edge`).toBeLessThanOrEqual(width)
    expect(control.top, `${label}'s top edge`).toBeGreaterThanOrEqual(0)
    expect(control.bottom, `${label}'s bottom edge`).toBeLessThanOrEqual(layout.barHeight)
    expect(Math.min(control.width, control.height), `${label}'s size`).toBeGreaterThanOrEqual(MIN_TARGET)
    expect(control.isClipped, `${label}'s text is cut`).toBe(false)
    expect(control.contentRight, `${label}'s badge or text on screen`).toBeLessThanOrEqual(width)
  }
}

describe('the top bar on a 320 px phone', () => {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
  })

  /** The bar once the page has hydrated and (signed in) the bell has come: what stays on screen. */
  async function settledBar(page: Page, language: string, { hasBell }: { hasBell: boolean }) {
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe(language)
    await page.waitForFunction(() => (window as { __spotlightHydrated?: boolean }).__spotlightHydrated === true)
    if (hasBell) await page.getByTestId('notification-bell').waitFor()
    await page.evaluate(() => document.fonts.ready)
    const layout = await headerLayout(page)
    const testIds = layout.controls.map((control) => control.testId)
    expect(testIds).toContain('mobile-menu-toggle')
    expect(layout.controls.some((control) => control.name.includes(':'))).toBe(true) // the language menu
    if (hasBell) expect(testIds).toContain('notification-bell')
    return layout
  }

  /** The same bar on wider screens, up to the desktop bar: no width between overflows either. */
  async function expectOnScreenWhenWider(page: Page, where: string) {
    for (const width of WIDER) {
      await page.setViewportSize({ width, height: PHONE.height })
      expectAllOnScreen(await headerLayout(page), where, width)
    }
  }

  it('keeps a dashboard bar (bell, menu, language) on screen in every language', async () => {
    const maker = await signInViaApi('narrow_header')
    const admin = await signInViaApi('admin')
    // A paid plan leaves the maker an unread notice: their bell wears its count over its corner.
    await buyPlan(maker, { planType: 'STANDARD' })
    const bellRights: Record<string, number> = {}
    try {
      for (const language of LANGUAGES) {
        for (const [user, path] of [
          [maker, '/user-dashboard/my-articles'],
          [admin, '/admin-dashboard/my-articles'],
        ] as const) {
          await setAccountLanguage(user, language)
          const { page, context } = await piBrowserPage(browser, user, contexts, { viewport: PHONE })
          await page.goto(path)
          const layout = await settledBar(page, language, { hasBell: true })
          const bell = layout.controls.find((control) => control.testId === 'notification-bell')!
          bellRights[`${language} ${path.split('/')[1]}`] = bell.right
          expectAllOnScreen(layout, `${language} ${path}`)
          await expectOnScreenWhenWider(page, `${language} ${path}`)
          await context.close()
        }
      }
    } finally {
      console.log('right edge of the bell at 320 px:', bellRights)
      await setAccountLanguage(admin, 'en')
    }
  })

  it('keeps a public page’s bar on screen in every language, signed out and signed in', async () => {
    const reader = await signInViaApi('narrow_header_reader')
    for (const language of LANGUAGES) {
      const path = language === 'en' ? '/advertise' : `/${language}/advertise`

      const visitor = await newContext(browser, { isPiBrowser: true, viewport: PHONE })
      contexts.push(visitor)
      await acceptCookies(visitor)
      const page = await visitor.newPage()
      await page.goto(path)
      expectAllOnScreen(await settledBar(page, language, { hasBell: false }), `${language} ${path}, signed out`)
      await expectOnScreenWhenWider(page, `${language} ${path}, signed out`)
      await visitor.close()

      const signedIn = await piBrowserPage(browser, reader, contexts, { viewport: PHONE })
      await signedIn.page.goto(path)
      expectAllOnScreen(await settledBar(signedIn.page, language, { hasBell: true }), `${language} ${path}, signed in`)
      await expectOnScreenWhenWider(signedIn.page, `${language} ${path}, signed in`)
      await signedIn.context.close()
    }
  })

  it('opens the language menu, the bell’s panel and the navigation menu within the screen', async () => {
    const maker = await signInViaApi('narrow_header')
    await setAccountLanguage(maker, 'vi')
    const { page } = await piBrowserPage(browser, maker, contexts, { viewport: PHONE })
    await page.goto('/user-dashboard/my-articles')
    await settledBar(page, 'vi', { hasBell: true })

    await page.getByTestId('language-switcher').locator('summary').click()
    const choices = page.getByTestId('language-switcher').getByRole('button')
    expect(await choices.count()).toBe(LANGUAGES.length)
    for (const choice of await choices.all()) {
      const box = (await choice.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    }
    await page.keyboard.press('Escape')

    await page.getByTestId('notification-bell').click()
    const panel = (await page.getByTestId('notification-panel').boundingBox())!
    expect(panel.x).toBeGreaterThanOrEqual(0)
    expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE.width)
    await page.keyboard.press('Escape')

    const toggle = page.getByTestId('mobile-menu-toggle')
    await toggle.click()
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await menu.waitFor()
    expect(await menu.locator('a[href]').count()).toBeGreaterThan(0)
    for (const control of await menu.locator('a[href], button, summary').all()) {
      if (!(await control.isVisible())) continue
      const box = (await control.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })
})
