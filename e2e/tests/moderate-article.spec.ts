import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  launchBrowser,
  newContext,
  type SignedInUser,
  signInViaApi,
  storeSession,
  watchErrors,
} from '../fixtures'
import { buyCredit, createArticle } from './support/articles'

/** An article submitted for approval by a user with a credit. */
const createPending = (user: SignedInUser, title: string) => createArticle(user, { title, status: 'PENDING_APPROVAL' })

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
