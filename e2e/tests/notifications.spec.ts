// Notifications: an admin approves an article and its author's bell shows it without a
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
import { buyCredit, createArticle } from './support/articles'

async function submitArticle(user: SignedInUser, title: string) {
  await buyCredit(user)
  return createArticle(user, { title, status: 'PENDING_APPROVAL', category: 'games' })
}

describe('notifications', () => {
  let browser: Browser
  let admin: SignedInUser
  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await signInViaApi('admin')
  })
  afterAll(async () => {
    await browser.close()
  })

  // Below the xl breakpoint (the menu layout) by default; the last test checks the wide bar.
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

  it('the signed-in bar, bell included, fits a 1280 px screen in English and Spanish', async () => {
    const user = await signInViaApi(`anchura${Date.now() % 1_000_000}`)
    for (const locale of ['en-US', 'es-ES']) {
      const { context, page } = await openAs(user, locale, { width: 1280, height: 800 })
      await page.goto('/')
      await page.getByTestId('notification-bell').waitFor()
      await page.locator('header').getByTestId('dashboard-link').first().waitFor()
      // Every control of the bar ends inside the window (a clipped bell cannot be reached by mouse).
      const overflow = await page.evaluate(() =>
        Array.from(document.querySelectorAll('header a, header button, header input'))
          .filter((element) => {
            const box = element.getBoundingClientRect()
            return box.width > 0 && box.right > window.innerWidth
          })
          .map(
            (element) =>
              `${element.getAttribute('aria-label') ?? element.textContent}: ${element.getBoundingClientRect().right}`,
          ),
      )
      expect(overflow, locale).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(1280)
      await context.close()
    }
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
