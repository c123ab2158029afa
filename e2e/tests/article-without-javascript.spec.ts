// A reader whose browser runs no script at all: on an article's page they rate the app, mark a review
// helpful, report the article and find its address to share, each through a link or a plain form.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, DESKTOP_UA, launchBrowser, type SignedInUser, signInViaApi } from '../fixtures'
import { call, createArticle } from './support/articles'

describe('the article page without JavaScript', () => {
  let browser: Browser
  let context: BrowserContext
  let reader: SignedInUser
  let articleId: number

  beforeAll(async () => {
    browser = await launchBrowser()
    const suffix = Date.now() % 1_000_000
    const admin = await signInViaApi('admin')
    articleId = await createArticle(admin, { title: `No script ${suffix}`, status: 'PUBLISHED' })
    // Someone else's review, for the reader to find helpful.
    const other = await signInViaApi(`critic${suffix}`)
    const review = await call('PUT', `/api/articles/${articleId}/reviews/mine`, other.accessToken, {
      rating: 5,
      text: 'Great',
    })
    // A new account's first review waits for an admin.
    await call('POST', `/api/admin/reviews/${String(review.id)}/decision`, admin.accessToken, { action: 'APPROVE' })
    reader = await signInViaApi(`noscript${suffix}`)
    context = await browser.newContext({
      baseURL: baseUrl(),
      userAgent: DESKTOP_UA,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      locale: 'en-US',
    })
    // The cookie the sign-in's answer sets, holding the session's token (decision 0001).
    await context.addCookies([{ name: 'spotlight_session', value: reader.accessToken, url: baseUrl() }])
  })
  afterAll(async () => {
    await context.close()
    await browser.close()
  })

  it('rates the app through the link and the form the server renders', async () => {
    const page = await context.newPage()
    await page.goto(`/articles/${articleId}`)
    await page.getByRole('link', { name: 'Rate this app' }).click()
    await page.waitForURL(/review=write#write-review$/)
    const form = page.getByTestId('review-post-form')
    await form.getByLabel('4 of 5 stars').check()
    await form.getByLabel('Your review (optional)').fill('Works without scripts')
    await form.getByRole('button', { name: 'Save review' }).click()
    await page.waitForURL(/review_saved=/)
    await page
      .getByRole('status')
      .filter({ hasText: /Your review is published|appears once an admin approves it/ })
      .waitFor()
  })

  it('marks a review helpful, back at the review', async () => {
    const page = await context.newPage()
    await page.goto(`/articles/${articleId}`)
    const review = page.getByTestId('review').filter({ hasText: 'Great' })
    await review.getByRole('button', { name: 'Helpful (0)' }).click()
    await page.waitForURL(/helpful=\d+#review-\d+$/)
    const marked = page.getByTestId('review').filter({ hasText: 'Great' }).getByRole('button', { name: 'Helpful (1)' })
    expect(await marked.getAttribute('aria-pressed')).toBe('true')
  })

  it('reports the article through the link and the form the server renders', async () => {
    const page = await context.newPage()
    await page.goto(`/articles/${articleId}`)
    await page.getByRole('link', { name: 'Report this article' }).click()
    const form = page.getByTestId('report-post-form')
    await form.getByLabel('Broken app or link').check()
    await form.getByLabel('A note for the admins (optional)').fill('The download link is dead')
    await form.getByRole('button', { name: 'Send report' }).click()
    await page.waitForURL(/reported=ARTICLE-\d+#report-article$/)
    await page.getByRole('status').filter({ hasText: 'An admin will look at it' }).waitFor()
    const mine = (await call('GET', '/api/reports/mine', reader.accessToken)) as unknown as { targetId: number }[]
    expect(mine.map((report) => report.targetId)).toContain(articleId)
  })

  it('cancels the report form back at the report control, not at the top of the page', async () => {
    const page = await context.newPage()
    await page.goto(`/articles/${articleId}`)
    await page.getByRole('link', { name: 'Report this article' }).click()
    await page.getByTestId('report-post-form').getByRole('link', { name: 'Cancel' }).click()
    await page.waitForURL(new RegExp(`/articles/${articleId}#report-article$`))
    expect(await page.getByTestId('report-post-form').count()).toBe(0)
  })

  it("shows the article's address to share", async () => {
    const page = await context.newPage()
    await page.goto(`/articles/${articleId}`)
    await page.locator('summary').filter({ hasText: 'Share' }).click()
    const field = page.getByLabel('Link to this article')
    expect(await field.inputValue()).toMatch(new RegExp(`/articles/${articleId}$`))
    expect(await page.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/)
  })
})
