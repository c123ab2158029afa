import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext, signInViaApi, storeSession, watchErrors } from '../fixtures'
import { centresOnTop } from './support/hit-test'

describe('contact', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  const sender = `Grace Hopper ${Date.now()}`

  it('validates as the visitor types, sends, clears the form and shows the success, in view and uncovered, for 3 s', async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: 812 } })
    await acceptCookies(context)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/contact')
    const name = page.getByLabel('Name')
    const email = page.getByLabel('Email')
    const message = page.getByLabel('Message')
    const submit = page.getByRole('button', { name: 'Send message' })

    expect(await submit.isDisabled()).toBe(true)
    await name.fill('Gr')
    await email.click()
    await page.getByText('Name is required (min. 3 characters).').waitFor()
    await email.fill('grace@')
    await message.click()
    await page.getByText('A valid email is required.').waitFor()
    await message.fill('Too short')
    await name.click()
    await page.getByText('Message is required (min. 10 characters).').waitFor()
    expect(await submit.isDisabled()).toBe(true)

    await name.fill(sender)
    await email.fill('grace@example.com')
    await message.fill('We would like to promote our Pi app in the main slider.')
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled)
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
    await submit.click()
    expect((await sent).status()).toBe(201)
    const success = page.getByText('Your message has been sent successfully!')
    await success.waitFor()
    expect(await name.inputValue()).toBe('')
    expect(await email.inputValue()).toBe('')
    expect(await message.inputValue()).toBe('')
    // On a phone the simulator's badge is fixed at the foot of the screen: the message must not sit under it.
    await expect
      .poll(() => success.evaluate((element) => element.getBoundingClientRect().bottom <= innerHeight))
      .toBe(true)
    expect(await centresOnTop(success)).toEqual([true])
    await success.waitFor({ state: 'detached', timeout: 5_000 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('lands in the admin inbox, newest first, where it can be marked handled', async () => {
    const admin = await signInViaApi('admin')
    const context = await newContext(browser, { viewport: { width: 1440, height: 900 } })
    await acceptCookies(context)
    await storeSession(context, admin)
    const page = await context.newPage()
    await page.goto('/admin-dashboard/my-articles')
    await page.getByRole('link', { name: 'Inbox' }).click()
    await page.getByRole('heading', { name: 'Contact messages' }).waitFor()
    const item = page.getByTestId('contact-inbox').getByRole('listitem').first()
    await item.getByText(sender).waitFor()
    expect(await item.getByText('New', { exact: true }).isVisible()).toBe(true)
    await item.getByRole('button', { name: 'Mark as handled' }).click()
    await item.getByText(/^Handled /).waitFor()
    expect(await item.getByRole('button', { name: 'Mark as handled' }).count()).toBe(0)
    await context.close()
  })
})
