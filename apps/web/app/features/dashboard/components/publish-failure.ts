import { ApiError } from '#app/lib/api-client'
import type { TranslationKey } from '#app/lib/i18n'

/** Why publishing failed, in the admin's words: a suspended maker's article waits for the lift. */
export function publishFailureKey(error: unknown): TranslationKey {
  return error instanceof ApiError && error.code === 'MAKER_SUSPENDED'
    ? 'dashboardLists.makerSuspended'
    : 'dashboardLists.publishFailed'
}
