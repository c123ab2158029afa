import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { describe, expect, it } from 'vitest'
import { getFixedT } from '#app/lib/i18n'

describe('rating words', () => {
  it("count a card's ratings with the words the article page shows under its average, in every language", () => {
    // A screen reader hears the card's sentence, then reads "3 ratings" on the article: one noun for one thing.
    for (const language of LANGUAGES) {
      const t = getFixedT(language)
      expect(t('reviews.ratingLabel', { average: '4.7', count: 3 }), language).toContain(
        t('reviewsPage.count', { count: 3 }),
      )
      expect(t('reviews.ratingLabelOne', { average: '5.0', count: 1 }), language).toContain(
        t('reviewsPage.countOne', { count: 1 }),
      )
    }
  })
})
