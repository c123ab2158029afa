import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  newContext,
  type SignedInUser,
  signInViaApi,
  storeSession,
  watchErrors,
} from '../fixtures'
import { call, publishAsAdmin, publishAsUser } from './support/articles'
import { piBrowserPage } from './support/pi-browser'

async function mainSlots(): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/payments/slots?promoteType=MAIN_SLIDER&categorySlug=`)
  return ((await response.json()) as { remainingSlots: number }).remainingSlots
}

describe('activating slider plans from My Articles', () => {
  let browser: Browser
  let admin: SignedInUser
  const contexts: BrowserContext[] = []

  async function adminContext() {
    const created = await newContext(browser)
    await acceptCookies(created)
    await storeSession(created, admin)
    contexts.push(created)
    return created
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await signInViaApi('admin')
  })
  afterAll(async () => {
    await Promise.all(contexts.map((created) => created.close()))
    await browser.close()
  })

  it('an admin activates the Category Slider without paying; the badge shows and the link goes', async () => {
    const title = `Promote me ${Date.now()}`
    await publishAsAdmin(admin, title)
    const page = await (await adminContext()).newPage()
    const errors = watchErrors(page)
    await page.goto('/admin-dashboard/my-articles')

    const item = page.getByTestId('dashboard-article').filter({ hasText: title })
    await item.getByRole('button', { name: 'Activate Main Slider' }).waitFor()
    await item.getByRole('button', { name: 'Activate Category Slider' }).click()
    const dialog = page.getByRole('dialog', { name: 'Activate a plan' })
    await dialog.getByText(/slots remaining/).waitFor()
    await dialog.getByRole('button', { name: 'Activate (admin, no payment)' }).click()

    await page.getByText('CATEGORY SLIDER activated successfully!').waitFor()
    await dialog.waitFor({ state: 'detached' })
    const badge = item.getByTestId('plan-badge')
    await badge.waitFor()
    expect(await badge.textContent()).toMatch(/Category Slider · Expires on /)
    expect(await item.getByRole('button', { name: 'Activate Category Slider' }).count()).toBe(0)
    await item.getByRole('button', { name: 'Activate Main Slider' }).waitFor()
    // The message goes after 4 s.
    await page.getByText('CATEGORY SLIDER activated successfully!').waitFor({ state: 'detached', timeout: 6000 })

    // After a reload the server says the same.
    await page.reload()
    await page.getByTestId('dashboard-article').filter({ hasText: title }).getByTestId('plan-badge').waitFor()
    expect(errors).toEqual([])
  })

  it('a user in the Pi Browser pays for the Category Slider with the SDK and sees it active', async () => {
    const username = `promoter${Date.now() % 1_000_000}`
    const owner = await signInViaApi(username)
    const title = `Pay to promote ${Date.now()}`
    await publishAsUser(owner, admin, title)
    const { page, errors } = await piBrowserPage(browser, owner, contexts)
    await page.goto('/user-dashboard/my-articles')
    const item = page.getByTestId('dashboard-article').filter({ hasText: title })
    await item.getByRole('button', { name: 'Activate Category Slider' }).click()
    const dialog = page.getByRole('dialog', { name: 'Activate a plan' })
    await dialog.getByText(/slots remaining/).waitFor()
    await dialog.getByRole('button', { name: 'Pay and activate' }).click()
    await page.getByText('CATEGORY SLIDER activated successfully!').waitFor({ timeout: 15_000 })
    expect(await item.getByTestId('plan-badge').textContent()).toMatch(/Category Slider · Expires on /)
    expect(errors).toEqual([])
  })

  it('a desktop user pays for the Main Slider by QR; the phone pays and the desktop activates', async () => {
    const username = `qrpromoter${Date.now() % 1_000_000}`
    const owner = await signInViaApi(username)
    const title = `QR promote ${Date.now()}`
    const articleId = await publishAsUser(owner, admin, title)
    const desktopContext = await newContext(browser)
    contexts.push(desktopContext)
    await acceptCookies(desktopContext)
    await storeSession(desktopContext, owner)
    const desktop = await desktopContext.newPage()
    const errors = watchErrors(desktop)
    await desktop.goto('/user-dashboard/my-articles')
    const item = desktop.getByTestId('dashboard-article').filter({ hasText: title })
    await item.getByRole('button', { name: 'Activate Main Slider' }).click()
    const dialog = desktop.getByRole('dialog', { name: 'Activate a plan' })
    await dialog.getByText(/slots remaining/).waitFor()
    await dialog.getByRole('button', { name: 'Pay and activate' }).click()

    const qr = desktop.getByRole('dialog', { name: 'Scan to Pay with Pi Browser' })
    await qr.getByAltText('Payment QR code').waitFor()
    const link = new URL((await qr.getByRole('link', { name: 'Open the payment link' }).getAttribute('href'))!)
    expect(link.searchParams.get('plan')).toBe('MAIN_SLIDER')
    expect(link.searchParams.get('articleId')).toBe(String(articleId))

    const phoneContext = await newContext(browser, { isPiBrowser: true, piUser: username })
    contexts.push(phoneContext)
    await phoneContext.addCookies([{ name: 'pi_sim_retry_ms', value: '200', url: baseUrl() }])
    const phone = await phoneContext.newPage()
    await phone.goto(`${link.pathname}${link.search}`)
    await phone.getByTestId('pay-qr-button').click()
    await phone.getByText('Payment completed! You can go back to your desktop.').waitFor()

    await desktop.getByText('Payment completed from Pi Browser!').waitFor({ timeout: 10_000 })
    await desktop.getByText('MAIN SLIDER activated successfully!').waitFor()
    await qr.waitFor({ state: 'detached' })
    expect(await item.getByTestId('plan-badge').textContent()).toMatch(/Main Slider · Expires on /)
    expect(errors).toEqual([])
  })

  it('when the 7 Main Slider slots are taken, Advertise and My Articles offer the waiting line instead', async () => {
    const stamp = Date.now()
    const filled: number[] = []
    while ((await mainSlots()) > 0) {
      const id = await publishAsAdmin(admin, `Filler ${stamp}-${filled.length}`)
      await call('POST', '/api/payments/activate/admin', admin.accessToken, {
        articleId: id,
        planType: 'MAIN_SLIDER',
        username: 'admin',
        categorySlug: null,
      })
      filled.push(id)
    }
    expect(await mainSlots()).toBe(0)
    const title = `No room ${stamp}`
    const noRoom = await publishAsAdmin(admin, title)

    try {
      const page = await (await adminContext()).newPage()
      await page.goto('/advertise')
      const card = page.getByTestId('plan-MAIN_SLIDER')
      await card.getByRole('button', { name: 'Notify me when a slot frees' }).waitFor()
      expect(await page.getByTestId('choose-MAIN_SLIDER').count()).toBe(0)

      await page.goto('/admin-dashboard/my-articles')
      const item = page.getByTestId('dashboard-article').filter({ hasText: title })
      await item.getByRole('button', { name: 'Activate Main Slider' }).click()
      const dialog = page.getByRole('dialog', { name: 'Activate a plan' })
      await dialog.getByText('No slots remaining').waitFor()
      await dialog.getByRole('button', { name: 'Notify me when a slot frees' }).waitFor()
      expect(await dialog.getByTestId('plan-activate').count()).toBe(0)
    } finally {
      // Give the slots back, so the other journeys (and a rerun) find the slider as before.
      for (const id of filled) {
        await call(
          'DELETE',
          `/api/payments/cancel-subscription?articleId=${id}&planType=MAIN_SLIDER`,
          admin.accessToken,
        )
      }
      for (const id of [...filled, noRoom]) await call('DELETE', `/api/articles/${id}`, admin.accessToken)
    }
  })
})
