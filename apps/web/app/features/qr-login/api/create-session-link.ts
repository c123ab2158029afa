import { CreatedSessionLinkSchema } from '@spotlight/shared/schemas/session-links'
import { api } from '#app/lib/api-client'

/** A fresh code + secret for the desktop (5-minute life). The QR shows the code only. */
export const createSessionLink = () => api.post('/api/session-links', undefined, CreatedSessionLinkSchema)
