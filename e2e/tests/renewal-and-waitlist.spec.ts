// Renewing a promotion from My Articles, and a waiting user who gets the slot an admin freed.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, type SignedInUser, signInViaApi, watchErrors } from '../fixtures'
import { buyPlan, call, publishAsAdmin, publishAsUser } from './support/articles'
import { whenHydrated } from './support/hydration'
import { piBrowserPage } from './support/pi-browser'

const DAY = 24 * 3600 * 1000

async function mainSlots(): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/payments/slots?promoteType=MAIN_SLIDER&categorySlug=`)
  return ((await response.json()) as { remainingSlots: number }).remainingSlots
}

/** A MAIN_SLIDER promotion bought through the simulated wallet, without the UI; answers its end. */
async function buyMainSlider(owner: SignedInUser, articleId: number): Promise<string> {
  return String((await buyPlan(owner, { planType: 'MAIN_SLIDER', articleId })).expirationAt)
}

const longDate = (iso: string | number) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

describe('renewal and the waiting list', () => {
  let browser: Browser
  let admin: SignedInUser
  const contexts: BrowserContext[] = []

  async function piBrowserFor(user: SignedInUser) {
    const { page } = await piBrowserPage(browser, user, contexts)
    // A step that does not happen fails with its locator, well before the journey's own timeout.
    page.setDefaultTimeout(30_000)
    return page
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await signInViaApi('admin')
  })
  afterAll(async () => {
    await Promise.all(contexts.map((created) => created.close()))
    await browser.close()
  })

  // It moves the simulator's clock (and so the payments and promotions clock) 25 days on.
  it('a user renews a promotion in its last days from My Articles and sees the new end date', async () => {
    const username = `renewer${Date.now() % 1_000_000}`
    const owner = await signInViaApi(username)
    const title = `Renew me ${Date.now()}`
    const articleId = await publishAsUser(owner, admin, title)
    const end = await buyMainSlider(owner, articleId)
    // 25 days later (the simulator's clock, which the server follows): 5 days left.
    await call('POST', '/__pi-sim/_control/clock', '', { advanceMs: 25 * DAY })

    try {
      const page = await piBrowserFor(owner)
      const errors = watchErrors(page)
      await page.goto('/user-dashboard/my-articles')
      const item = page.getByTestId('dashboard-article').filter({ hasText: title })
      await item.getByTestId('plan-badge').waitFor()
      expect(await item.getByTestId('plan-badge').textContent()).toContain(longDate(end))
      await item.getByRole('button', { name: 'Renew Main Slider' }).click()
      const dialog = page.getByRole('dialog', { name: 'Renew a plan' })
      await dialog.getByText(`from ${longDate(end)}`, { exact: false }).waitFor()
      await dialog.getByRole('button', { name: 'Pay and renew' }).click()

      const newEnd = longDate(Date.parse(end) + 30 * DAY)
      await page.getByText(`Main Slider renewed until ${newEnd}.`).waitFor({ timeout: 15_000 })
      expect(await item.getByTestId('plan-badge').textContent()).toContain(newEnd)
      expect(await item.getByRole('button', { name: 'Renew Main Slider' }).count()).toBe(0)
      // The server says the same after a reload.
      await page.reload()
      const badge = page.getByTestId('dashboard-article').filter({ hasText: title }).getByTestId('plan-badge')
      await badge.waitFor()
      expect(await badge.textContent()).toContain(newEnd)
      expect(errors).toEqual([])
    } finally {
      await call(
        'DELETE',
        `/api/payments/cancel-subscription?articleId=${articleId}&planType=MAIN_SLIDER`,
        admin.accessToken,
      )
      await call('DELETE', `/api/articles/${articleId}`, admin.accessToken)
    }
  }, 120_000)

  it('a waiting user gets the slot an admin frees, and buys it', async () => {
    const stamp = Date.now()
    const filled: number[] = []
    while ((await mainSlots()) > 0) {
      const id = await publishAsAdmin(admin, `Waitlist filler ${stamp}-${filled.length}`)
      await call('POST', '/api/payments/activate/admin', admin.accessToken, {
        articleId: id,
        planType: 'MAIN_SLIDER',
        username: 'admin',
        categorySlug: null,
      })
      filled.push(id)
    }
    const username = `waiter${stamp % 1_000_000}`
    const waiter = await signInViaApi(username)
    const title = `Waiting for a slot ${stamp}`
    const articleId = await publishAsUser(waiter, admin, title)

    try {
      const page = await piBrowserFor(waiter)
      const errors = watchErrors(page)
      await page.goto('/advertise')
      const card = page.getByTestId('plan-MAIN_SLIDER')
      await (await whenHydrated(card.getByRole('button', { name: 'Notify me when a slot frees' }))).click()
      await card.getByText('You are number 1 in line for this slider.').waitFor()

      // An admin ends one of the 7 promotions: the slot is held for the first in line at once.
      await call(
        'DELETE',
        `/api/payments/cancel-subscription?articleId=${filled[0]}&planType=MAIN_SLIDER`,
        admin.accessToken,
      )
      expect(await mainSlots()).toBe(0)

      await page.goto('/user-dashboard/my-articles')
      const item = page.getByTestId('dashboard-article').filter({ hasText: title })
      // The article's row says so before any dialog is opened: which slider, and until when (UTC).
      await item.getByTestId('held-slot').waitFor()
      expect(await item.getByTestId('held-slot').textContent()).toMatch(
        /^A Main Slider slot is held for this article until .+ UTC\. Pay for it by then/,
      )
      await item.getByRole('button', { name: 'Activate Main Slider' }).click()
      const dialog = page.getByRole('dialog', { name: 'Activate a plan' })
      await dialog.getByTestId('waitlist-held').waitFor()
      expect(await dialog.getByTestId('waitlist-held').textContent()).toMatch(/A slot is held for you until /)
      await dialog.getByRole('button', { name: 'Pay and activate' }).click()
      await page.getByText('MAIN SLIDER activated successfully!').waitFor({ timeout: 15_000 })
      expect(await item.getByTestId('plan-badge').textContent()).toMatch(/Main Slider · Expires on /)
      // Bought: the hold is gone from the row.
      expect(await item.getByTestId('held-slot').count()).toBe(0)
      const places = await call('GET', '/api/payments/waitlist', waiter.accessToken)
      expect(places).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await call('DELETE', `/api/payments/waitlist?planType=MAIN_SLIDER`, waiter.accessToken)
      for (const id of [...filled, articleId]) {
        await fetch(`${baseUrl()}/api/payments/cancel-subscription?articleId=${id}&planType=MAIN_SLIDER`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${admin.accessToken}` },
        })
        await call('DELETE', `/api/articles/${id}`, admin.accessToken)
      }
    }
  }, 120_000)
})
