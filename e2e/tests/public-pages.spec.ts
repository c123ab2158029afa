import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, baseUrl, launchBrowser, newContext, seriousAxeViolations, watchErrors } from '../fixtures'
import { whenHydrated } from './support/hydration'

type ListedArticle = { id: number; title: string; description: string; company: string }

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

/**
 * The newest demo article (header image, 'demo content'): other journeys share this server and may
 * have published newer articles of their own, so the list's first entry is not necessarily a demo one.
 */
async function firstArticle(): Promise<ListedArticle> {
  const response = await fetch(`${baseUrl()}/api/articles?limit=100`)
  const article = ((await response.json()) as ListedArticle[]).find((item) => item.company.startsWith('Demo'))
  if (!article) throw new Error('no published demo article: is SEED_DEMO on for the e2e server?')
  return article
}

/** The article the home page lists first right now (another journey may have published it). */
async function newestArticle(): Promise<ListedArticle> {
  const response = await fetch(`${baseUrl()}/api/articles?limit=1`)
  const [newest] = (await response.json()) as ListedArticle[]
  if (!newest) throw new Error('no published article')
  return newest
}

const html = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { 'Accept-Language': 'en' } })
  return { status: response.status, text: await response.text() }
}

const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as unknown
    return Array.isArray(data) ? data : [data]
  }) as { '@type': string; [key: string]: unknown }[]

const visibleText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible()

