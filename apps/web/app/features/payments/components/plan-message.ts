import type { TranslationKey } from '#app/lib/i18n'

/** What a plan attempt says above My Articles: the selection modal reports it, the activation shows it. */
export type PlanMessage = {
  tone: 'success' | 'error'
  lines: { key: TranslationKey; params?: Record<string, string> }[]
}
