import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  newContext,
  type ContextOptions,
  type SignedInUser,
  seriousAxeViolations,
  setAccountLanguage,
  signInViaApi,
  storeSession,
  watchErrors,
} from '../fixtures'

const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/src/test/fixtures')
const fixture = (name: string) => path.join(FIXTURES, name)

async function call(method: string, apiPath: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${apiPath}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.ok, `${apiPath}: ${response.status} ${text}`).toBe(true)
  return (text ? JSON.parse(text) : null) as unknown
}

/** A publication credit the way a user gets one: a STANDARD order paid through the simulated wallet. */
async function buyCredit(user: SignedInUser) {
  const order = (await call('POST', '/api/payments/create', user.accessToken, { planType: 'STANDARD' })) as Record<
    string,
    unknown
  >
  const wallet = (await call('POST', '/__pi-sim/v2/payments/user_to_app', `sim-${user.username}`, {
    amount: order.amount,
    memo: order.memo,
    metadata: order.metadata,
  })) as Record<string, unknown>
  const piId = String(wallet.identifier)
  await call('POST', '/api/payments/approve', user.accessToken, { paymentId: piId })
  const signed = (await call('POST', `/__pi-sim/v2/payments/${piId}/sign`, `sim-${user.username}`)) as Record<
    string,
    unknown
  >
  await call('POST', '/api/payments/complete', user.accessToken, { paymentId: piId, txid: signed.txid })
}

