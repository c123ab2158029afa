// The public pages' components in a real browser: the docked mini player covers nothing and closes
// for the visit (phone and desktop), the cookie banner's Reject (and no tracking before a choice),
// a long unbroken word in a card title, and the HTML the server writes for pictures.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, baseUrl, launchBrowser, newContext, signInViaApi } from '../fixtures'
import { call, createArticle } from './support/articles'
import { centresOnTop } from './support/hit-test'
import { whenHydrated } from './support/hydration'

const PHONE = { width: 375, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

/**
 * What the docked tray hides: every element of the page's content (footer text, the wallet badge,
 * cards' text, the category grid) whose centre is in the window, and whose centre a tap would not
 * reach because the tray is there. Content only ever passes under the tray's reserved strip, as
 * under the top bar, so it must be none.
 */
const coveredByDock = (page: Page) =>
  page.evaluate(() => {
    const dock = document.querySelector('[data-testid="mini-player-dock"]')
    if (!dock) throw new Error('not docked')
    const strip = dock.getBoundingClientRect()
    const selectors = [
      'footer p, footer a',
      '[data-testid="simulator-badge"]',
      '[data-testid="article-card"] h2, [data-testid="article-card"] h3, [data-testid="article-card"] p, [data-testid="article-card"] a',
      'aside a',
    ]
    const covered: string[] = []
    for (const element of Array.from(document.querySelectorAll(selectors.join(', ')))) {
      const box = element.getBoundingClientRect()
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      // Outside the window, or in the reserved strip (scrolled past the window's usable edge).
      if (box.width === 0 || y < 64 || y >= strip.top || y > window.innerHeight || x < 0 || x > window.innerWidth)
        continue
      const hit = document.elementFromPoint(x, y)
      if (hit && dock.contains(hit)) covered.push(element.textContent?.trim().slice(0, 40) ?? element.tagName)
    }
    return { covered, strip: { top: strip.top, height: strip.height, width: strip.width } }
  })

/**
 * Counts what the pages of `context` hand to the campaign stats' endpoint, by beacon or fetch, in
 * localStorage so full page loads keep the tally (Playwright does not reliably report a beacon sent
 * as a page unloads), and what the network saw.
 */
async function watchTracking(context: BrowserContext) {
  await context.addInitScript(() => {
    const note = (url: unknown) => {
      if (!String(url).endsWith('/api/events')) return
      localStorage.setItem('tracked', String(Number(localStorage.getItem('tracked') ?? 0) + 1))
    }
    const beacon = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      note(url)
      return beacon(url, data)
    }
    const send = window.fetch.bind(window)
    window.fetch = (input, init) => {
      note(input instanceof Request ? input.url : input)
      return send(input, init)
    }
  })
  const network: string[] = []
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') network.push(request.url())
  })
  return async (page: Page) => ({
    handed: Number(await page.evaluate(() => localStorage.getItem('tracked') ?? 0)),
    network: network.length,
  })
}

