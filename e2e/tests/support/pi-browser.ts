// A signed-in user's page in the Pi Browser, as the payment journeys open it.
import type { Browser, BrowserContext } from 'playwright-core'
import {
  acceptCookies,
  baseUrl,
  type ContextOptions,
  newContext,
  type SignedInUser,
  storeSession,
  watchErrors,
} from '../../fixtures'

/**
 * A Pi Browser context signed in as `user` (the simulated SDK retries after 200 ms instead of 10 s,
 * the cookie banner already accepted), its page and the page's errors. The context joins `contexts`
 * so the test file closes it with the others.
 */
export async function piBrowserPage(
  browser: Browser,
  user: SignedInUser,
  contexts: BrowserContext[],
  options: Omit<ContextOptions, 'isPiBrowser' | 'piUser'> = {},
) {
  const context = await newContext(browser, { ...options, isPiBrowser: true, piUser: user.username })
  contexts.push(context)
  await acceptCookies(context)
  await context.addCookies([{ name: 'pi_sim_retry_ms', value: '200', url: baseUrl() }])
  await storeSession(context, user)
  const page = await context.newPage()
  return { context, page, errors: watchErrors(page) }
}
