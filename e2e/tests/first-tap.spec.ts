// Every control of the public pages does its job on the first tap, also when it comes after the
// page looks ready but before its scripts have run (they start after the first paint, decision
// 0012). The slow case is made deterministic: the page's scripts (the files under /assets/) are
// held until after the interaction, then released, and each control's effect is awaited.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  baseUrl,
  type ContextOptions,
  launchBrowser,
  newContext,
  signInViaApi,
  watchErrors,
} from '../fixtures'
import { createArticle } from './support/articles'
import { chooseLanguage } from './support/language'

const SCRIPT = /\/assets\/[^/?]+\.js(\?|$)/
/** The chunk of the chrome hydrated after the root (the search field, the menu's categories, the cookie banner). */
const DEFERRED_CHROME = /\/assets\/deferred-chrome-/
const ALL_BUT_DEFERRED_CHROME = /\/assets\/(?!deferred-chrome-)[^/?]+\.js(\?|$)/

/**
 * Holds every script request of the page until `release` lets those matching a pattern through
 * (all by default), the held ones and those to come. The HTML, its styles and images load as usual.
 */
async function holdScripts(page: Page) {
  const held: { url: string; go: () => void }[] = []
  const open: RegExp[] = []
  await page.route(SCRIPT, (route) => {
    const url = route.request().url()
    if (open.some((pattern) => pattern.test(url))) return route.continue()
    return new Promise<void>((resolve) => {
      // The page may have gone meanwhile (a native form's navigation): nothing left to continue.
      held.push({ url, go: () => void route.continue().then(resolve, resolve) })
    })
  })
  return {
    release(pattern: RegExp = /./) {
      open.push(pattern)
      for (const request of held.filter((entry) => pattern.test(entry.url))) {
        held.splice(held.indexOf(request), 1)
        request.go()
      }
    },
  }
}

const isHydrated = (page: Page) =>
  page.evaluate(() => (window as { __spotlightHydrated?: boolean }).__spotlightHydrated === true)
const untilHydrated = (page: Page) =>
  page.waitForFunction(() => (window as { __spotlightHydrated?: boolean }).__spotlightHydrated === true)

/** What the page holds of the share: the simulated SDK's record and the early taps still waiting. */
type SharePage = {
  Pi?: { __simState?: { initialized: boolean; shareDialogs: { title: string }[] } }
  __spotlightHydrated?: boolean
  __spotlightEarly?: { kind: string; el: Element }[]
}

const titlesShared = (page: Page) =>
  page.evaluate(() => (window as SharePage).Pi?.__simState?.shareDialogs.map((dialog) => dialog.title) ?? [])

/** What the page knows of a share that did not happen: for the failure's message. */
function shareDiagnosis(page: Page, errors: string[]) {
  return page
    .evaluate(() => {
      const view = window as SharePage
      return {
        hydrated: view.__spotlightHydrated === true,
        sdk: view.Pi ? { initialized: view.Pi.__simState?.initialized } : 'absent',
        waitingTaps: (view.__spotlightEarly ?? []).map((entry) => `${entry.kind} ${entry.el.textContent?.trim()}`),
        toast: document.querySelector('[role="status"]')?.textContent ?? '',
      }
    })
    .then((state) => ({ ...state, errors }))
}

type DeviceAction = { kind: string; title?: string; message?: string }
async function sharedTitles(): Promise<string[]> {
  const state = (await (await fetch(`${baseUrl()}/__pi-sim/_control/state`)).json()) as {
    deviceActions: DeviceAction[]
  }
  return state.deviceActions.filter((action) => action.kind === 'share_dialog').map((action) => action.title ?? '')
}

const DEVICES: { name: string; isPhone: boolean; options: ContextOptions }[] = [
  { name: 'a desktop browser', isPhone: false, options: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'the Pi Browser on a 375 px phone',
    isPhone: true,
    options: { isPiBrowser: true, viewport: { width: 375, height: 812 } },
  },
]

