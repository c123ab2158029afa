// Reports and suspensions on a phone in the Pi Browser: a reader reports an article in two taps, an
// admin unpublishes it from the Reports queue with a reason, the reader reads the outcome and the
// article's page is gone; then the admin suspends its maker from the suspension screen, the maker
// reads why atop their dashboard, the maker's other article leaves the public pages, and comes back
// once the admin lifts the suspension. The new screen and the banner pass axe (axe is injected: CSP bypassed).
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, seriousAxeViolations, type SignedInUser, signInViaApi } from '../fixtures'
import { publishAsUser } from './support/articles'
import { whenHydrated } from './support/hydration'
import { waitForNotification } from './support/notifications'
import { piBrowserPage } from './support/pi-browser'

const PHONE = { width: 390, height: 844 }

/** The public article's API status: 200 while readers see it, 404 once it is off the public pages. */
const publicStatus = async (id: number) => (await fetch(`${baseUrl()}/api/articles/${id}`)).status

describe('reports and suspensions on a phone in the Pi Browser', () => {
  let browser: Browser
  let admin: SignedInUser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await signInViaApi('admin')
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser.close()
  })

  it('report, unpublish, be told; suspend the maker, who reads why; lift and the article is back', async () => {
    const suffix = Date.now() % 1_000_000
    const maker = await signInViaApi(`shady${suffix}`)
    const reader = await signInViaApi(`watch${suffix}`)
    const reportedTitle = `Wallet doubler ${suffix}`
    const reported = await publishAsUser(maker, admin, reportedTitle)
    const other = await publishAsUser(maker, admin, `Pi puzzles ${suffix}`)
    const axe: Record<string, unknown> = {}
    const scan = async (name: string, page: Page) => {
      const violations = await seriousAxeViolations(page)
      if (violations.length > 0) axe[name] = violations
    }

    // The reader reports the article in two taps: Report, then the reason (which sends it).
    const watcher = await piBrowserPage(browser, reader, contexts, { viewport: PHONE, bypassCSP: true })
    await watcher.page.goto(`/articles/${reported}`)
    await (await whenHydrated(watcher.page.getByRole('button', { name: 'Report this article' }))).click()
    await watcher.page.getByRole('button', { name: 'Misleading' }).click()
    await watcher.page.getByText('Thank you. An admin will look at it, and you will be told the outcome.').waitFor()

    // The admin unpublishes it from the Reports queue, with a reason.
    const moderator = await piBrowserPage(browser, admin, contexts, { viewport: PHONE, bypassCSP: true })
    await moderator.page.goto('/admin-dashboard/reports')
    const card = moderator.page.getByTestId('report-queue').locator(':scope > li').filter({ hasText: reportedTitle })
    await whenHydrated(card.getByRole('button', { name: 'Decide' }))
    await card.getByLabel('Decision').selectOption('UNPUBLISH')
    await card.getByLabel('Reason (told to the author)').fill('Promises to double the wallet.')
    await card.getByRole('button', { name: 'Decide' }).click()
    await card.waitFor({ state: 'detached' })

    // The reader reads the outcome; the article's page is gone.
    await waitForNotification(watcher.page, reader, 'REPORT_RESOLVED', 'Your report was reviewed')
    await watcher.page.getByText('it was unpublished.').filter({ visible: true }).first().waitFor()
    expect(await publicStatus(reported)).toBe(404)
    const gone = await watcher.page.goto(`/articles/${reported}`)
    expect(gone?.status()).toBe(404)
    await watcher.page.getByRole('heading', { level: 1, name: 'Failed to load the article.' }).waitFor()

    // The admin suspends the maker from the suspension screen.
    await moderator.page.goto('/admin-dashboard/suspensions')
    const username = await whenHydrated(moderator.page.getByLabel('Username'))
    await username.fill(maker.username)
    await moderator.page.getByRole('button', { name: 'Look up' }).click()
    await moderator.page.getByText(`${maker.username} is in good standing.`).waitFor()
    await scan('suspension screen', moderator.page)
    await moderator.page.getByLabel('Reason (the maker reads it)').fill('Several apps promising to double Pi.')
    await moderator.page.getByRole('button', { name: 'Suspend' }).click()
    await moderator.page
      .getByRole('status')
      .filter({
        hasText: `${maker.username} is suspended; their articles are off the public pages and their promotions have ended.`,
      })
      .waitFor()
    const listed = moderator.page.getByTestId('suspended-accounts').locator(':scope > li').filter({
      hasText: maker.username,
    })
    await listed.getByText('Several apps promising to double Pi.').waitFor()
    await scan('suspension screen with a suspended account', moderator.page)

    // The maker reads why atop their dashboard; their other article is off the public pages.
    const owner = await piBrowserPage(browser, maker, contexts, { viewport: PHONE, bypassCSP: true })
    await owner.page.goto('/user-dashboard/my-articles')
    const banner = owner.page.getByTestId('suspension-banner')
    await banner.getByText('Your account is suspended').waitFor()
    expect(await banner.getAttribute('role')).toBe('alert')
    await banner.getByText('Several apps promising to double Pi.').waitFor()
    await banner.getByText(/cannot publish, review, reply or buy/).waitFor()
    await scan('suspension banner', owner.page)
    expect(await publicStatus(other)).toBe(404)
    expect((await watcher.page.goto(`/articles/${other}`))?.status()).toBe(404)

    // The admin lifts it from the list: the article is back.
    await listed.getByRole('button', { name: `Lift the suspension of ${maker.username}` }).click()
    await moderator.page
      .getByRole('status')
      .filter({ hasText: `The suspension of ${maker.username} is lifted` })
      .waitFor()
    await listed.waitFor({ state: 'detached' })
    expect(await publicStatus(other)).toBe(200)
    const back = await watcher.page.goto(`/articles/${other}`)
    expect(back?.status()).toBe(200)
    await watcher.page.getByRole('heading', { level: 1, name: `Pi puzzles ${suffix}` }).waitFor()
    // The reported article stays unpublished: lifting brings back only what the suspension hid.
    expect(await publicStatus(reported)).toBe(404)
    const standing = owner.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/suspension')
    await owner.page.goto('/user-dashboard/my-articles')
    expect(await (await standing).json()).toBeNull()
    expect(await owner.page.getByTestId('suspension-banner').count()).toBe(0)

    expect(axe).toEqual({})
    // The 404 documents of the article gone are logged by the browser itself.
    expect(watcher.errors.filter((error) => !/404/.test(error))).toEqual([])
    expect(moderator.errors).toEqual([])
    expect(owner.errors).toEqual([])
  }, 180_000)
})
