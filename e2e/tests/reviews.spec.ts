// Reviews on a phone in the Pi Browser, in English and in Spanish: a Pioneer rates and reviews an
// app, an admin approves the account's first review, the card shows the rating, the maker replies
// (in Spanish), another reader marks the review helpful and follows the maker (in Spanish), and the
// reviewer and the maker each read of it in their notifications. Every page on the way passes axe.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  setAccountLanguage,
  type SignedInUser,
  signInViaApi,
  watchErrors,
} from '../fixtures'
import { call, publishAsUser } from './support/articles'
import { whenHydrated } from './support/hydration'
import { waitForNotification } from './support/notifications'
import { piBrowserPage } from './support/pi-browser'

const PHONE = { width: 390, height: 844 }

describe('reviews on a phone in the Pi Browser', () => {
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

  it('rate, review, approve, see it on the card, reply, mark helpful, follow and be told, in English and Spanish', async () => {
    const suffix = Date.now() % 1_000_000
    const maker = await signInViaApi(`rmaker${suffix}`)
    const reviewer = await signInViaApi(`rater${suffix}`)
    const reader = await signInViaApi(`lector${suffix}`)
    const title = `Rated app ${suffix}`
    const articleId = await publishAsUser(maker, admin, title)
    const axe: Record<string, unknown> = {}
    const scan = async (name: string, page: Page) => {
      const violations = await seriousAxeViolations(page)
      if (violations.length > 0) axe[name] = violations
    }

    // The reviewer, in English: four stars and a text holding markup, which stays text.
    const rater = await piBrowserPage(browser, reviewer, contexts, { viewport: PHONE, bypassCSP: true })
    await rater.page.goto(`/articles/${articleId}`)
    await (await whenHydrated(rater.page.getByRole('button', { name: 'Rate this app' }))).click()
    const form = rater.page.getByTestId('review-form')
    await form
      .locator('label')
      .filter({ has: rater.page.getByRole('radio', { name: '4 of 5 stars' }) })
      .click()
    await form.getByLabel('Your review (optional)').fill('Paid in Pi in two taps. <b>not bold</b>')
    await scan('review form (en)', rater.page)
    await form.getByRole('button', { name: 'Save review' }).click()
    await rater.page.getByText('Thank you! Your review appears once an admin approves it.').waitFor()

    // An account's first review waits for an admin.
    const mine = await call('GET', `/api/articles/${articleId}/reviews/mine`, reviewer.accessToken)
    expect(mine.status).toBe('PENDING')
    await call('POST', `/api/admin/reviews/${String(mine.id)}/decision`, admin.accessToken, { action: 'APPROVE' })

    // The card in its category now carries the rating, read out as a sentence.
    await rater.page.goto('/category/marketplaces')
    const card = rater.page.getByTestId('article-card').filter({ hasText: title }).first()
    await card.getByText('Rated 4.0 out of 5 from 1 rating.').waitFor({ state: 'attached' })

    // The maker, in Spanish (the account's language, which its dashboards follow), answers it from the article page.
    await setAccountLanguage(maker, 'es')
    const owner = await piBrowserPage(browser, maker, contexts, { viewport: PHONE, locale: 'es-ES', bypassCSP: true })
    await owner.page.goto(`/es/articles/${articleId}`)
    const review = owner.page.getByTestId('review').filter({ hasText: 'Paid in Pi in two taps.' })
    await review.getByText('Paid in Pi in two taps. <b>not bold</b>').waitFor()
    expect(await review.locator('b').count()).toBe(0)
    await (await whenHydrated(review.getByRole('button', { name: 'Responder' }))).click()
    await review.getByLabel('Tu respuesta pública').fill('¡Gracias! Lo mejoramos cada semana.')
    await review.getByRole('button', { name: 'Publicar respuesta' }).click()
    await review.getByTestId('review-reply').getByText('Respuesta de Acme').waitFor()
    await scan('article with a reply (es)', owner.page)
    await waitForNotification(owner.page, maker, 'REVIEW_RECEIVED', 'Nueva reseña')

    // Another reader, in Spanish, finds the review helpful and follows the maker.
    await setAccountLanguage(reader, 'es')
    const lector = await piBrowserPage(browser, reader, contexts, { viewport: PHONE, locale: 'es-ES', bypassCSP: true })
    await lector.page.goto(`/es/articles/${articleId}`)
    const helpful = lector.page
      .getByTestId('review')
      .filter({ hasText: 'Paid in Pi in two taps.' })
      .getByRole('button', { name: 'Útil (0)' })
    await (await whenHydrated(helpful)).click()
    await lector.page.getByRole('button', { name: 'Útil (1)' }).waitFor()
    expect(await lector.page.getByRole('button', { name: 'Útil (1)' }).getAttribute('aria-pressed')).toBe('true')
    await lector.page.goto(`/es/makers/${maker.username}`)
    await (await whenHydrated(lector.page.getByRole('button', { name: 'Seguir a Acme' }))).click()
    await lector.page.getByRole('status').filter({ hasText: 'Sigues a Acme.' }).waitFor()
    await scan('maker profile (es)', lector.page)
    await lector.page.goto('/user-dashboard/following')
    await lector.page.getByRole('link', { name: 'Acme' }).waitFor()
    await scan('following (es)', lector.page)

    // The reviewer reads of the reply, in English; the reply shows under the review.
    await waitForNotification(rater.page, reviewer, 'REVIEW_REPLIED', 'Reply to your review')
    await scan('notifications (en)', rater.page)
    await rater.page.goto(`/articles/${articleId}`)
    await rater.page.getByTestId('review-reply').getByText('Reply from Acme').waitFor()
    await rater.page.getByRole('button', { name: 'Helpful (1)' }).waitFor()
    await scan('article with a reply (en)', rater.page)

    expect(axe).toEqual({})
    // Opening the form asks for the reader's own review: a first-time reviewer has none (404, as the API says).
    expect(
      rater.errors.filter((error) => !/404 \(Not Found\): GET \/api\/articles\/\d+\/reviews\/mine,/.test(error)),
    ).toEqual([])
    expect(owner.errors).toEqual([])
    expect(lector.errors).toEqual([])
    // Three people's journeys, two languages and five axe scans: longer than one journey.
  }, 180_000)

  it('follows a sort link and a related article without reloading: their own order, rating and reviews', async () => {
    const suffix = Date.now() % 1_000_000
    const maker = await signInViaApi(`smaker${suffix}`)
    // A word no other article has: the two articles are each other's first related article.
    const word = `Zorbleflux${suffix}`
    const first = await publishAsUser(maker, admin, `${word} sorted app one`)
    const second = await publishAsUser(maker, admin, `${word} sorted app two`)
    const review = async (username: string, articleId: number, rating: number, text: string) => {
      const reader = await signInViaApi(`${username}${suffix}`)
      const mine = await call('PUT', `/api/articles/${articleId}/reviews/mine`, reader.accessToken, { rating, text })
      // An account's first review waits for an admin.
      await call('POST', `/api/admin/reviews/${String(mine.id)}/decision`, admin.accessToken, { action: 'APPROVE' })
    }
    await review('sfive', first, 5, 'Five stars for the first app')
    await review('stwo', first, 2, 'Two stars for the first app')
    await review('sone', second, 1, 'One star for the second app')

    const context = await newContext(browser, { viewport: PHONE })
    contexts.push(context)
    await acceptCookies(context)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`/articles/${first}`)
    const reviews = page.getByTestId('reviews')
    const firstShown = () =>
      reviews
        .getByTestId('review')
        .first()
        .getByText(/stars? for the/)
        .textContent()
    // A mark on the window: it is still there only if no link below reloaded the page.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))

    await (await whenHydrated(reviews.getByRole('link', { name: 'Lowest' }))).click()
    await expect.poll(() => page.url()).toContain('sort=lowest')
    await expect.poll(firstShown).toBe('Two stars for the first app')
    await reviews.getByRole('link', { name: 'Highest' }).click()
    await expect.poll(() => page.url()).toContain('sort=highest')
    await expect.poll(firstShown).toBe('Five stars for the first app')
    expect(await reviews.getByTestId('rating-overview').textContent()).toContain('2 ratings')

    const related = page
      .getByTestId('related-articles')
      .getByRole('link', { name: new RegExp(`${word} sorted app two`) })
    await (await whenHydrated(related.first())).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/articles/${second}`)
    await expect.poll(firstShown).toBe('One star for the second app')
    const rating = await reviews.getByTestId('rating-overview').textContent()
    expect(rating).toContain('1.0')
    expect(rating).toContain('1 rating')
    expect(await reviews.getByText(/for the first app/).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    expect(errors).toEqual([])
  }, 120_000)
})
