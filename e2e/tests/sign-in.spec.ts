import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, watchErrors } from '../fixtures'

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

  it('signs a Pi Browser user in: greeting, Dashboard link, stored session; logout signs out', async () => {
    const context = await piBrowser('alice')
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    await page.getByTestId('sign-in-button').first().click()

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
    expect(await page.getByTestId('dashboard-link').first().getAttribute('href')).toBe('/admin-dashboard')
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
