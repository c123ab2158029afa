import {
  type CreatedSessionLink,
  LINK_SECRET_HTTP_HEADER,
  SessionLinkStatusSchema,
} from '@spotlight/shared/schemas/session-links'
import { api } from '#app/lib/api-client'

/** The desktop's polling fallback; `user` is present once, on the first read after the phone's sync. */
export const getSessionLinkStatus = (link: Pick<CreatedSessionLink, 'code' | 'secret'>, signal?: AbortSignal) =>
  api.get(`/api/session-links/status/${encodeURIComponent(link.code)}`, SessionLinkStatusSchema, {
    headers: { [LINK_SECRET_HTTP_HEADER]: link.secret },
    signal,
  })
