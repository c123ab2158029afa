// Title and body of each notification type, in every language of the registry. Notifications are
// stored as a type and its params (docs/decisions/0011-notifications.md): the text is rendered when
// it is read, in the reader's language, so a language switch re-renders old notifications too.
// The words are in one catalogue per language (notification-texts.<language>.ts); this file turns
// stored params into what the catalogues show (names, dates and figures in the language's locale).
import { LANGUAGE_COOKIE, negotiateLanguage, readCookie } from '@spotlight/shared/domain/language-negotiation'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_REGISTRY, type Language } from '@spotlight/shared/domain/languages'
import type { PlanType, SliderPlanType } from '@spotlight/shared/domain/enums'
import { isPlanType } from '@spotlight/shared/domain/plans'
import { PLAN_CARDS } from '@spotlight/shared/plan-texts/all'
import type { NotificationType } from '@spotlight/shared/domain/notification-types'
import { en } from './notification-texts.en'
import { es } from './notification-texts.es'
import { vi } from './notification-texts.vi'
import { zhHans } from './notification-texts.zh-Hans'
import { zhHant } from './notification-texts.zh-Hant'
import { ko } from './notification-texts.ko'
import { id } from './notification-texts.id'
import { hi } from './notification-texts.hi'

/** The languages a name may be stored in besides the default (English, under the name's own key). */
type TranslatedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>

/**
 * A name stored with its translations, flat as the stored params are: `categoryName` in English,
 * `categoryName:es` in Spanish, and so on. A notification is raised once and read in each reader's
 * language, so the name must be there in every language it has; the text shows the reader's, else English.
 */
export type NamesIn<Key extends string> = { [L in TranslatedLanguage as `${Key}:${L}`]?: string }

/** A category's names (its English `name`, its `translations` as the API gives them) as params under `key`. */
export function translatedNames<Key extends string>(
  key: Key,
  category: { name: string; translations?: Partial<Record<Language, { name?: string | null } | undefined>> },
): Record<Key, string> & NamesIn<Key> {
  const names = Object.entries(category.translations ?? {}).flatMap(([language, translation]) =>
    language !== DEFAULT_LANGUAGE && isLanguage(language) && translation?.name
      ? [[`${key}:${language}`, translation.name]]
      : [],
  )
  return { [key]: category.name, ...Object.fromEntries(names) } as Record<Key, string> & NamesIn<Key>
}

/** What each type's text needs. Strings are plain text (React and the Pi app escape them). */
export type NotificationParams = {
  ARTICLE_APPROVED: { articleTitle: string }
  ARTICLE_REJECTED: { articleTitle: string; reason: string }
  PAYMENT_COMPLETED: { planType: PlanType; amount: number }
  /** `renewed`: a renewal extended a promotion in force (or just ended) instead of starting one. */
  PROMOTION_STARTED: { planType: SliderPlanType; articleTitle: string; expiresAt: string; renewed?: boolean }
  PROMOTION_ENDING: { planType: SliderPlanType; articleTitle: string; expiresAt: string }
  /** Figures over the promotion's days; null when no stats exist for it. `ctr` is a fraction (0.05 = 5 %). */
  PROMOTION_ENDED: {
    planType: SliderPlanType
    articleTitle: string
    impressions: number | null
    clicks: number | null
    ctr: number | null
  }
  /**
   * A waiting-list hold: `categorySlug` null for the main slider. `categoryName` and its translations name
   * the category (holds told before they were stored show the slug).
   */
  SLOT_HELD: {
    planType: SliderPlanType
    categorySlug: string | null
    heldUntil: string
    categoryName?: string
  } & NamesIn<'categoryName'>
  REVIEW_NEEDED: { articleTitle: string; author: string }
  CONTACT_MESSAGE: { name: string }
  /** A new review of the owner's article (`stars`: 1 to 5). */
  REVIEW_RECEIVED: { articleTitle: string; reviewer: string; stars: number }
  /** The article's owner replied to the reader's review. */
  REVIEW_REPLIED: { articleTitle: string; company: string }
  /** An admin hid the reader's review (or the owner's reply: `what` REPLY), with the reason. */
  REVIEW_HIDDEN: { articleTitle: string; reason: string; what: 'REVIEW' | 'REPLY' }
  /**
   * A day's news from the makers and categories a user follows, as one digest: how many articles,
   * and the newest one's title and where it comes from (the maker's company or the category's name).
   */
  FOLLOWED_NEWS: { count: number; articleTitle: string; source: string } & NamesIn<'source'>
  /** To the admins: an item has its first open report (`reason`: a REPORT_REASONS value). */
  REPORT_RECEIVED: { title: string; reasonCode: string }
  /** To a reporter: the decision (`outcome`: a REPORT_ACTIONS value); never who else reported. */
  REPORT_RESOLVED: { title: string; outcome: string }
  /** To an author: the article is off the public pages until an admin decides on its scam reports. */
  ARTICLE_HIDDEN: { articleTitle: string }
  /** To an author: an admin unpublished the article after reports; promotions stop, payments are not refunded. */
  ARTICLE_UNPUBLISHED: { articleTitle: string; reason: string }
  ACCOUNT_SUSPENDED: { reason: string }
  ACCOUNT_RESTORED: Record<string, never>
  /** To a maker: two re-checks in a row did not find the token at the host, so its verified badge is gone. */
  VERIFICATION_LAPSED: { host: string }
}

export type NotificationText = { title: string; body: string }

/**
 * A type's params as a catalogue sees them: every value already a display string in the language
 * (a plan's name, a date, a figure; '' when missing), `renewed` a boolean.
 */
