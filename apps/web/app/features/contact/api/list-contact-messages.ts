import { ContactMessageSchema } from '@spotlight/shared/schemas/contact'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { requestPage } from '#app/lib/api-client'

/** GET /api/contact-messages (admin): the inbox, newest first. */
export const listContactMessages = () =>
  requestPage('/api/contact-messages?limit=100', ContactMessageSchema, { signedIn: true })

export const contactMessagesQuery = () =>
  queryOptions({ queryKey: ['contact-messages', 'list'], queryFn: listContactMessages, staleTime: 0 })

export const useContactMessages = () => useQuery(contactMessagesQuery())
