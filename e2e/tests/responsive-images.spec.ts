import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, baseUrl, DESKTOP_UA, launchBrowser, newContext, watchErrors } from '../fixtures'
import { loadMoreUntil } from './support/home-list'

// A phone downloads the copy it shows, nothing shifts, and slider videos wait until seen.
const PHONE = { width: 375, height: 667 }
const ORIGINAL = /\/media\/demo\/[\w-]+\.webp$/
const SMALL_AVIF = /\/media\/demo\/[\w-]+\.w(400|800)\.avif$/
const VIDEO = /\.(mp4|webm|mov)$/

/**
 * Waits for the start-up pass to have made every demo image's copies (the API then lists them). It
 * takes a few seconds on an idle machine, one image at a time; much longer on a loaded one.
 */
async function demoCopiesReady() {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    const articles = (await (await fetch(`${baseUrl()}/api/articles?limit=100`)).json()) as {
      headerImage?: string | null
      headerImageVariants?: { avif?: string }
    }[]
    // Only the demo's images: articles other journeys wrote may have no header image, or one from
    // another site, and never get copies.
    const demo = articles.filter((article) => article.headerImage?.includes('/media/demo/'))
    if (demo.length > 0 && demo.every((article) => article.headerImageVariants?.avif)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the demo images have no copies after 240 s')
}

/** Every image and video address the page asks for, from now on. */
function watchMedia(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (['image', 'media'].includes(request.resourceType())) urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/** The page's cumulative layout shift so far (Chromium's layout-shift entries, input-driven ones left out). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )

describe('images sized for a phone', () => {
  let browser: Browser
  const contexts: BrowserContext[] = []
  async function phonePage(deviceScaleFactor: number) {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      deviceScaleFactor,
      userAgent: DESKTOP_UA,
    })
    await acceptCookies(context)
    contexts.push(context)
    return context.newPage()
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    await demoCopiesReady()
  }, 300_000)
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser.close()
  })

  it('the home page fetches the small AVIF copies, never an original, with no layout shift', async () => {
    const page = await phonePage(2)
    const errors = watchErrors(page)
    const media = watchMedia(page)
    await page.goto('/', { waitUntil: 'networkidle' })

    // Other journeys may have written newer articles (some without a header image) before this one:
    // look at the cards of the demo's images, brought into view.
    // Nothing moved while the page loaded (measured before this test scrolls).
    expect(await layoutShift(page)).toBe(0)
    const cards = page.locator('[data-testid="article-card"]')
    const demoCard = cards.filter({ has: page.locator('img[src*="/media/demo/"]') }).first()
    // A dozen newer ones push the demo's cards to a later page: "Load more" brings them.
    await loadMoreUntil(page, demoCard)
    await demoCard.scrollIntoViewIfNeeded()
    await expect.poll(() => media.some((url) => SMALL_AVIF.test(url)), { timeout: 10_000 }).toBe(true)
    const images = media.filter((url) => url.startsWith('/media/'))
    expect(images.filter((url) => ORIGINAL.test(url))).toEqual([])
    expect(images.filter((url) => /\.w(1200|1600)\./.test(url))).toEqual([])
    // The slider's poster, above the cards, is the page's largest paint: it is the one image fetched
    // at high priority, as the video will show it (decision 0012); the cards' images wait to be near.
    const [firstSlide] = (await (await fetch(`${baseUrl()}/api/articles/promoted-slides?type=MAIN_SLIDER`)).json()) as {
      headerImageVariants?: { poster?: string }
    }[]
    const poster = firstSlide?.headerImageVariants?.poster
    expect(poster).toMatch(/\/media\/demo\/[\w-]+\.w800\.webp$/)
    const html = await (await page.request.get('/')).text()
    // React writes the attribute as fetchPriority (HTML names are case-insensitive).
    const highPriority = html.match(/<img [^>]*fetchpriority="high"[^>]*>/gi) ?? []
    expect(highPriority).toHaveLength(1)
    expect(highPriority[0]).toContain(`src="${poster}"`)
    expect(images[0]).toBe(poster)
    expect(await page.locator('[data-testid="article-card"] img[loading="lazy"]').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  it('the article page fetches its header at the phone’s size and no video until asked', async () => {
    const articles = (await (await fetch(`${baseUrl()}/api/articles?limit=100`)).json()) as {
      id: number
      headerImage?: string | null
    }[]
    const demo = articles.find((article) => article.headerImage?.includes('/media/demo/'))
    const page = await phonePage(2)
    const media = watchMedia(page)
    await page.goto(`/articles/${demo!.id}`, { waitUntil: 'networkidle' })

    const header = page.locator('article picture img').first()
    expect(await header.getAttribute('fetchpriority')).toBe('high')
    const shown = await header.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    expect(shown).toMatch(SMALL_AVIF)
    expect(media.filter((url) => ORIGINAL.test(url))).toEqual([])
    expect(media.filter((url) => VIDEO.test(url))).toEqual([])
    expect(await layoutShift(page)).toBe(0)
  })

  it('a slider video is not requested before it is scrolled into view, and shows its poster', async () => {
    const page = await phonePage(3)
    const media = watchMedia(page)
    // A short phone: the slider starts below the fold.
    await page.setViewportSize({ width: 375, height: 400 })
    await page.goto('/', { waitUntil: 'networkidle' })
    const slider = page.locator('[data-testid="promoted-video-slider"]')
    await slider.locator('[data-testid="slide-video"]').waitFor({ state: 'attached' })
    expect((await slider.boundingBox())!.y).toBeGreaterThan(400)
    await page.waitForTimeout(500)
    expect(media.filter((url) => VIDEO.test(url))).toEqual([])
    const video = slider.locator('[data-testid="slide-video"]')
    expect(await video.getAttribute('src')).toBeNull()
    expect(await video.getAttribute('poster')).toMatch(/\/media\/demo\/[\w-]+\.w800\.webp$/)

    await slider.scrollIntoViewIfNeeded()
    await expect.poll(() => media.filter((url) => VIDEO.test(url)).length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await video.getAttribute('src')).toMatch(VIDEO)
  })

  it.each([
    ['inline_media', true],
    ['', false],
  ])(
    'in the Pi Browser, slider videos start on their own only with inline_media (features: %j)',
    async (features, plays) => {
      const context = await newContext(browser, { isPiBrowser: true, viewport: PHONE })
      contexts.push(context)
      await acceptCookies(context)
      await context.addCookies([{ name: 'pi_sim_native_features', value: features, url: baseUrl() }])
      const page = await context.newPage()
      await page.goto('/', { waitUntil: 'networkidle' })
      const video = page.locator('[data-testid="promoted-video-slider"] [data-testid="slide-video"]')
      await video.scrollIntoViewIfNeeded()
      await expect.poll(() => video.getAttribute('src'), { timeout: 10_000 }).toMatch(VIDEO)
      // Give the SDK's answer time to arrive before reading what the video was told.
      await page.waitForTimeout(1000)
      expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(plays)
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(!plays)
    },
  )
})