describe('public page components', () => {
  let browser: Browser
  const contexts: BrowserContext[] = []
  async function openContext(viewport = PHONE, options: { cookies?: boolean } = {}) {
    const context = await newContext(browser, { viewport })
    if (options.cookies !== false) await acceptCookies(context)
    contexts.push(context)
    return context
  }
  const open = async (viewport = PHONE, options: { cookies?: boolean } = {}) =>
    (await openContext(viewport, options)).newPage()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser.close()
  })

  for (const [name, viewport] of [
    ['a phone (375 px)', PHONE],
    ['a desktop (1280 px)', DESKTOP],
  ] as const) {
    it(`docks the mini player where it covers no content on ${name}, and closes it for the visit`, async () => {
      const page = await open(viewport)
      await page.goto('/')
      await page.getByTestId('video-slider').waitFor()
      const docked = page.locator('[data-testid="promoted-video-slider"][data-fixed]')

      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight)
      for (const y of [650, Math.round(scrollHeight / 2), scrollHeight]) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await docked.waitFor()
        await page.waitForTimeout(150)
        const { covered, strip } = await coveredByDock(page)
        expect(covered, `scrolled to ${y}`).toEqual([])
        // A strip across the foot of the window, no taller than a fifth of it.
        expect(strip.width).toBe(viewport.width)
        expect(strip.top + strip.height).toBeCloseTo(viewport.height, 0)
        expect(strip.height).toBeLessThanOrEqual(viewport.height / 5)
      }
      // At the very end, the footer's text and the wallet badge stand clear of it, tappable.
      expect(await centresOnTop(page.locator('footer a'))).not.toContain(false)
      expect(await centresOnTop(page.getByTestId('simulator-badge'))).toEqual([true])

      // A visible, labelled close button, reached from the keyboard.
      const close = page.getByRole('button', { name: 'Close player' })
      expect(await close.isVisible()).toBe(true)
      await close.focus()
      await page.keyboard.press('Enter')
      await docked.waitFor({ state: 'detached' })
      expect(await page.evaluate(() => 'miniPlayer' in document.documentElement.dataset)).toBe(false)

      // Remembered for the visit: the next page does not dock it again.
      await page.goto('/category/marketplaces')
      await page.getByTestId('video-slider').waitFor()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForTimeout(300)
      expect(await docked.count()).toBe(0)
    })
  }

  it('Reject hides the banner for good, and nothing consent-gated is sent before a choice or after Reject', async () => {
    const context = await openContext(PHONE, { cookies: false })
    const tracked = await watchTracking(context)
    const page = await context.newPage()
    await page.goto('/')
    const banner = page.getByTestId('cookie-banner')
    await banner.waitFor()
    // Cards seen long enough to count, an article read, then a navigation (which sends what is queued).
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.waitForTimeout(1500)
    const articlePath = (await page
      .locator('[data-testid="article-card"] a[href^="/articles/"]')
      .first()
      .getAttribute('href'))!
    await page.goto(articlePath)
    await page.waitForTimeout(6000)
    await page.goto('/featured-articles')
    await page.waitForTimeout(1500)
    expect(await tracked(page)).toEqual({ handed: 0, network: 0 })

    await (await whenHydrated(banner.getByRole('button', { name: 'Reject' }))).click()
    await banner.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('rejected')
    await page.reload()
    await page.locator('main h1').first().waitFor()
    await page.waitForTimeout(1000)
    expect(await banner.count()).toBe(0)
    await page.goto(articlePath)
    await page.waitForTimeout(6000)
    await page.goto('/contact')
    await page.waitForTimeout(1000)
    expect(await tracked(page)).toEqual({ handed: 0, network: 0 })

    // The watch works: after Accept the same reading is counted.
    const acceptingContext = await openContext(PHONE, { cookies: false })
    const counted = await watchTracking(acceptingContext)
    const accepting = await acceptingContext.newPage()
    await accepting.goto(articlePath)
    await (await whenHydrated(accepting.getByTestId('cookie-banner').getByRole('button', { name: 'Accept' }))).click()
    await expect.poll(async () => (await counted(accepting)).handed, { timeout: 15_000 }).toBeGreaterThan(0)
  })

  it('the Spanish banner offers Rechazar', async () => {
    const context = await newContext(browser, { viewport: PHONE, locale: 'es-ES' })
    contexts.push(context)
    const page = await context.newPage()
    await page.goto('/')
    const banner = page.getByTestId('cookie-banner')
    await banner.getByRole('button', { name: 'Rechazar' }).waitFor()
    expect(await banner.getByRole('button', { name: 'Aceptar' }).isVisible()).toBe(true)
  })

  describe('a card whose title is one 60-letter word', () => {
    const word = 'Supercalifragilisticexpialidocious'.padEnd(60, 'x')
    let id: number
    let admin: Awaited<ReturnType<typeof signInViaApi>>
    beforeAll(async () => {
      admin = await signInViaApi('admin')
      id = await createArticle(admin, { title: word, status: 'PUBLISHED' })
    })
    afterAll(async () => {
      await call('DELETE', `/api/articles/${id}`, admin.accessToken)
    })

    it('breaks the word instead of widening its card or the page at 375 px', async () => {
      const page = await open(PHONE)
      await page.goto('/')
      const card = page.locator(`[data-testid="article-card"][data-stat-article="${id}"]`)
      await card.waitFor()
      const grid = (await page.getByTestId('article-grid').first().boundingBox())!
      const box = (await card.boundingBox())!
      expect(box.width).toBeLessThanOrEqual(grid.width + 0.5)
      const heading = (await card.getByRole('heading', { name: word }).boundingBox())!
      expect(heading.x + heading.width).toBeLessThanOrEqual(box.x + box.width + 0.5)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    })
  })

  it("writes no <img> with sizes but without srcset (home and an article's page)", async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text()
    // An article with a header image (other journeys publish some without one).
    const listed = (await (await fetch(`${baseUrl()}/api/articles?limit=50`)).json()) as {
      id: number
      headerImage?: string | null
    }[]
    const articleId = listed.find((item) => item.headerImage)?.id
    const article = await (await fetch(`${baseUrl()}/articles/${articleId}`)).text()
    for (const html of [home, article]) {
      const images = html.match(/<img\b[^>]*>/g) ?? []
      expect(images.length).toBeGreaterThan(0)
      expect(images.filter((tag) => /\ssizes=/.test(tag) && !/\ssrcset=/i.test(tag))).toEqual([])
      // The pictures' sources keep theirs.
      expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"/)
    }
  })

  it("gives an article's JSON-LD its dateModified and the publisher's logo", async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text()
    const articleId = /href="\/articles\/(\d+)"/.exec(home)?.[1]
    const html = await (await fetch(`${baseUrl()}/articles/${articleId}`)).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>[],
    )
    const article = blocks.find((block) => block['@type'] === 'Article')!
    expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(article.publisher).toMatchObject({
      logo: { '@type': 'ImageObject', url: `${baseUrl()}/icons/icon-512.png`, width: 512, height: 512 },
    })
    const logo = await fetch(`${baseUrl()}/icons/icon-512.png`)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toContain('image/png')
  })
})
