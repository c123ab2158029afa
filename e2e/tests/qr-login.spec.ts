import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext, seriousAxeViolations, watchErrors } from '../fixtures'

/** The code the desktop shows, read from its "Or enter manually" link (the QR encodes the same URL). */
async function readLoginLink(desktop: Page): Promise<URL> {
  const link = desktop.getByTestId('manual-login-link')
  await link.waitFor()
  const href = await link.getAttribute('href')
  expect(href).toBeTruthy()
  const url = new URL(href!)
  expect(url.pathname).toBe('/login-qr')
  expect([...url.searchParams.keys()]).toEqual(['code']) // the code only, never the secret
  return url
}

/** The pairing code the desktop shows beside its QR code, which the phone's user types. */
async function readPairingCode(desktop: Page): Promise<string> {
  const code = desktop.getByTestId('pairing-code')
  await code.waitFor()
  const digits = (await code.textContent()) ?? ''
  expect(digits).toMatch(/^\d{4}$/)
  return digits
}

/** The phone: signs in with the simulated Pi wallet and checks what it is about to sign in. */
async function openOnPhone(phone: Page, loginUrl: URL) {
  await phone.goto(`${loginUrl.pathname}${loginUrl.search}`)
  const confirm = phone.getByTestId('qr-confirm')
  await confirm.waitFor()
  const details = (await confirm.textContent()) ?? ''
  expect(details).toContain('A desktop browser — Chrome on Linux')
  expect(details).toMatch(/Network: (127\.0\.0\.x|::\/48)/)
  expect(details).toContain('Code created at')
  expect(details).toContain('Account: qrphone')
  // Nothing says anyone is signed in before the user confirms.
  expect(await phone.locator('body').textContent()).not.toMatch(/signed in as/i)
}

/** The phone's user types the desktop's pairing code and confirms. */
async function confirmOnPhone(phone: Page, pairingCode: string) {
  await phone.getByLabel('Pairing code').fill(pairingCode)
  await phone.getByTestId('qr-confirm-button').click()
}

const storedUsername = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { username?: string } | null)?.username)

