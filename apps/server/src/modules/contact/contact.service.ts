import type { ContactMessage, ContactMessageInput } from '@spotlight/shared/schemas/contact'
import { AppError } from '#src/errors/app-error'
import { encodeContactCursor } from './contact-cursor'
import type { ContactRepository } from './contact.repository'

type MessageRow = Awaited<ReturnType<ContactRepository['insertMessage']>>

export function toContactMessageDto(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }
}

export function createContactService({ repo, now = () => new Date() }: { repo: ContactRepository; now?: () => Date }) {
  return {
    /** Stores a visitor's message for the admin inbox. */
    async send(input: ContactMessageInput): Promise<void> {
      await repo.insertMessage(input)
    },

    async listInbox(query: { limit: number; cursor?: number | undefined }) {
      const rows = await repo.listMessages({ limit: query.limit, beforeId: query.cursor })
      const items = rows.slice(0, query.limit)
      const last = items.at(-1)
      const nextCursor = rows.length > query.limit && last ? encodeContactCursor(last.id) : null
      return { items: items.map(toContactMessageDto), nextCursor }
    },

    /** Idempotent: marking a handled message again keeps its first handled time. */
    async markHandled(id: number): Promise<ContactMessage> {
      const row = await repo.markHandled(id, now())
      if (!row) throw new AppError('CONTACT_MESSAGE_NOT_FOUND', 'Message not found')
      return toContactMessageDto(row)
    },
  }
}
export type ContactService = ReturnType<typeof createContactService>
