import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  type SignedInUser,
  signInViaApi,
  storeSession,
} from '../fixtures'
import { publishAsUser } from './support/articles'
import { piBrowserPage } from './support/pi-browser'

const PHONE = { width: 390, height: 844 }

describe('payment history and receipts', () => {
  let browser: Browser
  let admin: SignedInUser
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await signInViaApi('admin')
  })
  afterAll(async () => {
    await Promise.all(contexts.map((created) => created.close()))
    await browser.close()
  })

  it('a user pays for a plan on the phone, finds it in Payments and prints its receipt without the site chrome', async () => {
    const username = `receipts${Date.now() % 1_000_000}`
    const owner = await signInViaApi(username)
    const title = `Receipt for me ${Date.now()}`
    await publishAsUser(owner, admin, title)
    const { page, errors } = await piBrowserPage(browser, owner, contexts, { viewport: PHONE, bypassCSP: true })

    // Pay for the Category Slider with the SDK, as in the Pi Browser.
    await page.goto('/user-dashboard/my-articles')
    const item = page.getByTestId('dashboard-article').filter({ hasText: title })
    await item.getByRole('button', { name: 'Activate Category Slider' }).click()
    const dialog = page.getByRole('dialog', { name: 'Activate a plan' })
    await dialog.getByText(/slots remaining/).waitFor()
    await dialog.getByRole('button', { name: 'Pay and activate' }).click()
    await page.getByText('CATEGORY SLIDER activated successfully!').waitFor({ timeout: 15_000 })
    await dialog.waitFor({ state: 'detached' })

    // The dashboard's menu leads to Payments.
    await page.getByTestId('dashboard-menu-toggle').click()
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Payments', exact: true })
      .click()
    await page.waitForURL('**/user-dashboard/payments')
    // Both orders name the article: the Publish plan whose credit created it, and the slider plan.
    const orders = page.getByTestId('payment-item').filter({ hasText: title })
    const order = orders.filter({ has: page.getByRole('heading', { name: 'Category Slider' }) })
    await order.waitFor()
    expect(await orders.count()).toBe(2)
    expect(await orders.first().getByRole('heading').textContent()).toBe('Category Slider')
    expect(await order.getByTestId('payment-status').textContent()).toBe('Paid')
    expect(await seriousAxeViolations(page)).toEqual([])

    await order.getByRole('link', { name: /^Receipt of the Category Slider payment/ }).click()
    await page.waitForURL('**/user-dashboard/payments/*')
    const receipt = page.getByTestId('receipt')
    await receipt.waitFor()
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!)
    expect(await receipt.getByTestId('receipt-order-id').textContent()).toBe(orderId)
    expect(await receipt.getByTestId('receipt-pi-id').textContent()).not.toBe('—')
    const txid = receipt.getByTestId('receipt-txid-link')
    const txidText = (await txid.textContent())!.trim()
    expect(txidText).not.toBe('')
    expect(await txid.getAttribute('href')).toBe(
      `https://blockexplorer.minepi.com/testnet/transactions/${encodeURIComponent(txidText)}`,
    )
    expect(await txid.getAttribute('target')).toBe('_blank')
    // Pi's memo, exactly as the payment recorded it, is a secondary line labelled as Pi's record.
    expect(await receipt.getByTestId('receipt-memo').textContent()).toBe('Pago por plan CATEGORY_SLIDER')
    expect(await receipt.getByRole('term').last().textContent()).toBe('Memo recorded by Pi')
    expect(await receipt.getByTestId('receipt-plan').textContent()).toBe('Category Slider')
    expect(await receipt.getByTestId('receipt-bought').textContent()).toContain(title)
    expect(await receipt.getByTestId('receipt-until').textContent()).toMatch(/\d{4}/)
    expect(await receipt.getByTestId('receipt-refund-note').textContent()).toContain(
      'Payment is non-refundable, even if your article is rejected.',
    )
    expect(await seriousAxeViolations(page)).toEqual([])

    // On paper: the receipt only, no header, footer, dashboard menu or buttons.
    expect(await page.locator('header').first().isVisible()).toBe(true)
    await page.emulateMedia({ media: 'print' })
    expect(await receipt.isVisible()).toBe(true)
    expect(await page.locator('header').first().isVisible()).toBe(false)
    expect(await page.locator('footer').first().isVisible()).toBe(false)
    expect(await page.getByTestId('dashboard-menu-toggle').isVisible()).toBe(false)
    expect(await page.getByTestId('dashboard-sidebar').isVisible()).toBe(false)
    expect(await page.getByRole('link', { name: /All payments/ }).isVisible()).toBe(false)
    expect(await page.getByTestId('print-receipt').isVisible()).toBe(false)
    // The explorer's address is printed under the txid.
    expect(await receipt.getByText(/blockexplorer\.minepi\.com\/testnet\/transactions\//).isVisible()).toBe(true)
    await page.emulateMedia({ media: 'screen' })
    expect(await page.getByTestId('print-receipt').isVisible()).toBe(true)
    expect(errors).toEqual([])
  })

  it('someone else’s receipt is not shown: the page says there is no such payment of theirs', async () => {
    const owner = await signInViaApi(`nosy${Date.now() % 1_000_000}`)
    const context = await newContext(browser, { viewport: PHONE })
    contexts.push(context)
    await acceptCookies(context)
    await storeSession(context, owner)
    const page = await context.newPage()
    await page.goto('/user-dashboard/payments/00000000-0000-4000-8000-000000000000')
    await page.getByRole('alert').filter({ hasText: 'There is no payment of yours with this id.' }).waitFor()
    await page.goto('/user-dashboard/payments')
    await page.getByText('You have not placed any order yet.').waitFor()
  })
})
