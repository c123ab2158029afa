import { createRequire } from 'node:module'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const PI_BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 PiBrowser/2.6.0'
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

export const baseUrl = () => inject('baseUrl')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    // The machine has no network but loopback: keep Chromium from trying to phone home.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export type ContextOptions = {
  /** Act as the Pi Browser (the simulator's window.Pi only signs in there). */
  isPiBrowser?: boolean
  /** The simulated Pioneer the Pi Browser signs in as. */
  piUser?: string
  viewport?: { width: number; height: number }
  /** Let test tooling inject scripts (axe-core) past the page's CSP nonce. */
  bypassCSP?: boolean
  locale?: string
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    userAgent: options.isPiBrowser ? PI_BROWSER_UA : DESKTOP_UA,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? 'en-US',
    bypassCSP: options.bypassCSP ?? false,
  })
  if (options.piUser) {
    await context.addCookies([{ name: 'pi_sim_user', value: options.piUser, url: baseUrl() }])
  }
  return context
}

/**
 * Collects console errors and page errors, so a journey can assert the page ran cleanly. A failed
 * load names its request (method, path, whether it carried a token): Chromium's own message says
 * only the status, which is not enough to find a rare failure from a CI log.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  const failedRequests = new Map<string, string>()
  page.on('response', (response) => {
    if (response.status() < 400) return
    const request = response.request()
    const { pathname, search } = new URL(response.url())
    const token = request.headers()['authorization'] ? 'with a token' : 'without a token'
    failedRequests.set(response.url(), `${request.method()} ${pathname}${search}, ${token}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const request = failedRequests.get(message.location().url)
    errors.push(request ? `${message.text()}: ${request}` : message.text())
  })
  return errors
}

/** What POST /auth/pi-login answers. */
export type SignedInUser = {
  accessToken: string
  username: string
  piId: string
  role: 'USER' | 'ADMIN'
  expiresIn: number
}

/**
 * Signs a simulated Pioneer in through the API (no UI): the simulator accepts `sim-<username>` as
 * a Pi access token, and `admin` is an administrator in development. As from a page in English: the
 * account's screens speak English, whatever language an earlier journey chose for the same account.
 */
export async function signInViaApi(username = 'admin'): Promise<SignedInUser> {
  const response = await fetch(`${baseUrl()}/auth/pi-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessToken: `sim-${username}`, language: 'en' }),
  })
  if (!response.ok) throw new Error(`pi-login for ${username} failed with ${response.status}`)
  return (await response.json()) as SignedInUser
}

/**
 * Makes `language` the account's, as choosing it in the language menu while signed in does: the
 * dashboards follow the account's language, not the browser's (an API sign-in records English).
 */
export async function setAccountLanguage(user: SignedInUser, language: string) {
  const response = await fetch(`${baseUrl()}/api/account/language`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.accessToken}` },
    body: JSON.stringify({ language }),
  })
  if (!response.ok) throw new Error(`the account language of ${user.username} was refused: ${response.status}`)
}

/** Puts the session where the web app keeps it (localStorage `user`) before any page of the context loads. */
export async function storeSession(context: BrowserContext, user: SignedInUser) {
  const stored = { ...user, expiresAt: new Date(Date.now() + user.expiresIn * 1000).toISOString() }
  await context.addInitScript((value) => window.localStorage.setItem('user', value), JSON.stringify(stored))
}

/** Hides the cookie banner, so it does not cover what a journey looks at. */
export async function acceptCookies(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'))
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run()
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }))
  })
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}