export type ShownParams<T extends NotificationType> = {
  [K in keyof NotificationParams[T] as K extends `${string}:${string}` ? never : K]-?: K extends 'renewed'
    ? boolean
    : string
}

/**
 * One language's words: a text per notification type. A plan is named by its card's name in the
 * language (packages/shared/src/plan-texts/), the one name the site gives it, written as given.
 */
export type NotificationCatalogue = {
  texts: { [T in NotificationType]: (params: ShownParams<T>) => NotificationText }
}

const CATALOGUES: Record<Language, NotificationCatalogue> = {
  en,
  es,
  vi,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ko,
  id,
  hi,
}

type StoredParams = Record<string, string | number | boolean | null | undefined>

const DATES = new Set(['expiresAt', 'heldUntil'])
// A hold lasts SLOT_HOLD_HOURS, not days: its end is said to the minute. The text is written on the
// server (and in Pi's app) without the reader's time zone, so the hour is UTC and says so.
const DATE_AND_HOUR = new Set(['heldUntil'])
const COUNTS = new Set(['impressions', 'clicks', 'count'])

/** One stored value as the catalogue shows it. */
function show(key: string, value: unknown, language: Language): string | boolean {
  const locale = LANGUAGE_REGISTRY[language].intlLocale
  const number = typeof value === 'number' && Number.isFinite(value) ? value : null
  if (key === 'renewed') return value === true
  if (key === 'planType') {
    const plans = PLAN_CARDS[language]
    return (isPlanType(value) ? plans[value] : plans.STANDARD).name
  }
  if (DATES.has(key)) {
    const date = new Date(typeof value === 'string' ? value : '')
    if (Number.isNaN(date.getTime())) return ''
    const day = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const
    const hour = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const
    return new Intl.DateTimeFormat(locale, DATE_AND_HOUR.has(key) ? { ...day, ...hour } : day).format(date)
  }
  if (COUNTS.has(key)) return number === null ? '' : new Intl.NumberFormat(locale).format(number)
  if (key === 'ctr') {
    if (number === null) return ''
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(number)
  }
  if (key === 'stars') return number === null ? '' : String(number)
  // A Pi amount as the language writes a number (3.14 in English, 3,14 in Spanish and Vietnamese).
  if (key === 'amount')
    return number === null ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: 7 }).format(number)
  return typeof value === 'string' ? value : ''
}

/** The keys each type's text reads: its params' keys, whatever the stored row holds. */
const KEYS: { [T in NotificationType]: ReadonlyArray<keyof NotificationParams[T]> } = {
  ARTICLE_APPROVED: ['articleTitle'],
  ARTICLE_REJECTED: ['articleTitle', 'reason'],
  PAYMENT_COMPLETED: ['planType', 'amount'],
  PROMOTION_STARTED: ['planType', 'articleTitle', 'expiresAt', 'renewed'],
  PROMOTION_ENDING: ['planType', 'articleTitle', 'expiresAt'],
  PROMOTION_ENDED: ['planType', 'articleTitle', 'impressions', 'clicks', 'ctr'],
  SLOT_HELD: ['planType', 'categorySlug', 'categoryName', 'heldUntil'],
  REVIEW_NEEDED: ['articleTitle', 'author'],
  CONTACT_MESSAGE: ['name'],
  REVIEW_RECEIVED: ['articleTitle', 'reviewer', 'stars'],
  REVIEW_REPLIED: ['articleTitle', 'company'],
  REVIEW_HIDDEN: ['articleTitle', 'reason', 'what'],
  FOLLOWED_NEWS: ['count', 'articleTitle', 'source'],
  REPORT_RECEIVED: ['title', 'reasonCode'],
  REPORT_RESOLVED: ['title', 'outcome'],
  ARTICLE_HIDDEN: ['articleTitle'],
  ARTICLE_UNPUBLISHED: ['articleTitle', 'reason'],
  ACCOUNT_SUSPENDED: ['reason'],
  ACCOUNT_RESTORED: [],
  VERIFICATION_LAPSED: ['host'],
}

/** Pi's notification centre shows short texts; ours are cut with an ellipsis past these lengths. */
const TITLE_MAX = 80
const BODY_MAX = 300
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** A stored value in the reader's language when it was stored in it (see NamesIn), else as stored. */
function inLanguage(params: StoredParams, key: string, language: Language): StoredParams[string] {
  const own = params[`${key}:${language}`]
  return typeof own === 'string' && own !== '' ? own : params[key]
}

export function renderNotification(type: NotificationType, params: StoredParams, language: string): NotificationText {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE
  const catalogue = CATALOGUES[lang]
  const keys = KEYS[type] as readonly string[]
  const shown = Object.fromEntries(keys.map((key) => [key, show(key, inLanguage(params, key, lang), lang)]))
  const render = catalogue.texts[type] as (params: Record<string, string | boolean>) => NotificationText
  const text = render(shown)
  return { title: cut(text.title, TITLE_MAX), body: cut(text.body, BODY_MAX) }
}

/** The request's language, the way the site picks it: the `lang` cookie, then Accept-Language. */
export function languageOf(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }) {
  return negotiateLanguage({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] })
}

/** The language the reader chose with the switcher (its cookie), else null: the browser's is only a guess. */
export function chosenLanguageOf(headers: { cookie?: string | undefined }): Language | null {
  const chosen = readCookie(headers.cookie, LANGUAGE_COOKIE)
  return isLanguage(chosen) ? chosen : null
}
