import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, newContext, watchErrors } from '../fixtures'

describe('the site shell', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('serves the home page with the chrome, rendered on the server', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    expect(html).toContain('Featured Articles')
    expect(html).toContain('Advertise with Us')

    const context = await newContext(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'Featured Articles', 'Advertise with Us', 'Contact']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true)
    }
    expect(await page.getByTestId('sign-in-button').first().isVisible()).toBe(true)
    expect(await page.getByTestId('simulator-badge').textContent()).toContain('Simulated Pi wallet')
    const legal = page.getByRole('navigation', { name: 'Legal' })
    for (const href of ['/privacy-policy', '/cookie-policy', '/terms-of-service']) {
      expect(await legal.locator(`a[href="${href}"]`).count()).toBe(1)
    }
    expect(await page.locator('footer').textContent()).toContain('2025')
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends unknown paths home and dashboard roots to my-articles', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/no/such/page')
    expect(new URL(page.url()).pathname).toBe('/')
    await page.goto('/user-dashboard')
    expect(new URL(page.url()).pathname).toBe('/user-dashboard/my-articles')
    await page.goto('/admin-dashboard')
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/my-articles')
    await context.close()
  })

  it('keeps cookie consent across reloads', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/')
    const banner = page.getByTestId('cookie-banner')
    await banner.waitFor()
    await banner.getByRole('button', { name: 'Accept' }).click()
    await banner.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted')

    await page.reload()
    await page.getByTestId('sign-in-button').first().waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByTestId('cookie-banner').count()).toBe(0)
    await context.close()
  })

  it('switches to Spanish and remembers it', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/')
    await page.getByTestId('language-switcher').getByRole('button', { name: 'ES' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    expect(await page.getByTestId('simulator-badge').textContent()).toContain('Billetera Pi simulada')
    await page.reload()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await context.close()
  })
})
