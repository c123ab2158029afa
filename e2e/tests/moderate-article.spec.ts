import type { Browser } from 'playwright-core'
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

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.ok, `${path}: ${response.status} ${text}`).toBe(true)
  return (text ? JSON.parse(text) : null) as Record<string, unknown>
}

/**
 * A publication credit the way a user gets one: a STANDARD order paid through the simulated wallet
 * (as apps/server/src/modules/payments/payments.test-support.ts does).
 */
async function buyCredit(user: SignedInUser) {
  const order = await call('/api/payments/create', user.accessToken, { planType: 'STANDARD' })
  const wallet = await call('/__pi-sim/v2/payments/user_to_app', `sim-${user.username}`, {
    amount: order.amount,
    memo: order.memo,
    metadata: order.metadata,
  })
  const piId = String(wallet.identifier)
  await call('/api/payments/approve', user.accessToken, { paymentId: piId })
  const signed = await call(`/__pi-sim/v2/payments/${piId}/sign`, `sim-${user.username}`)
  await call('/api/payments/complete', user.accessToken, { paymentId: piId, txid: signed.txid })
}

/** An article submitted for approval by a user with a credit. */
async function createPending(user: SignedInUser, title: string): Promise<number> {
  const article = await call('/api/articles', user.accessToken, {
    company: 'Acme',
    app: 'PiChat',
    title,
    description: 'A chat app for Pioneers.',
    category: { slug: 'marketplaces' },
    content: '<p>Hello Pioneers</p>',
    publishDate: new Date().toISOString().slice(0, 10),
    status: 'PENDING_APPROVAL',
  })
  expect(article.status).toBe('PENDING_APPROVAL')
  return Number(article.id)
}

describe('moderating articles', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('an admin publishes one pending article and rejects another; the author sees both and deletes', async () => {
    const admin = await signInViaApi('admin')
    const author = await signInViaApi(`writer${Date.now() % 1_000_000}`)
    const stamp = Date.now()
    const toPublish = `Publish me ${stamp}`
    const toReject = `Reject me ${stamp}`
    await buyCredit(author)
    await buyCredit(author)
    await createPending(author, toPublish)
    await createPending(author, toReject)

    const adminContext = await newContext(browser)
    await acceptCookies(adminContext)
    await storeSession(adminContext, admin)
    const page = await adminContext.newPage()
    const errors = watchErrors(page)

    await page.goto('/admin-dashboard/pending')
    const publishItem = page.getByTestId('dashboard-article').filter({ hasText: toPublish })
    await publishItem.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Article published successfully.').waitFor()
    await publishItem.waitFor({ state: 'detached' })

    const rejectItem = page.getByTestId('dashboard-article').filter({ hasText: toReject })
    await rejectItem.getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject Article' })
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByText('Please enter a reason for the rejection.').waitFor()
    await dialog.getByLabel('Reason for rejection').fill('  Broken download link  ')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await page.getByText('Article rejected successfully.').waitFor()
    await rejectItem.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await adminContext.close()

    const authorContext = await newContext(browser)
    await acceptCookies(authorContext)
    await storeSession(authorContext, author)
    const authorPage = await authorContext.newPage()
    const authorErrors = watchErrors(authorPage)

    // The rejected article shows its reason, and the sidebar flags it.
    await authorPage.goto('/user-dashboard/rejected')
    const rejected = authorPage.getByTestId('dashboard-article').filter({ hasText: toReject })
    await rejected.getByText('Reason: Broken download link').waitFor()
    await authorPage.getByTestId('rejected-indicator').waitFor()
    await rejected.getByRole('button', { name: 'Delete' }).click()
    await authorPage
      .getByRole('dialog', { name: 'Delete Article' })
      .getByRole('button', { name: 'Yes, delete' })
      .click()
    await authorPage.getByText('No rejected articles available.').waitFor()
    await authorPage.getByTestId('rejected-indicator').waitFor({ state: 'detached' })

    // The published one is in My Articles; delete it through the confirmation modal.
    await authorPage.goto('/user-dashboard/my-articles')
    const published = authorPage.getByTestId('dashboard-article').filter({ hasText: toPublish })
    await published.getByText('Acme - PiChat - Marketplaces').waitFor()
    await published.getByRole('button', { name: 'Delete' }).click()
    const confirm = authorPage.getByRole('dialog', { name: 'Delete Article' })
    await confirm.getByText('Are you sure you want to delete this published article?').waitFor()
    await confirm.getByRole('button', { name: 'Yes, delete' }).click()
    await authorPage.getByText('Article deleted successfully.').waitFor()
    await published.waitFor({ state: 'detached' })

    expect(authorErrors).toEqual([])
    await authorContext.close()
  })
})
