import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext, watchErrors } from '../fixtures'
import { whenHydrated } from './support/hydration'

describe('signing in with Pi', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  /** The Pi Browser on a wide screen, signing in as `piUser` in the simulated wallet. */
  const piBrowser = (piUser: string) =>
    newContext(browser, { isPiBrowser: true, piUser, viewport: { width: 1440, height: 900 } })

  it('signs a Pi Browser user in: My Articles, greeting, Dashboard link, stored session; logout signs out', async () => {
    const context = await piBrowser('alice')
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    await page.getByTestId('sign-in-button').first().click()

    // The top bar's sign-in lands on My Articles and says who is signed in.
    await page.waitForURL((url) => url.pathname === '/user-dashboard/my-articles')
    await page.getByRole('status').filter({ hasText: 'Signed in as alice' }).waitFor()
    const greeting = page.getByTestId('user-greeting').first()
    await greeting.waitFor()
    expect(await greeting.textContent()).toContain('alice')
    const dashboard = page.getByTestId('dashboard-link').first()
    await dashboard.waitFor()
    expect(await dashboard.getAttribute('href')).toBe('/user-dashboard')

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))
    expect(stored).toMatchObject({ username: 'alice', piId: 'sim-uid-alice', role: 'USER', expiresIn: 3600 })
    expect(Date.parse(stored.expiresAt)).toBeGreaterThan(Date.now())

    // The session survives a reload and is accepted by the API.
    await page.reload()
    await page.getByTestId('user-greeting').first().waitFor()

    await page.getByTestId('logout-button').first().click()
    await page.getByTestId('sign-in-button').first().waitFor()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
    expect(errors).toEqual([])
    await context.close()
  })

  it('lands an admin on the admin dashboard', async () => {
    const context = await piBrowser('admin')
    const page = await context.newPage()
    await page.goto('/')
    await page.getByTestId('sign-in-button').first().click()
    await page.waitForURL((url) => url.pathname.startsWith('/admin-dashboard'))
    await page.getByRole('status').filter({ hasText: 'Signed in as admin' }).waitFor()
    expect(await page.getByTestId('dashboard-link').first().getAttribute('href')).toBe('/admin-dashboard')
    await context.close()
  })

  it('on a phone, signs in from the menu and shows the greeting without opening it (Spanish too)', async () => {
    const context = await newContext(browser, {
      isPiBrowser: true,
      piUser: 'bruna',
      viewport: { width: 375, height: 740 },
      locale: 'es-ES',
    })
    await acceptCookies(context)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    await (await whenHydrated(page.getByTestId('mobile-menu-toggle'))).click()
    await page.getByRole('button', { name: 'Iniciar sesión con Pi Browser' }).click()

    await page.waitForURL((url) => url.pathname === '/user-dashboard/my-articles')
    // The menu closed with the navigation; the confirmation is on the page, in view.
    await page.locator('[data-testid="mobile-menu-toggle"][aria-expanded="false"]').waitFor()
    const confirmation = page.getByRole('status').filter({ hasText: 'Sesión iniciada como bruna' })
    await confirmation.waitFor()
    const box = (await confirmation.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(64) // under the fixed bar, not behind it
    expect(box.y + box.height).toBeLessThanOrEqual(740)
    expect(errors).toEqual([])
    await context.close()
  })

  it('returns a sign-in started by a purchase to that purchase', async () => {
    const context = await newContext(browser, {
      isPiBrowser: true,
      piUser: `shopper${Date.now() % 1_000_000}`,
      viewport: { width: 375, height: 740 },
    })
    await acceptCookies(context)
    const page = await context.newPage()
    await page.goto('/advertise')
    await (await whenHydrated(page.getByTestId('choose-STANDARD'))).click()
    const signIn = page.getByRole('dialog', { name: 'Sign in to buy a plan' })
    await signIn.getByRole('button', { name: 'Sign in with Pi Browser' }).click()

    // Back in the purchase, one step further: the payment to confirm, on the same page.
    await page.getByRole('dialog', { name: 'Confirm payment' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/advertise')
    await page.getByRole('status').filter({ hasText: 'Signed in as shopper' }).waitFor()
    await context.close()
  })

  it("returns a sign-in started from a dashboard's sign-in prompt to that dashboard page", async () => {
    const context = await piBrowser('carla')
    await acceptCookies(context)
    const page = await context.newPage()
    await page.goto('/user-dashboard/drafts')
    const prompt = page.getByTestId('sign-in-prompt')
    await (await whenHydrated(prompt.getByTestId('sign-in-button'))).click()
    await page.getByRole('status').filter({ hasText: 'Signed in as carla' }).waitFor()
    await prompt.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/user-dashboard/drafts')
    await context.close()
  })

  it('keeps taps on Sign in made before the page has hydrated, and signs in once when it has', async () => {
    const context = await piBrowser('admin')
    const page = await context.newPage()
    const errors = watchErrors(page)
    // Hold every script of the app, as a slow phone's network would, until the tap is made.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let held = 0
    const appScripts = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')
    await page.route(appScripts, async (route) => {
      held += 1
      await released
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    const logins: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/pi-login') logins.push(request.url())
    })
    // An impatient user taps twice; both taps are replayed, and sign in once.
    await page.getByTestId('sign-in-button').first().click()
    await page.getByTestId('sign-in-button').first().click()
    expect(held).toBeGreaterThan(0)
    expect(new URL(page.url()).pathname).toBe('/')

    release()
    await page.waitForURL((url) => url.pathname.startsWith('/admin-dashboard'))
    expect(logins).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends a desktop browser to the QR sign-in page', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/')
    await page.getByTestId('sign-in-button').first().click()
    await page.waitForURL((url) => url.pathname === '/session-qr')
    await context.close()
  })
})
