// Moderation with the article in view, makers who always know where they stand, and
// every dashboard screen accessible and free of raw codes in both languages.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  type SignedInUser,
  setAccountLanguage,
  signInViaApi,
  storeSession,
  watchErrors,
} from '../fixtures'
import { type ArticleStatus, buyCredit, call, createArticle } from './support/articles'

/** An article of the user's, written through the API (after buying its credit, for a non-admin). */
async function write(user: SignedInUser, title: string, status: ArticleStatus) {
  if (user.role !== 'ADMIN') await buyCredit(user)
  return createArticle(user, {
    title,
    status,
    category: 'games',
    content: '<p>Hello Pioneers, meet the app.</p><p><a href="https://example.com/download">Download it</a></p>',
  })
}

/** Codes of the API that a signed-in screen must say in words. */
const RAW_CODES = /\b(DRAFT|PENDING_APPROVAL|PUBLISHED|REJECTED|STANDARD|CATEGORY_SLIDER|MAIN_SLIDER)\b/

describe('signed-in workflows', () => {
  let browser: Browser
  let admin: SignedInUser
  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await signInViaApi('admin')
  })
  afterAll(async () => {
    await browser.close()
  })

  const openAs = async (user: SignedInUser, locale = 'en-US') => {
    const context = await newContext(browser, { locale, bypassCSP: true })
    await acceptCookies(context)
    await storeSession(context, user)
    const page = await context.newPage()
    return { context, page, errors: watchErrors(page) }
  }

  it('an admin reviews an article in full and rejects it; the maker sees why while editing, resubmits, and the admin publishes it from the review', async () => {
    const author = await signInViaApi(`maker${Date.now() % 1_000_000}`)
    const title = `Reviewed in full ${Date.now()}`
    const id = await write(author, title, 'PENDING_APPROVAL')

    // From Pending, the admin opens the whole article with its author and submission date.
    const moderator = await openAs(admin)
    await moderator.page.goto('/admin-dashboard/pending')
    await moderator.page
      .getByTestId('dashboard-article')
      .filter({ hasText: title })
      .getByRole('link', { name: `Review: ${title}` })
      .click()
    await moderator.page.waitForURL(`**/admin-dashboard/pending?review=${id}`)
    const detail = moderator.page.getByTestId('article-detail')
    await detail.getByRole('heading', { name: title }).waitFor()
    await detail.getByText('Hello Pioneers, meet the app.').waitFor()
    await detail.getByRole('link', { name: 'Download it' }).waitFor()
    const facts = moderator.page.getByTestId('review-facts')
    expect(await facts.textContent()).toContain(author.username)
    expect(await facts.textContent()).toMatch(/Submitted\w+ \d+, \d{4}/)
    expect(await facts.textContent()).toContain('In review')

    // Reject: the reason is required.
    await moderator.page.getByRole('button', { name: 'Reject' }).click()
    const dialog = moderator.page.getByRole('dialog', { name: 'Reject Article' })
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByText('Please enter a reason for the rejection.').waitFor()
    await dialog.getByLabel('Reason for rejection').fill('The download link is broken.')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await moderator.page.getByText('Article rejected successfully.').waitFor()
    await facts.getByText('Rejected', { exact: true }).waitFor()

    // The maker's overview says where the article stands and leads to the reason in the editor.
    const maker = await openAs(author)
    await maker.page.goto('/user-dashboard/my-articles')
    const row = maker.page.getByTestId('overview-row').filter({ hasText: title })
    await row.getByText('Rejected', { exact: true }).waitFor()
    await row.getByRole('link', { name: 'See why and fix it' }).click()
    await maker.page.waitForURL(`**/user-dashboard/edit-article/${id}`)
    const notice = maker.page.getByRole('region', { name: 'This article was rejected' })
    await notice.getByText('Reason: The download link is broken.').waitFor()
    await maker.page.getByLabel('Title').fill(`${title} fixed`)
    await maker.page.getByRole('button', { name: 'Submit for Approval' }).click()
    await maker.page.getByText('Article submitted for approval successfully.').waitFor()
    await maker.page.waitForURL('**/user-dashboard/pending')

    // The admin sees the resubmission with the reason it answers, and publishes it from the review.
    await moderator.page.goto(`/admin-dashboard/pending?review=${id}`)
    await detail.getByRole('heading', { name: `${title} fixed` }).waitFor()
    await facts.getByText('The download link is broken.').waitFor()
    await moderator.page.getByRole('button', { name: 'Publish' }).click()
    await moderator.page.getByText('Article published successfully.').waitFor()
    await facts.getByText('Published', { exact: true }).waitFor()

    await maker.page.goto('/user-dashboard/my-articles')
    const live = maker.page.getByTestId('overview-row').filter({ hasText: `${title} fixed` })
    expect(await live.getByRole('link', { name: 'View the live article' }).getAttribute('href')).toBe(`/articles/${id}`)
    expect(moderator.errors).toEqual([])
    expect(maker.errors).toEqual([])
    await moderator.context.close()
    await maker.context.close()
  })

  it('every dashboard screen passes axe and shows no raw code, in English and Spanish; deleting a promoted article warns first', async () => {
    const stamp = Date.now()
    const author = await signInViaApi(`overview${stamp % 1_000_000}`)
    const draftId = await write(author, `Draft ${stamp}`, 'DRAFT')
    await write(author, `In review ${stamp}`, 'PENDING_APPROVAL')
    const rejectedId = await write(author, `Turned down ${stamp}`, 'PENDING_APPROVAL')
    await call('PUT', `/api/articles/${rejectedId}/reject`, admin.accessToken, { reason: 'Add screenshots.' })
    const promotedId = await write(author, `Promoted ${stamp}`, 'PENDING_APPROVAL')
    await call('PUT', `/api/articles/${promotedId}/approve`, admin.accessToken)
    await call('POST', '/api/payments/activate/admin', admin.accessToken, {
      articleId: promotedId,
      planType: 'CATEGORY_SLIDER',
      username: 'admin',
      categorySlug: 'games',
    })
    const adminDraftId = await write(admin, `Admin draft ${stamp}`, 'DRAFT')
    await write(admin, `Admin live ${stamp}`, 'PUBLISHED')
    const reviewId = await write(author, `Awaiting ${stamp}`, 'PENDING_APPROVAL')

    const screens: [SignedInUser, string][] = [
      [author, '/user-dashboard/my-articles'],
      [author, '/user-dashboard/create-article'],
      [author, `/user-dashboard/edit-article/${draftId}`],
      [author, `/user-dashboard/edit-article/${rejectedId}`],
      [author, '/user-dashboard/drafts'],
      [author, '/user-dashboard/pending'],
      [author, '/user-dashboard/rejected'],
      [admin, '/admin-dashboard/my-articles'],
      [admin, '/admin-dashboard/create-article'],
      [admin, `/admin-dashboard/edit-article/${adminDraftId}`],
      [admin, '/admin-dashboard/drafts'],
      [admin, '/admin-dashboard/pending'],
      [admin, `/admin-dashboard/pending?review=${reviewId}`],
      [admin, '/admin-dashboard/admin-category-form'],
      [admin, '/admin-dashboard/inbox'],
      // Campaign stats and the business overview.
      [author, '/user-dashboard/stats'],
      [author, `/user-dashboard/stats/${promotedId}`],
      [admin, '/admin-dashboard/stats'],
      [admin, '/admin-dashboard/overview'],
    ]

    const settled = async (page: Page) => {
      await page.waitForLoadState('networkidle')
      // Lists and forms have arrived once no loading text is left.
      await page
        .getByRole('status')
        .filter({ hasText: /Loading|Cargando|Comprobando|Checking/ })
        .first()
        .waitFor({ state: 'detached' })
    }

    const report: Record<string, unknown> = {}
    for (const locale of ['en-US', 'es-ES']) {
      const sessions = new Map<SignedInUser, Awaited<ReturnType<typeof openAs>>>()
      // Dashboards speak the account's language: each account chooses this round's.
      for (const user of [author, admin]) await setAccountLanguage(user, locale.slice(0, 2))
      for (const user of [author, admin]) sessions.set(user, await openAs(user, locale))
      for (const [user, path] of screens) {
        const { page } = sessions.get(user)!
        const started = Date.now()
        await page.goto(path)
        await settled(page)
        if (process.env.E2E_TIMINGS) console.log(locale, path, Date.now() - started)
        // The text as written (innerText would apply CSS upper-casing), hidden text for screen readers included.
        const text = await page.evaluate(() => {
          const body = document.body.cloneNode(true) as HTMLElement
          body.querySelectorAll('script, style, template').forEach((node) => node.remove())
          return body.textContent ?? ''
        })
        const raw = text.match(RAW_CODES)
        if (raw) report[`${locale} ${path} raw code`] = raw[0]
        const violations = await seriousAxeViolations(page)
        if (violations.length > 0) report[`${locale} ${path}`] = violations
      }

      // The delete confirmation of the promoted article says the promotion ends and is not refunded.
      const { page } = sessions.get(author)!
      await page.goto('/user-dashboard/my-articles')
      await page
        .getByTestId('dashboard-article')
        .filter({ hasText: `Promoted ${stamp}` })
        .getByRole('button', { name: locale === 'en-US' ? 'Delete' : 'Eliminar' })
        .click()
      const warning = page.getByRole('dialog').getByTestId('delete-promotion-warning')
      expect(await warning.textContent()).toContain(
        locale === 'en-US'
          ? 'Deleting it ends the promotion at once, and payments are not refunded.'
          : 'Al eliminarlo la promoción termina de inmediato y los pagos no se reembolsan.',
      )
      const dialogViolations = await seriousAxeViolations(page)
      if (dialogViolations.length > 0) report[`${locale} delete dialog`] = dialogViolations
      for (const session of sessions.values()) await session.context.close()
    }
    expect(report).toEqual({})
    // 15 screens, two languages, an axe run on each: longer than one journey.
  }, 300_000)
})
