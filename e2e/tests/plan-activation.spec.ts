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
  waitForRequestBudget,
  watchErrors,
} from '../fixtures'

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true)
  return (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as Record<
    string,
    unknown
  >
}

/** An admin's article is published at once (architecture section 3). */
async function publishAsAdmin(admin: SignedInUser, title: string): Promise<number> {
  const article = await call('POST', '/api/articles', admin.accessToken, {
    company: 'Acme',
    app: 'PiChat',
    title,
    description: 'A chat app for Pioneers.',
    category: { slug: 'marketplaces' },
    content: '<p>Hello Pioneers</p>',
    publishDate: new Date().toISOString().slice(0, 10),
    status: 'PUBLISHED',
  })
  expect(article.status).toBe('PUBLISHED')
  return Number(article.id)
}

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
    await waitForRequestBudget(200)
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
    expect(await badge.textContent()).toMatch(/CATEGORY_SLIDER · Expires on /)
    expect(await item.getByRole('button', { name: 'Activate Category Slider' }).count()).toBe(0)
    await item.getByRole('button', { name: 'Activate Main Slider' }).waitFor()
    // The message goes after 4 s (spec section 9).
    await page.getByText('CATEGORY SLIDER activated successfully!').waitFor({ state: 'detached', timeout: 6000 })

    // After a reload the server says the same.
    await page.reload()
    await page.getByTestId('dashboard-article').filter({ hasText: title }).getByTestId('plan-badge').waitFor()
    expect(errors).toEqual([])
  })

  it('when the 7 Main Slider slots are taken, Advertise and My Articles disable the button', async () => {
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
      const choose = page.getByTestId('choose-MAIN_SLIDER')
      await choose.waitFor()
      expect(await choose.isDisabled()).toBe(true)
      expect(await choose.textContent()).toBe('No slots left')

      await page.goto('/admin-dashboard/my-articles')
      const item = page.getByTestId('dashboard-article').filter({ hasText: title })
      await item.getByRole('button', { name: 'Activate Main Slider' }).click()
      const dialog = page.getByRole('dialog', { name: 'Activate a plan' })
      await dialog.getByText('No slots remaining').waitFor()
      expect(await dialog.getByTestId('plan-activate').isDisabled()).toBe(true)
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
