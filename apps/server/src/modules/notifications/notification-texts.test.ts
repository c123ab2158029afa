import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { PLAN_TYPES, SLIDER_PLAN_TYPES } from '@spotlight/shared/domain/plans'
import { NOTIFICATION_TYPES } from '@spotlight/shared/domain/notification-types'
import { PLAN_CARDS } from '@spotlight/shared/plan-texts/all'
import { describe, expect, it } from 'vitest'
import { languageOf, renderNotification, type NotificationParams } from './notification-texts'

/** One notification of every type, with params a catalogue must show. */
const SAMPLES: { [T in keyof NotificationParams]: NotificationParams[T] } = {
  ARTICLE_APPROVED: { articleTitle: 'Pi Chess' },
  ARTICLE_REJECTED: { articleTitle: 'Pi Chess', reason: 'Broken link' },
  PAYMENT_COMPLETED: { planType: 'MAIN_SLIDER', amount: 25 },
  PROMOTION_STARTED: { planType: 'MAIN_SLIDER', articleTitle: 'Pi Chess', expiresAt: '2026-03-05T00:00:00Z' },
  PROMOTION_ENDING: { planType: 'CATEGORY_SLIDER', articleTitle: 'Pi Chess', expiresAt: '2026-03-05T00:00:00Z' },
  PROMOTION_ENDED: { planType: 'MAIN_SLIDER', articleTitle: 'Pi Chess', impressions: 1200, clicks: 30, ctr: 0.025 },
  SLOT_HELD: { planType: 'CATEGORY_SLIDER', categorySlug: 'games', heldUntil: '2026-03-05T00:00:00Z' },
  REVIEW_NEEDED: { articleTitle: 'Pi Chess', author: 'alice' },
  CONTACT_MESSAGE: { name: 'Bob' },
  REVIEW_RECEIVED: { articleTitle: 'Pi Chess', reviewer: 'alice', stars: 4 },
  REVIEW_REPLIED: { articleTitle: 'Pi Chess', company: 'Chess Co' },
  REVIEW_HIDDEN: { articleTitle: 'Pi Chess', reason: 'Off topic', what: 'REVIEW' },
  FOLLOWED_NEWS: { count: 3, articleTitle: 'Pi Chess', source: 'Pi Games Ltd' },
  REPORT_RECEIVED: { title: 'Pi Chess', reasonCode: 'SCAM' },
  REPORT_RESOLVED: { title: 'Pi Chess', outcome: 'UNPUBLISH' },
  ARTICLE_HIDDEN: { articleTitle: 'Pi Chess' },
  ARTICLE_UNPUBLISHED: { articleTitle: 'Pi Chess', reason: 'Asks for a passphrase.' },
  ACCOUNT_SUSPENDED: { reason: 'Phishing links.' },
  ACCOUNT_RESTORED: {},
  VERIFICATION_LAPSED: { host: 'chess.example.com' },
}

