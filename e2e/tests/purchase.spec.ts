import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signInViaApi,
  storeSession,
  watchErrors,
} from '../fixtures'
import { publishAsUser } from './support/articles'
import { whenHydrated } from './support/hydration'

/** Unused publication credits of whoever is signed in on `page` (GET /api/credits/me with its stored token). */
async function creditsOf(page: Page): Promise<number> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? 'null') as { accessToken?: string } | null)?.accessToken,
  )
  expect(token).toBeTruthy()
  const response = await fetch(`${baseUrl()}/api/credits/me`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { available: number }).available
}

/** The simulated wallet's speed knobs: callbacks retried every 200 ms instead of the real ~10 s. */
async function fastWallet(context: BrowserContext, extra: Record<string, string> = {}) {
  const cookies = Object.entries({ pi_sim_retry_ms: '200', ...extra }).map(([name, value]) => ({
    name,
    value,
    url: baseUrl(),
  }))
  await context.addCookies(cookies)
}

/** Choose plan → (sign-in) → terms → Confirm, on the Advertise page. */
async function confirmStandard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm payment' })
  await dialog.waitFor()
  // Confirm without the box: its message, and nothing is bought.
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await dialog.getByText('You must accept the Terms of Service before proceeding.').waitFor()
  const terms = dialog.getByRole('link', { name: /Terms of Service/ })
  expect(await terms.getAttribute('href')).toBe('/terms-of-service')
  expect(await terms.getAttribute('target')).toBe('_blank')
  await dialog.getByTestId('terms-checkbox').check()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
}

