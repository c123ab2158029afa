import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext, seriousAxeViolations, signInViaApi, watchErrors } from '../fixtures'
import { call } from './support/articles'
import { whenHydrated } from './support/hydration'

/** A Spanish article only this journey publishes: accents and word forms are the point. */
const SPANISH = {
  company: 'Cafetería Núñez',
  app: 'CaféRápido',
  title: 'Pide tu café con Pi en segundos',
  description: 'Una aplicación de búsqueda de cafeterías que aceptan Pi.',
  category: { slug: 'marketplaces' },
  content: '<p>La búsqueda encuentra cafeterías cercanas.</p>',
  status: 'PUBLISHED',
}

describe('search', () => {
  let browser: Browser
  let spanishId: number
  beforeAll(async () => {
    browser = await launchBrowser()
    const admin = await signInViaApi('admin')
    const article = await call('POST', '/api/articles', admin.accessToken, {
      ...SPANISH,
      publishDate: new Date().toISOString().slice(0, 10),
    })
    spanishId = Number(article.id)
  })
  afterAll(async () => {
    await browser.close()
  })

  it('finds the demo content from the top bar by keyboard: "/", suggestions, arrows, Enter', async () => {
    const context = await newContext(browser)
    await acceptCookies(context)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    const field = page.getByTestId('search-field').first()
    await whenHydrated(field)
    await page.locator('body').click({ position: { x: 5, y: 600 } })
    await page.keyboard.press('/')
    // The combobox replaces the plain field on focus and keeps it.
    const combobox = page.getByRole('combobox', { name: 'Search' })
    await combobox.waitFor()
    expect(await combobox.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('pimark')
    const listbox = page.getByRole('listbox', { name: 'Search' })
    await listbox.waitFor()
    // One demo app starts with "pimark": the live region counts it in the singular.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^1 suggestion$/ })
          .count(),
      )
      .toBeGreaterThan(0)
    await page.keyboard.press('ArrowDown')
    const active = await combobox.getAttribute('aria-activedescendant')
    expect(active).toBeTruthy()
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true')
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain('PiMarket')
    await page.keyboard.press('Escape')
    expect(await listbox.isHidden()).toBe(true)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/articles\/\d+$/)
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('PiMarket')
    await page.getByTestId('related-articles').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows results with marked snippets, category chips and the empty state; noindex', async () => {
    const context = await newContext(browser, { bypassCSP: true })
    await acceptCookies(context)
    const page = await context.newPage()
    await page.goto('/')
    const field = page.getByTestId('search-field').first()
    await whenHydrated(field)
    await field.click()
    const combobox = page.getByRole('combobox', { name: 'Search' })
    await combobox.fill('wallets')
    await combobox.press('Enter')
    await page.waitForURL(/\/search\?q=wallets/)
    const heading = page.getByTestId('search-heading')
    await expect.poll(() => heading.textContent()).toMatch(/^\d+ results? for "wallets"$/)
    // The results hydrate once their own code is here (deferHydration): on a client-side navigation they follow the heading.
    await expect.poll(() => page.getByTestId('search-result').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="search-snippet"] mark').count()).toBeGreaterThan(0)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Games' }).click()
    await page.waitForURL(/category=games/)
    await expect.poll(() => heading.textContent()).toBe('No results for "wallets"')
    expect(await page.getByTestId('search-empty').getByRole('link').count()).toBeGreaterThan(3)
    expect(await seriousAxeViolations(page)).toEqual([])
    await context.close()
  })

  it('searches in Spanish: accents and word forms forgiven, Spanish page', async () => {
    const context = await newContext(browser, { locale: 'es-ES' })
    await acceptCookies(context)
    const page = await context.newPage()
    await page.goto('/search?q=aplicaciones%20busqueda')
    expect(await page.getByTestId('search-heading').textContent()).toMatch(
      /^\d+ resultados? para "aplicaciones busqueda"$/,
    )
    const links = await page
      .getByTestId('search-result')
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))
    // A Spanish page links to the Spanish addresses.
    expect(links).toContain(`/es/articles/${spanishId}`)
    await page.goto('/search?q=cafe%20rapido')
    expect(await page.getByTestId('search-result').first().textContent()).toContain('CaféRápido')
    await context.close()
  })

  it('works without JavaScript: the form in the mobile menu is a plain GET form', async () => {
    const context = await browser.newContext({
      baseURL: (await import('../fixtures')).baseUrl(),
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      locale: 'en-US',
    })
    const page = await context.newPage()
    await page.goto('/search')
    const field = page.getByTestId('search-page-field')
    await field.fill('Taskflow')
    await field.press('Enter')
    await page.waitForURL(/\/search\?q=Taskflow/)
    expect(await page.getByTestId('search-heading').textContent()).toMatch(/results? for "Taskflow"$/)
    expect(await page.getByTestId('search-result').first().textContent()).toContain('Taskflow')
    // The top bar's form is in the page too (shown in the menu on phones), and it is a GET form to /search.
    const forms = await page.locator('form[role="search"][action="/search"][method="get"]').count()
    expect(forms).toBeGreaterThanOrEqual(3)
    await context.close()
  })
})