describe('writing an article', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  async function openAs(user: SignedInUser, options: ContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(browser, options)
    await acceptCookies(context)
    await storeSession(context, user)
    const page = await context.newPage()
    return { page, errors: watchErrors(page) }
  }

  it('a user writes with an image and a video, previews, submits; the admin rejects; the user fixes; the admin publishes', async () => {
    const stamp = Date.now()
    const author = await signInViaApi(`author${stamp % 1_000_000}`)
    const admin = await signInViaApi('admin')

    // Without a publication credit the form is not offered at all: the subscribe message, then the plans.
    const early = await openAs(author)
    await early.page.goto('/user-dashboard/create-article')
    await early.page.getByTestId('subscribe-redirect').waitFor()
    expect(await early.page.locator('input[type="file"]').count()).toBe(0)
    await early.page.waitForURL('**/advertise')
    await early.page.context().close()

    await buyCredit(author)
    const title = `Pi Chess ${stamp}`

    // The author writes on a desktop.
    const { page, errors } = await openAs(author, { viewport: { width: 1440, height: 900 }, bypassCSP: true })
    await page.goto('/user-dashboard/create-article')
    await page.getByRole('heading', { name: 'Create Article' }).waitFor()
    await page.getByTestId('content-editor').waitFor()

    // Nothing filled: the form's message, and each field says what it needs.
    await page.getByRole('button', { name: 'Submit for Approval' }).click()
    await page.getByText('Please complete all fields correctly.').waitFor()
    await page.getByText('Title is required.').waitFor()

    const category = page.getByLabel('Category')
    expect(await category.locator('option').first().textContent()).toBe('Select a category')
    expect(await category.locator('option[value="sin-categoria"]').count()).toBe(0)
    expect(await page.getByLabel('Publication Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    await page.getByLabel('Company/Author Name').fill('Acme Games')
    await page.getByLabel('App Name').fill('Pi Chess')
    await category.selectOption('games')
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Description', { exact: true }).fill('Chess for Pioneers, paid in Pi.')

    await page.getByLabel('Header Image').setInputFiles(fixture('image-400x400.png'))
    await page.getByRole('button', { name: 'Remove header image' }).waitFor()
    // The field names the uploaded file, not the browser's "No file chosen".
    expect(await page.getByTestId('header-image-file-name').textContent()).toBe('image-400x400.png')

    const editor = page.getByTestId('content-editor')
    await editor.click()
    await page.keyboard.type('Play chess with other Pioneers. ')
    // Typed right after the click, as a quick writer does: clicking a toolbar button must not take
    // the focus from the text (before the fix, keys typed here were lost in most tries).
    await page.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Download it today.')
    expect(await page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true')
    expect(await editor.locator('strong').textContent()).toBe('Download it today.')
    await page.getByTestId('editor-image-input').setInputFiles(fixture('image-300x200.webp'))
    await editor.locator('img[src^="/media/"]').waitFor()
    await page.keyboard.press('End')
    await page.getByTestId('editor-image-input').setInputFiles(fixture('image-1600x900.jpg'))
    await editor.locator('img[src^="/media/"]').nth(1).waitFor()
    await page.getByText('Images: 3 of 5 (the header image counts).').waitFor()
    const secondImage = await editor.locator('img[src^="/media/"]').nth(1).getAttribute('src')

    // A 25-second clip is refused before (or by) the server; a 5-second one is kept.
    const video = page.getByLabel('Upload Promo Video')
    // An image renamed .mp4 is refused by its content.
    await video.setInputFiles(fixture('png-renamed-as.mp4'))
    await page.getByRole('alert').filter({ hasText: 'This file is not a supported video.' }).waitFor()
    await video.setInputFiles(fixture('video-25s.mp4'))
    await page.getByRole('alert').filter({ hasText: 'The video must be 20 seconds or less.' }).waitFor()
    await video.setInputFiles(fixture('video-5s.webm'))
    await page.getByRole('button', { name: 'Remove video' }).waitFor()
    expect(await page.getByTestId('promo-video-file-name').textContent()).toBe('video-5s.webm')

    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('region', { name: 'Preview' })
    await preview.getByRole('heading', { name: title }).waitFor()
    await preview.locator('img[src^="/media/"]').nth(1).waitFor()
    await preview.getByText('Download it today.').waitFor()

    // The form passes an axe scan (serious and critical issues).
    expect(await seriousAxeViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Submit for Approval' }).click()
    await page.getByText('Article submitted for approval successfully.').waitFor()
    await page.waitForURL('**/user-dashboard/pending')
    await page.getByTestId('dashboard-article').filter({ hasText: title }).waitFor()
    // The refused upload logs its 415 in the console; nothing else may.
    expect(errors.filter((error) => !error.includes('415 (Unsupported Media Type)'))).toEqual([])

    const pending = (await call('GET', '/api/articles/pending', author.accessToken)) as { id: number; title: string }[]
    const articleId = pending.find((item) => item.title === title)!.id

    // The admin rejects it with a reason.
    const adminView = await openAs(admin)
    await adminView.page.goto('/admin-dashboard/pending')
    const item = adminView.page.getByTestId('dashboard-article').filter({ hasText: title })
    await item.getByRole('button', { name: 'Reject' }).click()
    const dialog = adminView.page.getByRole('dialog', { name: 'Reject Article' })
    await dialog.getByLabel('Reason for rejection').fill('The download link is missing.')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await adminView.page.getByText('Article rejected successfully.').waitFor()

    // The author fixes it on a phone, in Spanish (chosen as the account's language, which dashboards
    // follow); leaving with unsaved changes asks first.
    await setAccountLanguage(author, 'es')
    const phone = await openAs(author, { viewport: { width: 375, height: 800 }, locale: 'es-ES' })
    await phone.page.goto(`/user-dashboard/edit-article/${articleId}`)
    const titleField = phone.page.getByLabel('Título', { exact: true })
    await titleField.waitFor()
    expect(await titleField.inputValue()).toBe(title)
    // The stored category is the one shown, not the first of the list (Productivity Tools).
    const phoneCategory = phone.page.getByLabel('Categoría')
    await phoneCategory.locator('option[value="games"]').waitFor({ state: 'attached' })
    expect(await phoneCategory.inputValue()).toBe('games')
    // Nothing overflows a 375 px screen sideways (the toolbar wraps).
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // Removing an image from the editor deletes its file once the article is saved.
    const phoneEditor = phone.page.getByTestId('content-editor')
    await phoneEditor.locator(`img[src="${secondImage}"]`).click()
    await phone.page.keyboard.press('Delete')
    await phoneEditor.locator(`img[src="${secondImage}"]`).waitFor({ state: 'detached' })
    expect((await fetch(`${baseUrl()}${secondImage}`)).status).toBe(200)
    // Click the text, not the image (a click on an image selects it, and typing would replace it).
    await phoneEditor.getByText('Play chess with other Pioneers.').click()
    await phone.page.keyboard.press('End')
    await phone.page.keyboard.type(' https://example.com/pi-chess')
    await titleField.fill(`${title} v2`)

    await phone.page.getByRole('link', { name: 'Volver a borradores' }).click()
    const unsaved = phone.page.getByRole('dialog', { name: 'Cambios sin guardar' })
    await unsaved.getByRole('button', { name: 'Quedarme en la página' }).click()
    await unsaved.waitFor({ state: 'detached' })
    expect(phone.page.url()).toContain(`/edit-article/${articleId}`)

    await phone.page.getByRole('button', { name: 'Enviar para aprobación' }).click()
    await phone.page.getByText('Artículo enviado para aprobación correctamente.').waitFor()
    await phone.page.waitForURL('**/user-dashboard/pending')
    // Pending repeats what happens next; My Articles' overview fits the phone, its next step in view.
    await phone.page
      .getByTestId('submitted-notice')
      .getByText(/^Ahora está en revisión/)
      .waitFor()
    await phone.page.goto('/user-dashboard/my-articles')
    const overviewRow = phone.page.getByTestId('overview-row').filter({ hasText: `${title} v2` })
    const nextStep = overviewRow.getByText('Esperando a un administrador', { exact: true })
    await nextStep.waitFor()
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const box = await nextStep.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    expect(await nextStep.isVisible()).toBe(true)
    expect(phone.errors).toEqual([])
    expect((await fetch(`${baseUrl()}${secondImage}`)).status).toBe(404)

    // The admin publishes it; it is public with its images and video.
    await adminView.page.goto('/admin-dashboard/pending')
    const resubmitted = adminView.page.getByTestId('dashboard-article').filter({ hasText: `${title} v2` })
    await resubmitted.getByRole('button', { name: 'Publish' }).click()
    await adminView.page.getByText('Article published successfully.').waitFor()
    expect(adminView.errors).toEqual([])

    const visitor = await newContext(browser)
    const reader = await visitor.newPage()
    const response = await reader.goto(`/articles/${articleId}`)
    expect(response?.status()).toBe(200)
    await reader.getByRole('heading', { name: `${title} v2` }).waitFor()
    const body = reader.getByTestId('article-detail')
    expect(await body.locator('img[src^="/media/"]').count()).toBe(2)
    expect(await body.locator('video[src^="/media/"]').count()).toBe(1)
    await body.locator('strong', { hasText: 'Download it today.' }).waitFor()
  }, 120_000)
})
