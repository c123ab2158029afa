import type { Locator, Page } from 'playwright-core'

const CARD = '[data-testid="article-card"]'

type ListAnswer = { path: string; status: number; nextCursor: string | null; items: number }

/**
 * Taps "Load more articles" until `wanted` is on the page (newer articles written by other journeys
 * push the demo's down the list), at most `pages` times. When the button is missing, the error says
 * what the list looked like and what each page of it answered, so a rare miss can be read from a log.
 */
export async function loadMoreUntil(page: Page, wanted: Locator, pages = 5) {
  const answers: ListAnswer[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname !== '/api/articles') return
    void response
      .json()
      .then((items: unknown) => (Array.isArray(items) ? items.length : -1))
      .catch(() => -1)
      .then((items) =>
        answers.push({
          path: `${url.pathname}${url.search}`,
          status: response.status(),
          nextCursor: response.headers()['x-next-cursor'] ?? null,
          items,
        }),
      )
  })
  const button = page.getByRole('button', { name: 'Load more articles' })
  const cards = page.locator(CARD)
  for (let more = 0; more < pages && (await wanted.count()) === 0; more++) {
    try {
      await button.waitFor({ timeout: 20_000 })
    } catch {
      const buttons = await page.getByRole('button').allInnerTexts()
      throw new Error(
        `no "Load more articles" after ${more} tap(s): ${await cards.count()} cards at ${page.url()}; buttons ` +
          `${JSON.stringify(buttons.filter((text) => /more|load/i.test(text)))}; list answers ${JSON.stringify(answers)}`,
      )
    }
    const shown = await cards.count()
    await button.click()
    // The next page is on the page once the cards are more (a load state reached before the tap
    // would not wait: the tap's request may not have started yet).
    await page.waitForFunction(
      ([selector, before]) => document.querySelectorAll(selector).length > before,
      [CARD, shown] as const,
      { timeout: 20_000 },
    )
  }
}