describe('buying a plan on the Advertise page', () => {
  let browser: Browser
  const contexts: BrowserContext[] = []

  async function context(options: Parameters<typeof newContext>[1] = {}) {
    const created = await newContext(browser, options)
    await acceptCookies(created)
    contexts.push(created)
    return created
  }

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((created) => created.close()))
    await browser.close()
  })

  it('a Pi Browser visitor signs in, pays STANDARD with the SDK and lands on create-article with a credit', async () => {
    const user = `buyer${Date.now() % 1_000_000}`
    const phone = await context({ isPiBrowser: true, piUser: user })
    await fastWallet(phone)
    const page = await phone.newPage()
    const errors = watchErrors(page)
    await page.goto('/advertise')

    await (await whenHydrated(page.getByTestId('choose-STANDARD'))).click()
    const signIn = page.getByRole('dialog', { name: 'Sign in to buy a plan' })
    await signIn.getByRole('button', { name: 'Sign in with Pi Browser' }).click()
    await confirmStandard(page)

    await page.getByText('Heads up! Redirecting to the payment page to publish your article...').waitFor()
    await page.getByText('Payment completed successfully for the Publish plan').waitFor()
    await page.waitForURL((url) => url.pathname === '/user-dashboard/create-article')
    expect(await creditsOf(page)).toBe(1)
    expect(errors.filter((error) => !/create-article|editor/i.test(error))).toEqual([])
  })

  it('a user who cancels in the wallet gets its message and keeps no credit', async () => {
    const user = `canceller${Date.now() % 1_000_000}`
    const phone = await context({ isPiBrowser: true, piUser: user })
    await fastWallet(phone, { pi_sim_action: 'user_cancel' })
    await storeSession(phone, await signInViaApi(user))
    const page = await phone.newPage()
    await page.goto('/advertise')
    await (await whenHydrated(page.getByTestId('choose-STANDARD'))).click()
    await confirmStandard(page)
    await page.getByRole('alert').filter({ hasText: 'The payment was cancelled or expired' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/advertise')
    expect(await creditsOf(page)).toBe(0)
  })

  it('when Pi cannot be reached at approval the page says so at once, and Retry approves the same payment', async () => {
    const user = `retrier${Date.now() % 1_000_000}`
    const phone = await context({ isPiBrowser: true, piUser: user })
    // The wallet repeats its approval callback only every 8 s: here, Retry is what approves.
    await fastWallet(phone, { pi_sim_retry_ms: '8000' })
    await storeSession(phone, await signInViaApi(user))
    const page = await phone.newPage()
    await page.goto('/advertise')
    // Pi's approve answers one 500: our server's approve then answers 502 PI_UNAVAILABLE.
    const fault = await fetch(`${baseUrl()}/__pi-sim/_control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/v2/payments/:id/approve', status: 500, times: 1 }),
    })
    expect(fault.status).toBe(200)
    try {
      await (await whenHydrated(page.getByTestId('choose-STANDARD'))).click()
      await confirmStandard(page)
      await page
        .getByRole('alert')
        .filter({ hasText: 'Pi could not be reached to approve the payment. No Pi has been taken.' })
        .waitFor({ timeout: 5000 })
      expect(await page.getByTestId('redirect-notice').count()).toBe(0)
      await page.getByRole('button', { name: 'Retry' }).click()
      await page.getByText('Payment completed successfully for the Publish plan').waitFor({ timeout: 30_000 })
      expect(await creditsOf(page)).toBe(1)
    } finally {
      await fetch(`${baseUrl()}/__pi-sim/_control/faults`, { method: 'DELETE' })
    }
  })

  it('a desktop user pays by QR: the phone (same Pi account) pays, the desktop sees it and goes on', async () => {
    const user = `qrbuyer${Date.now() % 1_000_000}`
    const desktopContext = await context()
    await storeSession(desktopContext, await signInViaApi(user))
    const desktop = await desktopContext.newPage()
    const desktopErrors = watchErrors(desktop)
    await desktop.goto('/advertise')
    await (await whenHydrated(desktop.getByTestId('choose-STANDARD'))).click()
    await confirmStandard(desktop)

    const qrModal = desktop.getByRole('dialog', { name: 'Scan to pay with Pi Browser' })
    await qrModal.waitFor()
    const qr = qrModal.getByAltText('Payment QR code')
    await qr.waitFor()
    expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256])
    const href = await qrModal.getByTestId('qr-payment-link').getAttribute('href')
    const link = new URL(href!)
    expect(link.pathname).toBe('/pay-qr')
    expect(link.searchParams.get('plan')).toBe('STANDARD')
    const orderId = link.searchParams.get('paymentId')!

    // Another Pi account cannot see or pay that order.
    const stranger = await (await context({ isPiBrowser: true, piUser: `stranger${Date.now() % 1_000_000}` })).newPage()
    await stranger.goto(`${link.pathname}${link.search}`)
    await stranger.getByText(/belongs to another Pi account/).waitFor()

    const phoneContext = await context({ isPiBrowser: true, piUser: user })
    await fastWallet(phoneContext)
    const phone = await phoneContext.newPage()
    await phone.goto(`${link.pathname}${link.search}`)
    await phone.getByText(`Publish plan · 1 Pi · account ${user}`).waitFor()
    await phone.getByTestId('pay-qr-button').click()
    await phone.getByText('Payment completed! You can go back to your desktop.').waitFor()

    await desktop.getByText('Payment confirmed from Pi Browser!').waitFor({ timeout: 10_000 })
    await qrModal.waitFor({ state: 'detached' })
    await desktop.waitForURL((url) => url.pathname === '/user-dashboard/create-article')
    expect(await creditsOf(desktop)).toBe(1)
    const status = await desktop.evaluate(async (id) => {
      const token = (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string }).accessToken
      const response = await fetch(`/api/payments/by-payment-id/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      return ((await response.json()) as { status: string }).status
    }, orderId)
    expect(status).toBe('COMPLETED')
    expect(desktopErrors.filter((error) => !/create-article|editor/i.test(error))).toEqual([])
  })

  it('a slider card asks which published article to promote, then promotes it after the SDK payment', async () => {
    const username = `slider${Date.now() % 1_000_000}`
    const owner = await signInViaApi(username)
    const title = `Slide me ${Date.now()}`
    await publishAsUser(owner, await signInViaApi('admin'), title)
    const phone = await context({ isPiBrowser: true, piUser: username })
    await fastWallet(phone)
    await storeSession(phone, owner)
    const page = await phone.newPage()
    const errors = watchErrors(page)
    await page.goto('/advertise')

    await (await whenHydrated(page.getByTestId('choose-CATEGORY_SLIDER'))).click()
    const picker = page.getByRole('dialog', { name: 'Which article do you want to promote?' })
    const next = picker.getByRole('button', { name: 'Continue' })
    await picker.getByRole('radio', { name: title }).waitFor()
    expect(await next.isDisabled()).toBe(true)
    await picker.getByRole('radio', { name: title }).check()
    await picker.getByText(/slots left in Marketplaces/).waitFor()
    await next.click()
    const dialog = page.getByRole('dialog', { name: 'Confirm payment' })
    await dialog.getByTestId('terms-checkbox').check()
    await dialog.getByRole('button', { name: 'Confirm' }).click()

    await page.getByText('Payment completed successfully for the Category Slider plan').waitFor()
    await page.waitForURL((url) => url.pathname === '/user-dashboard/my-articles')
    const item = page.getByTestId('dashboard-article').filter({ hasText: title })
    expect(await item.getByTestId('plan-badge').textContent()).toMatch(/Category Slider · Expires on /)
    expect(await item.getByRole('button', { name: 'Activate Category Slider' }).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('the purchase modals and the phone payment page pass axe (serious and critical)', async () => {
    const username = `axe${Date.now() % 1_000_000}`
    const desktopContext = await context({ bypassCSP: true })
    await storeSession(desktopContext, await signInViaApi(username))
    const desktop = await desktopContext.newPage()
    await desktop.goto('/advertise')
    await (await whenHydrated(desktop.getByTestId('choose-STANDARD'))).click()
    const dialog = desktop.getByRole('dialog', { name: 'Confirm payment' })
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('You must accept the Terms of Service before proceeding.').waitFor()
    expect(await seriousAxeViolations(desktop)).toEqual([])
    await dialog.getByTestId('terms-checkbox').check()
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    const qr = desktop.getByRole('dialog', { name: 'Scan to pay with Pi Browser' })
    await qr.getByAltText('Payment QR code').waitFor()
    expect(await seriousAxeViolations(desktop)).toEqual([])

    const link = new URL((await qr.getByTestId('qr-payment-link').getAttribute('href'))!)
    const phone = await (await context({ isPiBrowser: true, piUser: username, bypassCSP: true })).newPage()
    await phone.goto(`${link.pathname}${link.search}`)
    await phone.getByTestId('pay-qr-button').waitFor()
    expect(await seriousAxeViolations(phone)).toEqual([])
    await qr.getByRole('button', { name: 'Cancel' }).click()
    await qr.waitFor({ state: 'detached' })
  })
})
