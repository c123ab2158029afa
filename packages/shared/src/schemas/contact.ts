import { z } from 'zod'
import { CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN } from '../domain/limits'
import { PageQuerySchema } from './articles'

export const CONTACT_NAME_MAX = 100
export const CONTACT_EMAIL_MAX = 254
export const CONTACT_MESSAGE_MAX = 5000

const NAME_MESSAGE = 'Name is required (min. 3 characters).'
const EMAIL_MESSAGE = 'A valid email is required.'
const MESSAGE_MESSAGE = 'Message is required (min. 10 characters).'

/** Body of POST /api/contact, with each field's fixed message. */
export const ContactMessageInputSchema = z.object({
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(CONTACT_NAME_MIN, NAME_MESSAGE)
    .max(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters.`),
  email: z.string({ error: EMAIL_MESSAGE }).trim().max(CONTACT_EMAIL_MAX, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)),
  message: z
    .string({ error: MESSAGE_MESSAGE })
    .trim()
    .min(CONTACT_MESSAGE_MIN, MESSAGE_MESSAGE)
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
})
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>

export const CONTACT_SENT_MESSAGE = 'Your message has been sent successfully!'

/** Answer of POST /api/contact (201). */
export const ContactSentSchema = z.object({ ok: z.literal(true), message: z.string() })
export type ContactSent = z.infer<typeof ContactSentSchema>

/** A message in the admin inbox. */
export const ContactMessageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

export const ContactMessageIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** GET /api/contact-messages: newest first, paginated like the article lists. */
export const ListContactMessagesQuerySchema = PageQuerySchema
