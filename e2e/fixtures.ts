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
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    userAgent: options.isPiBrowser ? PI_BROWSER_UA : DESKTOP_UA,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-US',
  })
  if (options.piUser) {
    await context.addCookies([{ name: 'pi_sim_user', value: options.piUser, url: baseUrl() }])
  }
  return context
}

/** Collects console errors and page errors, so a journey can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}
