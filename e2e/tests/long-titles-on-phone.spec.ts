import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, baseUrl, DESKTOP_UA, launchBrowser, signInViaApi, storeSession } from '../fixtures'
import { buyCredit, call, createArticle, publishAsUser } from './support/articles'

// A maker's title may hold one long unbroken word (a pasted address, a run of emoji and letters): on a
// 412 px phone their dashboard lists wrap it, so the page never scrolls sideways.

const PHONE = { width: 412, height: 915 }
const LONG_WORD = `🚀🚀${'Supercalifragilistic_expialidocious_'.repeat(2)}`.slice(0, 80)

describe('a long unbroken title on a phone', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('wraps in My Articles, Drafts, Rejected and Payments', async () => {
    const stamp = Date.now()
    const maker = await signInViaApi(`longtitle${stamp % 1_000_000}`)
    const admin = await signInViaApi('admin')
    await publishAsUser(maker, admin, `${LONG_WORD} live ${stamp}`)
    await buyCredit(maker)
    // The app's name may be one long word too.
    await call('POST', '/api/articles', maker.accessToken, {
      company: 'Acme',
      app: LONG_WORD,
      title: `${LONG_WORD} draft ${stamp}`,
      description: 'A chat app for Pioneers.',
      category: { slug: 'marketplaces' },
      content: '<p>Hello Pioneers</p>',
      publishDate: new Date().toISOString().slice(0, 10),
      status: 'DRAFT',
    })
    await buyCredit(maker)
    const rejected = await createArticle(maker, { title: `${LONG_WORD} rejected ${stamp}`, status: 'PENDING_APPROVAL' })
    await call('PUT', `/api/articles/${rejected}/reject`, admin.accessToken, {
      reason: `Fix https://example.com/${LONG_WORD}`,
    })

    // A phone's rendering (isMobile): an overflowing word widens the page there, as a maker's phone shows it.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      userAgent: DESKTOP_UA,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    })
    await acceptCookies(context)
    await storeSession(context, maker)
    const page = await context.newPage()
    for (const screen of ['my-articles', 'drafts', 'rejected', 'payments']) {
      await page.goto(`/user-dashboard/${screen}`)
      // The first of the screen's titles (or, in Payments, plan names) that is shown, not a hidden copy.
      await page
        .getByText(new RegExp(`${stamp}|Publish plan`))
        .locator('visible=true')
        .first()
        .waitFor()
      // Neither the page nor any box holding the word is wider than the phone, and no box lets it spill out
      // (an ancestor that clips would hide the end of the title without any sideways scroll).
      const spills = await page.evaluate(
        (word) => {
          const holders = Array.from(document.querySelectorAll('body *')).filter(
            (element) =>
              element.textContent?.includes(word) &&
              !Array.from(element.children).some((child) => child.textContent?.includes(word)),
          )
          return holders
            .filter((element) => element.getClientRects().length > 0)
            .filter(
              (element) =>
                element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > innerWidth + 1,
            )
            .map((element) => element.outerHTML.slice(0, 120))
        },
        LONG_WORD.slice(2, 40),
      )
      expect(spills, screen).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(PHONE.width)
    }
    await context.close()
  }, 60_000)
})
