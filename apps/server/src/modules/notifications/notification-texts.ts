// Title and body of each notification type, in English and Spanish. Notifications are stored as a
// type and its params (docs/decisions/0011-notifications.md): the text is rendered when it is read,
// in the reader's language, so a language switch re-renders old notifications too.
import type { PlanType, SliderPlanType } from '@spotlight/shared/domain/enums'
import type { NotificationType } from '@spotlight/shared/domain/notification-types'

export type NotificationLanguage = 'en' | 'es'

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
  /** A waiting-list hold: `categorySlug` null for the main slider. */
  SLOT_HELD: { planType: SliderPlanType; categorySlug: string | null; heldUntil: string }
  REVIEW_NEEDED: { articleTitle: string; author: string }
  CONTACT_MESSAGE: { name: string }
}

type Text = { title: string; body: string }
type StoredParams = Record<string, string | number | null | undefined>

const PLAN: Record<NotificationLanguage, Record<PlanType, string>> = {
  en: { STANDARD: 'Standard plan', MAIN_SLIDER: 'Main slider', CATEGORY_SLIDER: 'Category slider' },
  es: { STANDARD: 'Plan estándar', MAIN_SLIDER: 'Carrusel principal', CATEGORY_SLIDER: 'Carrusel de categoría' },
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const plan = (language: NotificationLanguage, value: unknown) =>
  PLAN[language][value as PlanType] ?? PLAN[language].STANDARD
const quoted = (value: unknown) => `"${str(value)}"`

function day(value: unknown, language: NotificationLanguage): string {
  const date = new Date(str(value))
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

function figures(params: StoredParams, language: NotificationLanguage): string {
  const impressions = num(params.impressions)
  const clicks = num(params.clicks)
  const ctr = num(params.ctr)
  if (impressions === null || clicks === null || ctr === null) {
    return language === 'es' ? 'Aún no hay estadísticas de esta promoción.' : 'No stats were recorded for it.'
  }
  const locale = language === 'es' ? 'es-ES' : 'en-GB'
  const n = (value: number) => new Intl.NumberFormat(locale).format(value)
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ctr)
  return language === 'es'
    ? `${n(impressions)} impresiones, ${n(clicks)} clics, CTR ${pct}.`
    : `${n(impressions)} impressions, ${n(clicks)} clicks, CTR ${pct}.`
}

const RENDER: Record<NotificationType, (p: StoredParams, l: NotificationLanguage) => Text> = {
  ARTICLE_APPROVED: (p, l) =>
    l === 'es'
      ? { title: 'Artículo aprobado', body: `${quoted(p.articleTitle)} está publicado.` }
      : { title: 'Article approved', body: `${quoted(p.articleTitle)} is published.` },
  ARTICLE_REJECTED: (p, l) =>
    l === 'es'
      ? { title: 'Artículo rechazado', body: `${quoted(p.articleTitle)} fue rechazado: ${str(p.reason)}` }
      : { title: 'Article rejected', body: `${quoted(p.articleTitle)} was rejected: ${str(p.reason)}` },
  PAYMENT_COMPLETED: (p, l) =>
    l === 'es'
      ? {
          title: 'Pago completado',
          body: `Tu pago de ${num(p.amount) ?? ''} Pi (${plan(l, p.planType)}) está completado.`,
        }
      : {
          title: 'Payment completed',
          body: `Your payment of ${num(p.amount) ?? ''} Pi (${plan(l, p.planType)}) is complete.`,
        },
  PROMOTION_STARTED: (p, l) =>
    p.renewed
      ? l === 'es'
        ? {
            title: 'Promoción renovada',
            body: `${quoted(p.articleTitle)} sigue en el ${plan(l, p.planType).toLowerCase()} hasta el ${day(p.expiresAt, l)}.`,
          }
        : {
            title: 'Promotion renewed',
            body: `${quoted(p.articleTitle)} stays in the ${plan(l, p.planType).toLowerCase()} until ${day(p.expiresAt, l)}.`,
          }
      : l === 'es'
        ? {
            title: 'Promoción activa',
            body: `${quoted(p.articleTitle)} está en el ${plan(l, p.planType).toLowerCase()} hasta el ${day(p.expiresAt, l)}.`,
          }
        : {
            title: 'Promotion started',
            body: `${quoted(p.articleTitle)} is in the ${plan(l, p.planType).toLowerCase()} until ${day(p.expiresAt, l)}.`,
          },
  PROMOTION_ENDING: (p, l) =>
    l === 'es'
      ? {
          title: 'Tu promoción termina en 3 días',
          body: `${quoted(p.articleTitle)} sale del ${plan(l, p.planType).toLowerCase()} el ${day(p.expiresAt, l)}.`,
        }
      : {
          title: 'Your promotion ends in 3 days',
          body: `${quoted(p.articleTitle)} leaves the ${plan(l, p.planType).toLowerCase()} on ${day(p.expiresAt, l)}.`,
        },
  PROMOTION_ENDED: (p, l) =>
    l === 'es'
      ? { title: 'Promoción terminada', body: `${quoted(p.articleTitle)}: ${figures(p, l)}` }
      : { title: 'Promotion ended', body: `${quoted(p.articleTitle)}: ${figures(p, l)}` },
  SLOT_HELD: (p, l) => {
    const where = p.categorySlug ? ` (${str(p.categorySlug)})` : ''
    return l === 'es'
      ? {
          title: 'Hay un espacio reservado para ti',
          body: `Un espacio del ${plan(l, p.planType).toLowerCase()}${where} es tuyo hasta el ${day(p.heldUntil, l)}.`,
        }
      : {
          title: 'A slot is held for you',
          body: `A ${plan(l, p.planType).toLowerCase()} slot${where} is yours until ${day(p.heldUntil, l)}.`,
        }
  },
  REVIEW_NEEDED: (p, l) =>
    l === 'es'
      ? { title: 'Artículo por revisar', body: `${str(p.author)} envió ${quoted(p.articleTitle)}.` }
      : { title: 'Article to review', body: `${str(p.author)} submitted ${quoted(p.articleTitle)}.` },
  CONTACT_MESSAGE: (p, l) =>
    l === 'es'
      ? { title: 'Nuevo mensaje de contacto', body: `De ${str(p.name)}.` }
      : { title: 'New contact message', body: `From ${str(p.name)}.` },
}

/** Pi's notification centre shows short texts; ours are cut with an ellipsis past these lengths. */
const TITLE_MAX = 80
const BODY_MAX = 300
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export function renderNotification(type: NotificationType, params: StoredParams, language: NotificationLanguage): Text {
  const text = RENDER[type](params, language)
  return { title: cut(text.title, TITLE_MAX), body: cut(text.body, BODY_MAX) }
}

/**
 * The request's language, the way the site picks it (apps/web/app/lib/language.ts): the `lang`
 * cookie the language switcher writes, then Accept-Language, then English.
 */
export function languageOf(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }) {
  const cookie = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(headers.cookie ?? '')?.[1]
  if (cookie === 'en' || cookie === 'es') return cookie
  const ranges = (headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';')
      const q = rest.map((piece) => piece.trim()).find((piece) => piece.startsWith('q='))
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const found = ranges.find((range) => range.primary === 'en' || range.primary === 'es')
  return (found?.primary ?? 'en') as NotificationLanguage
}
