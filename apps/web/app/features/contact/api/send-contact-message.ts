import { type ContactMessageInput, ContactSentSchema } from '@spotlight/shared/schemas/contact'
import { api } from '#app/lib/api-client'

/** POST /api/contact: stores the message (201); 429 when the sender is rate limited. */
export const sendContactMessage = (input: ContactMessageInput) => api.post('/api/contact', input, ContactSentSchema)