describe('public pages', () => {
  let browser: Browser
  let article: ListedArticle
  beforeAll(async () => {
    browser = await launchBrowser()
    article = await firstArticle()
  })
  afterAll(async () => {
    await browser.close()
  })

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext
      let page: Page
      let errors: string[]
      beforeAll(async () => {
        context = await newContext(browser, { viewport })
        await acceptCookies(context)
        page = await context.newPage()
        errors = watchErrors(page)
      })
      afterAll(async () => {
        expect(errors).toEqual([])
        await context.close()
      })

      it('home: hero, latest articles as cards, the category sidebar, the promoted-video slider', async () => {
        await page.goto('/')
        expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
        expect(await page.getByRole('heading', { name: 'Latest articles' }).isVisible()).toBe(true)
        // The first card is the newest article, which earlier journeys (hostile input) may have published.
        const newest = await newestArticle()
        const card = page.getByTestId('article-card').first()
        expect(await card.textContent()).toContain(`By ${newest.company}`)
        expect(await card.getByRole('link', { name: /Read more/ }).getAttribute('href')).toBe(`/articles/${newest.id}`)
        expect(await card.textContent()).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/)
        // The demo's promoted articles have videos, so the home shows its slider.
        expect(await page.getByTestId('promoted-video-slider').count()).toBe(1)
        const columns = await page
          .getByTestId('article-grid')
          .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
        if (viewport.width === 375) {
          expect(columns).toBe(1)
          // A native disclosure, which opens whether or not its part has hydrated yet.
          await page.getByTestId('category-dropdown').getByText('Categories').click()
          expect(await page.getByTestId('category-dropdown').getByRole('link', { name: 'Games' }).isVisible()).toBe(
            true,
          )
          expect(await page.getByText('Explore by Category').isVisible()).toBe(false)
        } else {
          expect(columns).toBeGreaterThanOrEqual(2)
          expect(await page.getByRole('heading', { name: 'Explore by Category' }).isVisible()).toBe(true)
          const grid = page.getByTestId('category-grid')
          expect(await grid.getByRole('link').count()).toBe(9)
          expect(await grid.locator('a[href="/category/sin-categoria"]').count()).toBe(0)
        }
      })

      it('article: title, byline, app, category, date, header image and content', async () => {
        const response = await page.goto(`/articles/${article.id}`)
        expect(response?.status()).toBe(200)
        expect(await page.getByRole('heading', { level: 1, name: article.title }).isVisible()).toBe(true)
        const detail = page.getByTestId('article-detail')
        expect(await detail.getByText(article.company, { exact: true }).isVisible()).toBe(true)
        expect(await detail.getByText('App:').isVisible()).toBe(true)
        expect(await detail.locator('time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
        const image = detail.getByRole('img', { name: article.title })
        expect(await image.getAttribute('width')).toBe('1200')
        expect(await image.getAttribute('fetchpriority')).toBe('high')
        expect(await detail.getByText('demo content').isVisible()).toBe(true)
      })

      it("article: an unknown id says 'Failed to load the article.' with HTTP 404", async () => {
        const response = await page.goto('/articles/987654')
        expect(response?.status()).toBe(404)
        expect(await visibleText(page, 'Failed to load the article.')).toBe(true)
        errors.length = 0 // the browser logs the 404 document itself
      })

      it('category: header, attribution, heading from the slug, cards', async () => {
        const response = await page.goto('/category/social-and-community')
        expect(response?.status()).toBe(200)
        const header = page.getByTestId('category-header')
        expect(await header.getByRole('heading', { level: 1, name: 'Social & Community' }).isVisible()).toBe(true)
        expect(await header.getByText('Image from Unsplash').isVisible()).toBe(true)
        expect(await page.getByRole('heading', { name: 'Articles in "Social And Community"' }).isVisible()).toBe(true)
        expect(await page.getByTestId('article-card').count()).toBeGreaterThan(0)
        expect(await page.getByText('Explore by Category').isVisible()).toBe(viewport.width >= 1024)
      })

      it('category: no attribution for other categories; an unknown slug is a 404', async () => {
        await page.goto('/category/learning')
        expect(await page.getByTestId('category-header').getByText('Image from Unsplash').count()).toBe(0)
        const response = await page.goto('/category/no-such-category')
        expect(response?.status()).toBe(404)
        expect(await visibleText(page, 'Category not found')).toBe(true)
        errors.length = 0
      })

      it('featured: cards of the promoted articles', async () => {
        await page.goto('/featured-articles')
        expect(await page.getByRole('heading', { level: 1, name: 'Featured Articles' }).isVisible()).toBe(true)
        const card = page.getByTestId('article-card').first()
        expect(await card.getByRole('link', { name: /Read more/ }).isVisible()).toBe(true)
        expect(await card.textContent()).toContain('...')
      })

      it('advertise: three plans priced in Pi, the note, and slots for the first category', async () => {
        await page.goto('/advertise')
        for (const name of ['Publish', 'Category Slider', 'Main Slider']) {
          expect(await page.getByRole('heading', { level: 2, name, exact: true }).isVisible()).toBe(true)
        }
        expect(await visibleText(page, 'Pay once to publish one article')).toBe(true)
        expect(await page.getByText('Limit of 7 slots per category').isVisible()).toBe(true)
        expect(await page.getByText('Limit of 7 global slots').isVisible()).toBe(true)
        expect(await page.getByTestId('plan-STANDARD').textContent()).toMatch(/\d+(\.\d+)? Pi/)
        expect(await visibleText(page, 'An article can be promoted after it is approved and published.')).toBe(true)
        expect(await page.getByLabel('Category').inputValue()).toBe('productivity-tools')
        expect(await page.getByTestId('category-slots').textContent()).toMatch(/\d+ of 7 slots available/)
        expect(await page.getByTestId('main-slots').textContent()).toMatch(/\d+ of 7 slots available/)
        // A choice made before hydration is not seen by React: wait for it, as a user's later tap would.
        await (await whenHydrated(page.getByLabel('Category'))).selectOption('games')
        await page.getByTestId('category-slots').getByText('Category Slider — Games').waitFor()
        // A visitor who chooses a plan is asked to sign in first (the purchase itself: purchase.spec.ts).
        await page.getByTestId('plan-MAIN_SLIDER').getByRole('button', { name: 'Choose plan' }).click()
        const signIn = page.getByRole('dialog', { name: 'Sign in to buy a plan' })
        await signIn.waitFor()
        await signIn.getByRole('button', { name: 'Cancel' }).click()
      })

      it('contact: the form and its labels', async () => {
        await page.goto('/contact')
        expect(await page.getByRole('heading', { level: 1, name: 'Contact Us' }).isVisible()).toBe(true)
        for (const label of ['Name', 'Email', 'Message']) expect(await page.getByLabel(label).isVisible()).toBe(true)
        expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true)
      })

      it('legal pages: every section, each last updated May 6, 2025', async () => {
        const pages = [
          { path: '/privacy-policy', title: 'Privacy Policy', sections: 10, last: '10. Changes to this policy' },
          {
            path: '/cookie-policy',
            title: 'Cookie Policy',
            sections: 4,
            last: 'How to manage cookies in your browser',
          },
          { path: '/terms-of-service', title: 'Terms of Service', sections: 9, last: '9. Governing law' },
        ]
        for (const legal of pages) {
          await page.goto(legal.path)
          expect(await page.getByRole('heading', { level: 1, name: legal.title }).isVisible()).toBe(true)
          expect(await visibleText(page, 'Last updated: May 6, 2025')).toBe(true)
          expect(await page.getByRole('heading', { level: 2 }).count()).toBe(legal.sections)
          expect(await page.getByRole('heading', { level: 2, name: legal.last }).isVisible()).toBe(true)
        }
        for (const rule of [
          'All content is reviewed before publication.',
          'Rejected articles are not published',
          'Payment is non-refundable, even if your article is rejected.',
          'After payment you can create and submit an article.',
          'Promotional content may expire after 30 days unless it is renewed',
        ]) {
          expect(await page.getByText(rule).first().isVisible(), rule).toBe(true)
        }
      })
    })
  }

  it('speaks Spanish: the list card, the article failure and the legal date', async () => {
    const context = await newContext(browser, { locale: 'es-ES' })
    await acceptCookies(context)
    const page = await context.newPage()
    await page.goto('/')
    expect(await page.getByRole('heading', { name: 'Últimos artículos' }).isVisible()).toBe(true)
    const newest = await newestArticle()
    const card = page.getByTestId('article-card').first()
    expect(await card.textContent()).toContain(`Por ${newest.company}`)
    expect(await card.textContent()).toMatch(/\d{1,2} de [a-z]+ de \d{4}/)
    await page.goto('/articles/987654')
    expect(await visibleText(page, 'No se pudo cargar el artículo.')).toBe(true)
    await page.goto('/privacy-policy')
    expect(await visibleText(page, 'Última actualización: 6 de mayo de 2025')).toBe(true)
    await page.goto('/advertise')
    expect(await visibleText(page, 'Paga una vez para publicar un artículo')).toBe(true)
    await context.close()
  })

  describe('server-rendered HTML (what crawlers and link previews get)', () => {
    it('home: content, title, canonical, Open Graph, Twitter card, WebSite and Organization', async () => {
      // Other journeys publish beside this one: the newest article is read, then the page, until they agree
      // (the demo articles leave the first page once a dozen newer ones are out).
      let text = ''
      await expect
        .poll(async () => {
          const newest = await newestArticle()
          const page = await html('/')
          expect(page.status).toBe(200)
          text = page.text
          return text.includes(newest.title.replace(/&/g, '&amp;'))
        })
        .toBe(true)
      expect(text).toContain('<title>Spotlight: the Pi ecosystem in articles</title>')
      expect(text).toContain(`<link rel="canonical" href="${baseUrl()}/"/>`)
      expect(text).toContain('<meta property="og:title"')
      expect(text).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      expect(text).toContain('Explore by Category')
      expect(jsonLd(text).map((item) => item['@type'])).toEqual(expect.arrayContaining(['WebSite', 'Organization']))
      // The parts hydrated later are written in place, not sent after the page and moved in by a
      // script (that came late and shifted the layout).
      expect(text.indexOf('Explore by Category')).toBeLessThan(text.indexOf('latest-heading'))
      expect(text).not.toContain('<template id="B:')
    })

    it('article: content, meta tags and Article + BreadcrumbList JSON-LD with < escaped', async () => {
      const { status, text } = await html(`/articles/${article.id}`)
      expect(status).toBe(200)
      expect(text).toContain(`<h1`)
      expect(text).toContain('demo content')
      expect(text).toMatch(new RegExp(`<title>[^<]*\\| Spotlight</title>`))
      expect(text).toContain(`<link rel="canonical" href="${baseUrl()}/articles/${article.id}"/>`)
      expect(text).toContain('<meta property="og:type" content="article"/>')
      expect(text).toMatch(
        /<meta property="og:image" content="http[^"]+\/og\/articles\/\d+\.png\?lang=en&amp;v=\w+"\/>/,
      )
      expect(text).toContain('<meta name="twitter:title"')
      const data = jsonLd(text)
      const articleLd = data.find((item) => item['@type'] === 'Article')
      expect(articleLd).toMatchObject({ headline: article.title, description: article.description })
      expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined()
      for (const match of text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)) {
        expect(match[0]).toMatch(/nonce="[^"]+"/)
      }
    })

    it('category: heading, cards, meta tags and BreadcrumbList', async () => {
      const { status, text } = await html('/category/productivity-tools')
      expect(status).toBe(200)
      expect(text).toContain('Articles in &quot;Productivity Tools&quot;')
      // In the other languages the heading and title name the category by its own name there.
      const vietnamese = (await html('/vi/category/productivity-tools')).text
      expect(vietnamese).toContain('Bài viết trong &quot;Công cụ năng suất&quot;')
      expect(vietnamese).toMatch(/<title>[^<]*Bài viết trong &quot;Công cụ năng suất&quot;[^<]*<\/title>/)
      expect(vietnamese).not.toContain('&quot;Productivity Tools&quot;')
      expect(text).toContain('data-testid="article-card"')
      expect(text).toContain(`<link rel="canonical" href="${baseUrl()}/category/productivity-tools"/>`)
      expect(text).toContain('<meta property="og:description"')
      expect(jsonLd(text).map((item) => item['@type'])).toContain('BreadcrumbList')
    })

    it('the other public pages carry their title, canonical URL and description', async () => {
      for (const [path, title] of [
        ['/featured-articles', 'Featured Articles | Spotlight'],
        ['/advertise', 'Advertise with Us | Spotlight'],
        ['/contact', 'Contact Us | Spotlight'],
        ['/privacy-policy', 'Privacy Policy | Spotlight'],
        ['/cookie-policy', 'Cookie Policy | Spotlight'],
        ['/terms-of-service', 'Terms of Service | Spotlight'],
      ] as const) {
        const { status, text } = await html(path)
        expect(status, path).toBe(200)
        expect(text, path).toContain(`<title>${title}</title>`)
        expect(text, path).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`)
        expect(text, path).toContain('<meta name="description"')
      }
      const advertise = await html('/advertise')
      expect(advertise.text).toContain('Pay once to publish one article')
      expect(advertise.text).toMatch(/of 7 slots available/)
    })

    it('an unknown article is a 404 with the failure message and noindex', async () => {
      const { status, text } = await html('/articles/987654')
      expect(status).toBe(404)
      expect(text).toContain('Failed to load the article.')
      expect(text).toContain('<meta name="robots" content="noindex"/>')
    })
  })

  describe('accessibility (axe-core)', () => {
    let context: BrowserContext
    beforeAll(async () => {
      context = await newContext(browser, { bypassCSP: true, viewport: { width: 1440, height: 900 } })
      await acceptCookies(context)
    })
    afterAll(async () => {
      await context.close()
    })

    const scan = async (path: string, page: Page) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      return seriousAxeViolations(page)
    }

    it('finds no serious or critical violation on any public page', async () => {
      const article = await firstArticle()
      const page = await context.newPage()
      const report: Record<string, unknown> = {}
      for (const path of [
        '/',
        `/articles/${article.id}`,
        '/category/social-and-community',
        '/featured-articles',
        '/advertise',
        '/contact',
        '/privacy-policy',
        '/cookie-policy',
        '/terms-of-service',
        '/how-it-works',
      ]) {
        const violations = await scan(path, page)
        if (violations.length > 0) report[path] = violations
      }
      await page.setViewportSize({ width: 375, height: 812 })
      const phone = await scan('/', page)
      if (phone.length > 0) report['/ (375 px)'] = phone
      expect(report).toEqual({})
    })
  })
})
