import type { ContactMessageInput, ContactSent } from '@spotlight/shared/schemas/contact'
import { api } from '#app/lib/api-client'

/**
 * POST /api/contact: stores the message (201); 429 when the sender is rate limited. The answer is
 * not parsed here: a public page's first load carries no zod (see api-client's `Parser`).
 */
export const sendContactMessage = (input: ContactMessageInput) => api.post<ContactSent>('/api/contact', input)
