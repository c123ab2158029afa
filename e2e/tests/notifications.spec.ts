// Issue 20, notifications: an admin approves an article and its author's bell shows it without a
// reload; the panel links to the article, marks all read, and leads to the notifications page; the
// bell and the page pass axe, in English and Spanish.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  type SignedInUser,
  signInViaApi,
  storeSession,
  watchErrors,
} from '../fixtures'
import { call } from './support/articles'

/** A publication credit the way a user gets one: a STANDARD order paid through the simulated wallet. */
async function buyCredit(user: SignedInUser) {
  const order = await call('POST', '/api/payments/create', user.accessToken, { planType: 'STANDARD' })
  const wallet = await call('POST', '/__pi-sim/v2/payments/user_to_app', `sim-${user.username}`, {
    amount: order.amount,
    memo: order.memo,
    metadata: order.metadata,
  })
  const piId = String(wallet.identifier)
  await call('POST', '/api/payments/approve', user.accessToken, { paymentId: piId })
  const signed = await call('POST', `/__pi-sim/v2/payments/${piId}/sign`, `sim-${user.username}`)
  await call('POST', '/api/payments/complete', user.accessToken, { paymentId: piId, txid: signed.txid })
}

async function submitArticle(user: SignedInUser, title: string) {
  await buyCredit(user)
  const article = await call('POST', '/api/articles', user.accessToken, {
    company: 'Acme',
    app: 'PiChat',
    title,
    description: 'A chat app for Pioneers.',
    category: { slug: 'games' },
    content: '<p>Hello Pioneers, meet the app.</p>',
    publishDate: new Date().toISOString().slice(0, 10),
    status: 'PENDING_APPROVAL',
  })
  return Number(article.id)
}

describe('notifications (issue 20)', () => {
  let browser: Browser
  let admin: SignedInUser
  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await signInViaApi('admin')
  })
  afterAll(async () => {
    await browser.close()
  })

  // Below the xl breakpoint (the menu layout) and a phone: at 1280 px the signed-in bar is already
  // wider than the screen before the bell joins it (see the report of issue 20).
  const openAs = async (user: SignedInUser, locale = 'en-US', viewport = { width: 1100, height: 900 }) => {
    const context = await newContext(browser, { locale, bypassCSP: true, viewport })
    await acceptCookies(context)
    await storeSession(context, user)
    const page = await context.newPage()
    return { context, page, errors: watchErrors(page) }
  }

  it('an admin approves an article and the author’s bell shows it without a reload', async () => {
    const author = await signInViaApi(`belle${Date.now() % 1_000_000}`)
    const title = `Bell article ${Date.now()}`
    const id = await submitArticle(author, title)

    // The author reads a public page; the bell counts the paid credit already.
    const maker = await openAs(author)
    await maker.page.goto('/')
    const bell = maker.page.getByTestId('notification-bell')
    await bell.waitFor()
    await maker.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor()

    // The admin publishes it from the review, in another browser.
    const moderator = await openAs(admin)
    await moderator.page.goto(`/admin-dashboard/pending?review=${id}`)
    // The admin's own bell has the article to review.
    await moderator.page.getByTestId('notification-bell').click()
    await moderator.page
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: title })
      .first()
      .waitFor()
    await moderator.page.keyboard.press('Escape')
    await moderator.page.getByRole('button', { name: 'Publish' }).click()
    await moderator.page.getByText('Article published successfully.').waitFor()

    // No reload on the author's side: the poll brings the news within its period.
    const navigations: string[] = []
    maker.page.on('framenavigated', (frame) => {
      if (frame === maker.page.mainFrame()) navigations.push(frame.url())
    })
    await maker.page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 30_000 })
    expect(navigations).toEqual([])
    expect(await maker.page.getByTestId('notification-count').textContent()).toBe('2')

    // The panel: newest first, with a link to the article; keyboard opens and Escape closes it.
    await bell.focus()
    await maker.page.keyboard.press('Enter')
    const panel = maker.page.getByRole('region', { name: 'Notifications' })
    const first = panel.getByTestId('notification-item').first()
    expect(await first.getAttribute('data-type')).toBe('ARTICLE_APPROVED')
    expect(await first.getAttribute('href')).toBe(`/articles/${id}`)
    expect(await first.textContent()).toContain(title)
    expect(await seriousAxeViolations(maker.page)).toEqual([])
    await maker.page.keyboard.press('Escape')
    expect(await bell.getAttribute('aria-expanded')).toBe('false')

    // Mark all read, then the page of all of them.
    await bell.click()
    await panel.getByRole('button', { name: 'Mark all read' }).click()
    await maker.page.getByRole('button', { name: 'Notifications, none unread' }).waitFor()
    await panel.getByRole('link', { name: 'See all notifications' }).click()
    await maker.page.waitForURL('**/user-dashboard/notifications')
    const list = maker.page.getByTestId('notifications-page')
    await list.getByText('0 unread').waitFor()
    expect(await list.getByTestId('notification-item').count()).toBe(2)
    expect(await seriousAxeViolations(maker.page)).toEqual([])

    // Following a notification opens what it is about.
    await list.getByTestId('notification-item').first().click()
    await maker.page.waitForURL(`**/articles/${id}`)

    expect(maker.errors).toEqual([])
    expect(moderator.errors).toEqual([])
    await maker.context.close()
    await moderator.context.close()
  })

  it('speaks Spanish on a Spanish page, and visitors see no bell', async () => {
    const author = await signInViaApi(`campana${Date.now() % 1_000_000}`)
    await buyCredit(author)
    const reader = await openAs(author, 'es-ES', { width: 390, height: 844 })
    // es-ES sends Accept-Language: es, so the page and the API both speak Spanish.
    await reader.page.goto('/contact')
    await reader.page.getByRole('button', { name: 'Notificaciones, 1 sin leer' }).click()
    await reader.page.getByRole('region', { name: 'Notificaciones' }).getByText('Pago completado').waitFor()
    expect(await seriousAxeViolations(reader.page)).toEqual([])
    await reader.context.close()

    const visitor = await newContext(browser)
    const page = await visitor.newPage()
    await page.goto('/')
    await page
      .getByTestId('user-greeting')
      .waitFor({ state: 'detached', timeout: 2000 })
      .catch(() => {})
    expect(await page.getByTestId('notification-bell').count()).toBe(0)
    await visitor.close()
  })
})