describe('notification catalogues', () => {
  it('give every type a title and a body in every language, with its params in them', () => {
    for (const language of LANGUAGES) {
      for (const type of NOTIFICATION_TYPES) {
        const text = renderNotification(type, SAMPLES[type], language)
        expect(text.title.trim(), `${language} ${type}`).not.toBe('')
        expect(text.body.trim(), `${language} ${type}`).not.toBe('')
        // Free text (titles, names, reasons) shows as written; plans, dates and figures are translated.
        for (const [key, value] of Object.entries(SAMPLES[type])) {
          if (['articleTitle', 'reason', 'author', 'name', 'categorySlug', 'host'].includes(key))
            expect(text.body, `${language} ${type}`).toContain(value)
        }
      }
    }
  })

  it('name every plan in every language, each language in its own words', () => {
    for (const language of LANGUAGES) {
      const names = PLAN_TYPES.map(
        (planType) => renderNotification('PAYMENT_COMPLETED', { planType, amount: 1 }, language).body,
      )
      expect(new Set(names).size, language).toBe(PLAN_TYPES.length)
    }
    const english = renderNotification('ARTICLE_APPROVED', SAMPLES.ARTICLE_APPROVED, 'en')
    for (const language of LANGUAGES.filter((code) => code !== 'en'))
      expect(renderNotification('ARTICLE_APPROVED', SAMPLES.ARTICLE_APPROVED, language).title).not.toBe(english.title)
  })

  it('name a plan by the one name its card gives it in the language, as written, in every notice that names it', () => {
    const heldUntil = '2026-03-05T00:00:00Z'
    for (const language of LANGUAGES) {
      for (const planType of PLAN_TYPES) {
        const name = PLAN_CARDS[language][planType].name
        const body = renderNotification('PAYMENT_COMPLETED', { planType, amount: 1 }, language).body
        expect(body, `${language} ${planType}`).toContain(name)
      }
      for (const planType of SLIDER_PLAN_TYPES) {
        const name = PLAN_CARDS[language][planType].name
        const notices = [
          renderNotification('PROMOTION_STARTED', { ...SAMPLES.PROMOTION_STARTED, planType }, language),
          renderNotification('PROMOTION_STARTED', { ...SAMPLES.PROMOTION_STARTED, planType, renewed: true }, language),
          renderNotification('PROMOTION_ENDING', { ...SAMPLES.PROMOTION_ENDING, planType }, language),
          renderNotification('SLOT_HELD', { planType, categorySlug: null, heldUntil }, language),
        ]
        for (const notice of notices) expect(notice.body, `${language} ${planType}`).toContain(name)
      }
    }
    // The publication plan is the Advertise page's 'Publish' card, never a 'Standard plan'.
    expect(renderNotification('PAYMENT_COMPLETED', { planType: 'STANDARD', amount: 1 }, 'en').body).toBe(
      'Your payment of 1 Pi (Publish) is complete.',
    )
    expect(renderNotification('PAYMENT_COMPLETED', { planType: 'MAIN_SLIDER', amount: 5 }, 'es').body).toBe(
      'Tu pago de 5 Pi (Carrusel principal) está completado.',
    )
  })

  it('write dates and figures in the language, and say when there are no figures', () => {
    expect(renderNotification('PROMOTION_ENDED', SAMPLES.PROMOTION_ENDED, 'en').body).toBe(
      '"Pi Chess": 1,200 impressions, 30 clicks, CTR 2.5%.',
    )
    expect(renderNotification('PROMOTION_ENDING', SAMPLES.PROMOTION_ENDING, 'es').body).toBe(
      '"Pi Chess" sale del Carrusel de categoría el 5 de marzo de 2026.',
    )
    const none = { ...SAMPLES.PROMOTION_ENDED, impressions: null }
    expect(renderNotification('PROMOTION_ENDED', none, 'en').body).toBe('"Pi Chess": No stats were recorded for it.')
  })

  it('say the hour a held slot ends, in UTC: a hold lasts hours, and a date alone reads as the whole day', () => {
    const held = { ...SAMPLES.SLOT_HELD, heldUntil: '2026-03-05T18:30:00Z' }
    expect(renderNotification('SLOT_HELD', held, 'en').body).toBe(
      'A Category Slider slot (games) is yours until 5 March 2026 at 18:30 UTC.',
    )
    for (const language of LANGUAGES) {
      const body = renderNotification('SLOT_HELD', held, language).body
      expect(body, language).toContain('UTC')
      expect(body, language).toMatch(/(18|6)[:.]30/)
    }
  })

  it('render a language it does not know in the default one, and hostile params as plain text', () => {
    expect(renderNotification('CONTACT_MESSAGE', { name: 'Bob' }, 'xx').body).toBe('From Bob.')
    expect(renderNotification('CONTACT_MESSAGE', { name: 42 }, 'en').body).toBe('From .')
    expect(renderNotification('PAYMENT_COMPLETED', { planType: 'NOPE', amount: 'x' }, 'en').body).toBe(
      'Your payment of  Pi (Publish) is complete.',
    )
    expect(renderNotification('ARTICLE_APPROVED', { articleTitle: 'x'.repeat(400) }, 'en').body).toHaveLength(300)
  })

  it('read the request language the way the site does', () => {
    expect(languageOf({ cookie: 'lang=es', 'accept-language': 'en' })).toBe('es')
    expect(languageOf({ 'accept-language': 'fr, es;q=0.5' })).toBe('es')
    expect(languageOf({})).toBe('en')
  })
})
