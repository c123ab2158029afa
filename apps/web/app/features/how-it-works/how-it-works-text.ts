import { HOW_IT_WORKS_SECTIONS, type HowItWorksSection } from '#app/config/paths'
import { getFixedT } from '#app/lib/i18n'
import { type Language, languageInfo } from '#app/lib/language'
import { planNameKey } from '#app/lib/labels'
import { reasonKey } from '#app/lib/report-labels'
import { PLAN_CATALOGUE, PLANS_BY_RANK, isSliderPlan, type PlanType } from '@spotlight/shared/domain/plans'
import { AUTO_HIDE_MIN_ACCOUNT_DAYS, AUTO_HIDE_REPORTS } from '@spotlight/shared/domain/report-rules'
import {
  NEW_ACCOUNT_MS,
  REVIEW_RATING_MAX,
  TOP_RATED_PRIOR_COUNT,
  TOP_RATED_PRIOR_STARS,
} from '@spotlight/shared/domain/reviews'
import { REPORT_REASONS } from '@spotlight/shared/domain/report-kinds'
import { type HowItWorksText, howItWorksTextEn } from './how-it-works-text.en'
import { howItWorksTextEs } from './how-it-works-text.es'
import { howItWorksTextHi } from './how-it-works-text.hi'
import { howItWorksTextId } from './how-it-works-text.id'
import { howItWorksTextKo } from './how-it-works-text.ko'
import { howItWorksTextVi } from './how-it-works-text.vi'
import { howItWorksTextZhHans } from './how-it-works-text.zh-Hans'
import { howItWorksTextZhHant } from './how-it-works-text.zh-Hant'

const TEXTS: Record<Language, HowItWorksText> = {
  en: howItWorksTextEn,
  es: howItWorksTextEs,
  vi: howItWorksTextVi,
  ko: howItWorksTextKo,
  id: howItWorksTextId,
  'zh-Hans': howItWorksTextZhHans,
  'zh-Hant': howItWorksTextZhHant,
  hi: howItWorksTextHi,
}

/** The page's text in `language`, as written (placeholders not filled). */
export const howItWorksText = (language: Language): HowItWorksText => TEXTS[language]

export type HowItWorksPageSection = {
  /** The stable anchor (`/how-it-works#promotion`). */
  id: HowItWorksSection
  title: string
  /** Paragraphs before the list, the list (plans, report reasons), and paragraphs after it. */
  paragraphs: string[]
  items: string[]
  after: string[]
}

export type HowItWorksPage = {
  title: string
  description: string
  intro: string
  sections: HowItWorksPageSection[]
}

/** Paragraphs of a text are separated by a blank line. */
const paragraphs = (text: string) => text.split(/\n\s*\n/)

/** `{{name}}` placeholders filled, numbers written as `locale` writes them (4,8 in Spanish). */
function fill(template: string, values: Record<string, string | number>, locale: string): string {
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 7 })
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (written, name: string) => {
    const value = values[name]
    if (value === undefined) return written
    return typeof value === 'number' ? numbers.format(value) : value
  })
}

/**
 * The How it works page in `language`, every figure taken from the rule it states: the slot plans'
 * slots, days and price (`prices`, what the server charges; the catalogue's defaults when it did not
 * answer), the rating prior and new-account wait, the scam rule's count and account age, and the
 * report reasons as the report form names them. Built in the loader: the text travels as loader data,
 * never in the browser's JavaScript (decision 0005).
 */
export function howItWorksPage(language: Language, prices: Partial<Record<PlanType, number>> | null): HowItWorksPage {
  const text = howItWorksText(language)
  const t = getFixedT(language)
  const locale = languageInfo(language).intlLocale
  const slotPlans = [...PLANS_BY_RANK].reverse().filter(isSliderPlan)
  const planLines = slotPlans.map((plan) => {
    const entry = PLAN_CATALOGUE[plan]
    return fill(
      entry.scope === 'SITE' ? text.promotion.siteWide : text.promotion.perCategory,
      {
        plan: t(planNameKey(plan)),
        slots: entry.slots,
        days: entry.days,
        price: prices?.[plan] ?? entry.defaultPrice,
      },
      locale,
    )
  })
  const values = {
    max: REVIEW_RATING_MAX,
    newAccountHours: NEW_ACCOUNT_MS / 3_600_000,
    priorCount: TOP_RATED_PRIOR_COUNT,
    priorStars: TOP_RATED_PRIOR_STARS,
    reports: AUTO_HIDE_REPORTS,
    accountDays: AUTO_HIDE_MIN_ACCOUNT_DAYS,
    scam: t(reasonKey('SCAM')),
  }
  const section = (id: HowItWorksSection, items: string[] = []): HowItWorksPageSection => {
    const part: { title: string; body: string; more?: string } = text[id]
    return {
      id,
      title: part.title,
      paragraphs: paragraphs(fill(part.body, values, locale)),
      items,
      after: part.more ? paragraphs(fill(part.more, values, locale)) : [],
    }
  }
  const lists: Partial<Record<HowItWorksSection, string[]>> = {
    promotion: planLines,
    reports: REPORT_REASONS.map((reason) => t(reasonKey(reason))),
  }
  return {
    title: text.title,
    description: text.description,
    intro: text.intro,
    sections: HOW_IT_WORKS_SECTIONS.map((id) => section(id, lists[id])),
  }
}