describe('signing a desktop in with a QR code', () => {
  let browser: Browser
  const contexts: BrowserContext[] = []

  async function context(options: Parameters<typeof newContext>[1] = {}) {
    const created = await newContext(browser, options)
    await acceptCookies(created)
    contexts.push(created)
    return created
  }

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((created) => created.close()))
    await browser.close()
  })

  it('signs the desktop in as the phone’s user within 2 s of the confirmation', async () => {
    const desktop = await (await context()).newPage()
    const desktopErrors = watchErrors(desktop)
    await desktop.goto('/session-qr')
    expect(await desktop.getByRole('heading', { level: 1 }).textContent()).toBe('Log in with Pi Browser')
    const qr = desktop.getByAltText('Login QR Code')
    await qr.waitFor()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256])
    const loginUrl = await readLoginLink(desktop)
    const pairingCode = await readPairingCode(desktop)

    const phone = await (await context({ isPiBrowser: true, piUser: 'qrphone' })).newPage()
    await openOnPhone(phone, loginUrl)

    // A wrong code is refused and the form stays; the one on the desktop's screen signs it in.
    await confirmOnPhone(phone, String((Number(pairingCode) + 1) % 10_000).padStart(4, '0'))
    await phone.getByText("This is not the code on the computer's screen.", { exact: false }).waitFor()
    expect(await desktop.evaluate(() => localStorage.getItem('user'))).toBeNull()

    const confirmedAt = Date.now()
    await confirmOnPhone(phone, pairingCode)
    await desktop.waitForFunction(() => localStorage.getItem('user') !== null, undefined, { polling: 20 })
    const elapsed = Date.now() - confirmedAt
    console.log(`QR login: confirmation → desktop signed in: ${elapsed} ms`)
    expect(elapsed).toBeLessThan(2000)

    await desktop.waitForURL((url) => url.pathname.startsWith('/user-dashboard'))
    expect(await storedUsername(desktop)).toBe('qrphone')
    const greeting = desktop.getByTestId('user-greeting').first()
    await greeting.waitFor()
    expect(await greeting.textContent()).toContain('qrphone')
    await phone.getByText('Session synced! You can now use the desktop.').waitFor()
    expect(desktopErrors).toEqual([])

    // The desktop holds a session of its own (not the phone's), and the API accepts it.
    const phoneToken = await phone.evaluate(
      () => (JSON.parse(localStorage.getItem('user')!) as { accessToken: string }).accessToken,
    )
    const desktopCheck = await desktop.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('user')!) as { accessToken: string }).accessToken
      const response = await fetch('/auth/me', { headers: { Authorization: `Bearer ${token}` } })
      return { token, status: response.status, me: (await response.json()) as { username: string } }
    })
    expect(desktopCheck.token).not.toBe(phoneToken)
    expect(desktopCheck.status).toBe(200)
    expect(desktopCheck.me.username).toBe('qrphone')
    // It also holds that session's form cookie (HttpOnly), for the forms that work without scripts.
    await expect
      .poll(async () => (await desktop.context().cookies()).find((cookie) => cookie.name === 'spotlight_session'))
      .toMatchObject({ value: desktopCheck.token, httpOnly: true })

    // The same code cannot be used a second time.
    const replay = await (await context({ isPiBrowser: true, piUser: 'qrphone' })).newPage()
    await replay.goto(`${loginUrl.pathname}${loginUrl.search}`)
    await replay.getByText('This code has already been used.', { exact: false }).waitFor()
  })

  it('falls back to polling when the live channel is blocked', async () => {
    const desktopContext = await context()
    // The WebSocket upgrade is answered by a socket that closes at once: the desktop must poll.
    await desktopContext.routeWebSocket('**/ws', (ws) => ws.close())
    const desktop = await desktopContext.newPage()
    await desktop.goto('/session-qr')
    await desktop.getByTestId('qr-polling').waitFor()
    const loginUrl = await readLoginLink(desktop)
    const pairingCode = await readPairingCode(desktop)

    const phone = await (await context({ isPiBrowser: true, piUser: 'qrphone' })).newPage()
    await openOnPhone(phone, loginUrl)
    const confirmedAt = Date.now()
    await confirmOnPhone(phone, pairingCode)
    await desktop.waitForURL((url) => url.pathname.startsWith('/user-dashboard'), { timeout: 10_000 })
    console.log(`QR login over polling: confirmation → desktop signed in: ${Date.now() - confirmedAt} ms`)
    expect(await storedUsername(desktop)).toBe('qrphone')
  })

  it('tells a desktop browser to open the link in Pi Browser, and sends the Pi Browser away from the QR page', async () => {
    const desktop = await (await context()).newPage()
    await desktop.goto('/session-qr')
    const loginUrl = await readLoginLink(desktop)
    const otherDesktop = await (await context()).newPage()
    await otherDesktop.goto(`${loginUrl.pathname}${loginUrl.search}`)
    await otherDesktop.getByText('Open this link in Pi Browser on your phone', { exact: false }).waitFor()

    const phone = await (await context({ isPiBrowser: true, piUser: 'qrphone' })).newPage()
    await phone.goto('/session-qr')
    await phone.waitForURL((url) => url.pathname === '/')
  })

  it('has no serious or critical accessibility violation on either page', async () => {
    const desktop = await (await context({ bypassCSP: true })).newPage()
    await desktop.goto('/session-qr')
    await desktop.getByAltText('Login QR Code').waitFor()
    expect(await seriousAxeViolations(desktop)).toEqual([])

    const phone = await (await context({ isPiBrowser: true, piUser: 'qrphone', bypassCSP: true })).newPage()
    await openOnPhone(phone, await readLoginLink(desktop))
    expect(await seriousAxeViolations(phone)).toEqual([])
  })
})
