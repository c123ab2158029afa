import type { Language } from '@spotlight/shared/domain/languages'
import { AccountLanguageSchema } from '@spotlight/shared/schemas/notifications'
import { api } from '#app/lib/api-client'

/** GET /api/account/language: the language the signed-in account's dashboards follow. */
export const getAccountLanguage = () =>
  api.get('/api/account/language', AccountLanguageSchema, { signedIn: true }).then((answer) => answer.language)

export type { Language }
