import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, baseUrl, launchBrowser, newContext, watchErrors } from '../fixtures'
import { whenHydrated } from './support/hydration'
import { chooseLanguage } from './support/language'

// Hindi came in as an entry of the language registry plus its catalogues: this journey checks that
// everything the registry drives (addresses, negotiation, alternates, feeds, install files) serves it.

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-language': 'en', ...headers } })
  return { status: response.status, text: await response.text() }
}

const htmlLang = (html: string) => /<html lang="([\w-]+)"/.exec(html)?.[1]

describe('Hindi', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('is served at /hi addresses and to hi-IN readers, named in every page’s alternates, sitemaps and feeds', async () => {
    const negotiated = await get('/advertise', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' })
    expect(htmlLang(negotiated.text)).toBe('hi')
    expect(negotiated.text).toContain(`<link rel="canonical" href="${baseUrl()}/hi/advertise"`)
    const page = await get('/hi/advertise', { cookie: 'lang=en' })
    expect(page.status).toBe(200)
    expect(htmlLang(page.text)).toBe('hi')
    expect(page.text).toContain('एक लेख प्रकाशित करने के लिए एक बार भुगतान करें')
    expect(page.text).toContain('<meta property="og:locale" content="hi_IN"/>')
    expect(page.text).toMatch(new RegExp(`hrefLang="hi" href="${baseUrl()}/hi/advertise"`, 'i'))
    expect((await get('/es/advertise')).text).toMatch(new RegExp(`hrefLang="hi" href="${baseUrl()}/hi/advertise"`, 'i'))

    const robots = (await get('/robots.txt')).text
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap-hi.xml`)
    const sitemap = await get('/sitemap-hi.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.text).toContain(`<loc>${baseUrl()}/hi/advertise</loc>`)
    const rss = await get('/hi/rss.xml')
    expect(rss.status).toBe(200)
    expect(rss.text).toContain('<language>hi</language>')

    const manifest = JSON.parse((await get('/manifest.webmanifest?lang=hi')).text) as { lang: string; name: string }
    expect(manifest).toMatchObject({ lang: 'hi', name: 'Spotlight: लेखों में Pi इकोसिस्टम' })
    const offline = (await get('/offline.html?lang=hi')).text
    expect(htmlLang(offline)).toBe('hi')
    expect(offline).toContain('आप ऑफ़लाइन हैं')
  })

  it('reads in Hindi in the browser: dates, the legal page with its English-prevails line, and the switcher', async () => {
    const context = await newContext(browser, { locale: 'hi-IN' })
    await acceptCookies(context)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi')
    await whenHydrated(page.getByRole('heading', { name: 'नवीनतम लेख' }))
    const card = page.getByTestId('article-card').first()
    expect(await card.textContent()).toMatch(
      /\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/,
    )
    await page.goto('/hi/privacy-policy')
    expect(await page.getByText('अंतिम अपडेट: 6 मई 2025').first().isVisible()).toBe(true)
    expect(
      await page
        .getByText(/अंग्रेज़ी पाठ ही मान्य होगा/)
        .first()
        .isVisible(),
    ).toBe(true)
    await page.goto('/hi')
    await whenHydrated(page.getByRole('heading', { name: 'नवीनतम लेख' }))
    await chooseLanguage(page, 'English')
    await page.getByRole('heading', { name: 'Latest articles' }).waitFor()
    await chooseLanguage(page, 'हिन्दी')
    await page.getByRole('heading', { name: 'नवीनतम लेख' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('fits a phone: the longer Hindi words wrap instead of widening the page', async () => {
    const context = await newContext(browser, { locale: 'hi-IN', viewport: { width: 375, height: 812 } })
    await acceptCookies(context)
    const page = await context.newPage()
    for (const path of ['/hi', '/hi/advertise', '/hi/contact', '/hi/featured-articles']) {
      await page.goto(path)
      await whenHydrated(page.getByRole('heading', { level: 1 }).first())
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
    }
    await context.close()
  })
})
