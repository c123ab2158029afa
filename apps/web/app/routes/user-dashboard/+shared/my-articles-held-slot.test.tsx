import { screen, within } from '@testing-library/react'
import type { Language } from '@spotlight/shared/domain/languages'
import { afterEach, describe, expect, it } from 'vitest'
import { makeArticle, storeUser, stubApi } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { getFixedT } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { MyArticlesList } from './my-articles-list'

// A slot held for the maker (24 hours to pay) is said on the row of each article that could take it:
// which slider, and until when, the hour in UTC as the held-slot notice says it.
const HELD_UNTIL = '2999-03-05T18:30:00.000Z'
const games = { name: 'Games', slug: 'games', translations: { vi: { name: 'Trò chơi' }, ko: { name: '게임' } } }
const held = makeArticle({
  id: 7,
  status: 'PUBLISHED',
  title: 'Chess on Pi',
  category: games,
  heldSlots: [{ planType: 'CATEGORY_SLIDER', categorySlug: 'games', heldUntil: HELD_UNTIL }],
})
const mainHeld = makeArticle({
  id: 8,
  status: 'PUBLISHED',
  title: 'Pi Notes',
  heldSlots: [{ planType: 'MAIN_SLIDER', categorySlug: null, heldUntil: HELD_UNTIL }],
})
const ranOut = makeArticle({
  id: 9,
  status: 'PUBLISHED',
  title: 'Old hold',
  heldSlots: [{ planType: 'MAIN_SLIDER', categorySlug: null, heldUntil: '2020-01-01T00:00:00.000Z' }],
})
const none = makeArticle({ id: 10, status: 'PUBLISHED', title: 'Nothing held' })
// Its plan already in force (the hold was just used to buy it): nothing left to pay for.
const used = makeArticle({
  id: 11,
  status: 'PUBLISHED',
  title: 'Just bought',
  heldSlots: [{ planType: 'MAIN_SLIDER', categorySlug: null, heldUntil: HELD_UNTIL }],
  activePlans: [{ planType: 'MAIN_SLIDER', expirationAt: '2999-04-01T00:00:00.000Z' }],
})

function renderList(language: Language) {
  storeUser()
  stubApi({ 'GET /api/articles/published': () => jsonResponse([held, mainHeld, ranOut, none, used]) })
  renderWithApp(<MyArticlesList />, { root: { lang: language } })
}

const row = async (title: string) =>
  (await screen.findAllByTestId('dashboard-article')).find((item) => within(item).queryByText(title))!

afterEach(() => {
  window.localStorage.clear()
})

describe('My Articles: a held slot', () => {
  it('says on the article’s row which slider holds a slot for it and until when, in UTC', async () => {
    renderList('en')
    expect(within(await row('Chess on Pi')).getByTestId('held-slot')).toHaveTextContent(
      'A Category Slider slot (Games) is held for this article until 5 March 2999 at 18:30 UTC. Pay for it by then, or it goes to the next in line.',
    )
    expect(within(await row('Pi Notes')).getByTestId('held-slot')).toHaveTextContent(
      /^A Main Slider slot is held for this article until 5 March 2999 at 18:30 UTC\./,
    )
    // A hold that ran out, one already used, and an article with none, say nothing.
    expect(within(await row('Old hold')).queryByTestId('held-slot')).toBeNull()
    expect(within(await row('Nothing held')).queryByTestId('held-slot')).toBeNull()
    expect(within(await row('Just bought')).queryByTestId('held-slot')).toBeNull()
    // The row still offers the plan to pay for it.
    expect(within(await row('Chess on Pi')).getByRole('button', { name: 'Activate Category Slider' })).toBeVisible()
  })

  it.each(['vi', 'ko'] as const)(
    'in %s, with the plan’s one name and the category in the language',
    async (language) => {
      renderList(language)
      const t = getFixedT(language)
      const text = within(await row('Chess on Pi')).getByTestId('held-slot').textContent!
      expect(text).toContain(t(planNameKey('CATEGORY_SLIDER')))
      expect(text).toContain(games.translations[language].name)
      expect(text).toContain('UTC')
      expect(text).toMatch(/(18|6)[:.]30/)
      expect(text).toContain('2999')
      // Its link to pay names the plan the same way.
      expect(
        within(await row('Chess on Pi')).getByRole('button', { name: new RegExp(t(planNameKey('CATEGORY_SLIDER'))) }),
      ).toBeVisible()
    },
  )
})
