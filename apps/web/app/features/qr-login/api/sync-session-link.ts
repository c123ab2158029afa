import { useMutation } from '@tanstack/react-query'
import { OkSchema } from '@spotlight/shared/schemas/auth'
import { type SyncSessionLinkInput } from '@spotlight/shared/schemas/session-links'
import { api } from '#app/lib/api-client'

/** The phone hands its sign-in to the desktop that shows `code` and the pairing code its user typed (bearer = the phone's session). */
export const syncSessionLink = (input: SyncSessionLinkInput) => api.post('/api/session-links/sync', input, OkSchema)

export const useSyncSessionLink = () => useMutation({ mutationFn: syncSessionLink })
