// Follows on a phone in the Pi Browser: a Pioneer follows a maker from the maker's page in one tap,
// the maker publishes (an admin approves), and the follower's notifications say so.
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
import { publishAsUser } from './support/articles'
import { waitForNotification } from './support/notifications'

describe('following a maker', () => {
  let browser: Browser
  let admin: SignedInUser
  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await signInViaApi('admin')
  })
  afterAll(async () => {
    await browser.close()
  })

  it('a follower taps Follow on the maker’s page and hears of the maker’s next article', async () => {
    const suffix = Date.now() % 1_000_000
    const maker = await signInViaApi(`maker${suffix}`)
    const follower = await signInViaApi(`fan${suffix}`)
    await publishAsUser(maker, admin, `First app ${suffix}`)

    const context = await newContext(browser, {
      isPiBrowser: true,
      piUser: follower.username,
      viewport: { width: 390, height: 844 },
    })
    await acceptCookies(context)
    await storeSession(context, follower)
    const page = await context.newPage()
    const errors = watchErrors(page)

    // The button's part has hydrated once it has asked what the follower follows.
    const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/follows')
    await page.goto(`/makers/${maker.username}`)
    await hydrated
    await page.getByRole('heading', { level: 1, name: 'Acme' }).waitFor()
    await page.getByRole('button', { name: 'Follow Acme' }).click()
    await page.getByRole('status').filter({ hasText: 'You follow Acme.' }).waitFor()
    await page.getByRole('button', { name: 'Following Acme' }).waitFor()
    await page.getByText('1 follower').waitFor()

    const title = `Second app ${suffix}`
    await publishAsUser(maker, admin, title)

    await page.goto('/user-dashboard/following')
    await page.getByRole('link', { name: 'Acme' }).waitFor()
    await waitForNotification(page, follower, 'FOLLOWED_NEWS', `"${title}" is out on Spotlight.`)
    await page.getByText('New from Acme').filter({ visible: true }).first().waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
