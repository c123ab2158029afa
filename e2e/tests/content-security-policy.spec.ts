import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext } from '../fixtures'

/**
 * The public pages run within their Content-Security-Policy, the parts loaded after the first paint
 * included: a module that evaluates code (zod probes `new Function` as it loads) is refused by the
 * policy, shows in the browser's Issues panel and costs the page Lighthouse's best practices.
 */
// Not /contact: its form validates with zod, whose probe the policy refuses (zod then validates without it).
const PAGES = ['/', '/articles/1', '/category/marketplaces', '/advertise', '/search?q=pi', '/makers/demo_publisher']

describe('the public pages and the Content-Security-Policy', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('break none of its rules, on a phone in the Pi Browser, once every deferred part has loaded', async () => {
    const context = await newContext(browser, { isPiBrowser: true, viewport: { width: 412, height: 823 } })
    await acceptCookies(context)
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
      )
    })
    const page = await context.newPage()
    const violations: string[] = []
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'load' })
      await page.waitForFunction(() => (window as { __spotlightHydrated?: boolean }).__spotlightHydrated === true)
      // The parts hydrated after the first load fetch their code meanwhile.
      await page.waitForLoadState('networkidle')
      const seen = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
      violations.push(...seen.map((violation) => `${path}: ${violation}`))
    }
    await context.close()
    expect(violations).toEqual([])
  }, 120_000)
})