// Retried, for a loaded machine only: a mechanism that lost every early tap fails all three tries.
// Two misses seen in full runs were the test's, not the replay's: the contact journey sent a message
// each try, and the run's sends ran into the contact limit (5 per address in 10 minutes, answered
// 429); the Pi Browser's share sheet was awaited 10 s after the scripts' release, which a machine
// with a load of 20 on 2 cores can take. Neither is left: no send here, and 30 s for the sheet.
describe.each(DEVICES)('the first tap, in $name', { retry: 2 }, ({ isPhone, options }) => {
  let browser: Browser
  const contexts: BrowserContext[] = []
  let articleId: number
  const title = `First tap ${isPhone ? 'phone' : 'desktop'} ${Date.now()}`

  beforeAll(async () => {
    browser = await launchBrowser()
    articleId = await createArticle(await signInViaApi('admin'), { title, status: 'PUBLISHED' })
  })
  // One page open at a time: the clipboard answers only the focused page.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })
  afterAll(async () => {
    await browser.close()
  })

  /** A fresh page of this device, its scripts held; the cookie banner already answered unless asked. */
  async function heldPage(path: string, { cookies = true, waitUntil = 'load' as 'load' | 'domcontentloaded' } = {}) {
    const context = await newContext(browser, options)
    contexts.push(context)
    if (cookies) await acceptCookies(context)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const scripts = await holdScripts(page)
    await page.goto(path, { waitUntil })
    expect(await isHydrated(page)).toBe(false)
    return { context, page, errors, scripts }
  }

  it('home: the top bar search suggests for what was typed before the scripts ran; the menu and its categories open', async () => {
    const { page, errors, scripts } = await heldPage('/')
    const suggestions = page.getByRole('listbox', { name: 'Search' })
    if (isPhone) {
      const toggle = page.getByTestId('mobile-menu-toggle')
      await toggle.click()
      // The root hydrates and opens the menu while the chrome's deferred part is still on its way.
      scripts.release(ALL_BUT_DEFERRED_CHROME)
      await untilHydrated(page)
      await page.waitForFunction(
        () => document.querySelector('[data-testid="mobile-menu-toggle"]')?.getAttribute('aria-expanded') === 'true',
      )
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      expect(await menu.isVisible()).toBe(true)
      const categories = page.getByRole('button', { name: 'Categories' })
      await categories.click()
      const field = page.getByTestId('search-field').last()
      await field.click()
      await page.keyboard.type('pimark')
      expect(await categories.getAttribute('aria-expanded')).toBe('false')
      scripts.release(DEFERRED_CHROME)
      await expect.poll(() => categories.getAttribute('aria-expanded')).toBe('true')
    } else {
      const field = page.getByTestId('search-field').first()
      await field.click()
      await page.keyboard.type('pimark')
      scripts.release()
    }
    await suggestions.waitFor()
    expect(await suggestions.getByRole('option').first().textContent()).toContain('PiMarket')
    const combobox = page.getByRole('combobox', { name: 'Search' })
    expect(await combobox.inputValue()).toBe('pimark')
    expect(await combobox.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it('home: "Load more", the category dropdown and the slider answer a tap made before the scripts ran', async () => {
    const { page, errors, scripts } = await heldPage('/')
    const cards = page.getByTestId('article-card')
    const before = await cards.count()
    const loadMore = page.getByRole('button', { name: 'Load more articles' })
    const hasMore = (await loadMore.count()) > 0
    if (hasMore) await loadMore.click()
    const dropdown = page.getByTestId('category-dropdown')
    if (isPhone) {
      // A native <details>: it opens at once, scripts or not.
      await dropdown.locator('summary').click()
      expect(await dropdown.getAttribute('open')).not.toBeNull()
    }
    scripts.release()
    await untilHydrated(page)
    if (hasMore) await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(before)
    if (isPhone) expect(await dropdown.getAttribute('open')).not.toBeNull()
    // The slider's controls exist once its code has run; they answer their first tap.
    const next = page.getByRole('button', { name: 'Next video' })
    if ((await page.getByTestId('promoted-video-slider').count()) > 0) await page.getByTestId('video-slider').waitFor()
    if ((await next.count()) > 0) {
      const shown = () => page.locator('[data-testid="slide"][aria-hidden="false"]').getAttribute('aria-label')
      const first = await shown()
      await next.click()
      await expect.poll(shown).not.toBe(first)
      await page.getByRole('button', { name: 'Previous video' }).click()
      await expect.poll(shown).toBe(first)
    }
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it.each([
    ['Accept', 'accepted'],
    ['Reject', 'rejected'],
  ])('home: the cookie banner takes its %s on the first tap', async (button, stored) => {
    const { page, errors, scripts } = await heldPage('/', { cookies: false })
    scripts.release()
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.waitFor()
    await banner.getByRole('button', { name: button, exact: true }).click()
    await banner.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe(stored)
    expect(errors).toEqual([])
  })

  it('article: Share tapped once before the scripts ran shares the article', async () => {
    // A reader opened it before: served from the public cache, the page arrives whole at once and its
    // parts hydrate close together. A part committed while the share button's was still hydrating,
    // and its replay of the waiting taps reached the button before React answered it: the tap was lost.
    const earlier = await newContext(browser, options)
    await (await earlier.newPage()).goto(`/articles/${articleId}`)
    await earlier.close()
    const { context, page, errors, scripts } = await heldPage(`/articles/${articleId}`)
    if (!isPhone) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await page.getByRole('button', { name: 'Share' }).click()
    scripts.release()
    if (isPhone) {
      // The Pi Browser's share sheet (the simulator's window.Pi.openShareDialog) opens with the article:
      // read from the page's SDK, which keeps what it was asked, not from the simulator's server, which
      // hears of it only through a request of its own. On a loaded machine the scripts, the SDK's start
      // and the sheet take seconds after the release.
      try {
        await expect.poll(() => titlesShared(page), { timeout: 30_000, interval: 250 }).toContain(title)
      } catch (error) {
        throw new Error(`The share sheet did not open: ${JSON.stringify(await shareDiagnosis(page, errors))}`, {
          cause: error,
        })
      }
      await expect.poll(sharedTitles, { timeout: 10_000, interval: 500 }).toContain(title)
    } else {
      // The clipboard takes a write only within the tap's few seconds of user activation; when the
      // scripts arrive later than that (a loaded machine), the toast gives the link to copy instead.
      const link = `${baseUrl()}/articles/${articleId}`
      const toast = page.getByRole('status').filter({ hasText: /Link copied to the clipboard\.|Copy this link/ })
      await toast.waitFor()
      if ((await toast.textContent())?.includes('Link copied')) {
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
      } else expect(await toast.textContent()).toContain(link)
    }
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it('category: the language switcher and the links work before the scripts run', async () => {
    const { page, scripts } = await heldPage('/category/marketplaces')
    await chooseLanguage(page, 'Español')
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    expect(new URL(page.url()).pathname).toBe('/es/category/marketplaces')
    await chooseLanguage(page, 'English')
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    // The sidebar's links from 1024 px; below, the cards' links.
    const links = isPhone ? page.getByTestId('article-card') : page.getByTestId('category-grid')
    const link = links.locator('a[href]').last()
    const href = await link.getAttribute('href')
    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    scripts.release()
    await untilHydrated(page)
  })

  it('search page: its field and category chips work before the scripts run', async () => {
    const { page, scripts } = await heldPage('/search?q=wallets')
    const field = page.getByTestId('search-page-field')
    await field.fill('pimarket')
    await field.press('Enter')
    await page.waitForURL(/\/search\?q=pimarket$/)
    expect(await page.getByTestId('search-heading').textContent()).toContain('pimarket')
    const chip = page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link').nth(1)
    const href = await chip.getAttribute('href')
    await chip.click()
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href)
    scripts.release()
    await untilHydrated(page)
  })

  it("advertise: a plan's button and the slot picker's category answer a choice made before the scripts ran", async () => {
    const { page, errors, scripts } = await heldPage('/advertise')
    const picker = page.getByTestId('slot-picker')
    const select = picker.getByRole('combobox')
    const second = picker.locator('option').nth(1)
    const secondName = (await second.textContent())!.trim()
    await select.selectOption({ index: 1 })
    await page.getByTestId('choose-STANDARD').click()
    scripts.release()
    const dialog = page.getByRole('dialog', { name: 'Sign in to buy a plan' })
    await dialog.waitFor()
    await expect.poll(() => picker.getByTestId('category-slots').textContent()).toContain(secondName)
    expect(await select.inputValue()).toBe(await second.getAttribute('value'))
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
  it('contact: fields left before the form hydrated show their errors, then it sends', async () => {
    const { page, errors, scripts } = await heldPage('/contact', { waitUntil: 'domcontentloaded' })
    const name = page.getByLabel('Name')
    const email = page.getByLabel('Email')
    const message = page.getByLabel('Message')
    await name.fill('Gr')
    await email.click()
    await email.fill('grace@')
    await message.click()
    scripts.release()
    await page.getByText('Name is required (min. 3 characters).').waitFor()
    await page.getByText('A valid email is required.').waitFor()
    // The field still focused has not been left: no error for it yet.
    expect(await page.getByText('Message is required (min. 10 characters).').count()).toBe(0)
    expect(await name.inputValue()).toBe('Gr')

    // Fixed, the fields clear their errors and the form may be sent (sending is contact.spec.ts's
    // journey: the contact limit of 5 messages per address in 10 minutes is shared by the whole run).
    await name.fill(`Ada Lovelace ${isPhone ? 'phone' : 'desktop'}`)
    await email.fill('ada@example.com')
    await message.fill('We would like to promote our Pi app in the main slider.')
    await message.blur()
    await page.getByText('Name is required (min. 3 characters).').waitFor({ state: 'detached' })
    await page.getByText('A valid email is required.').waitFor({ state: 'detached' })
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled)
    expect(errors).toEqual([])
  })
})
