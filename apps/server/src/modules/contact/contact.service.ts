import type { ContactMessage, ContactMessageInput } from '@spotlight/shared/schemas/contact'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { raiseForAdmins } from '#src/modules/notifications/notifications.service'
import { encodeContactCursor } from './contact-cursor'
import { createContactRepository, type ContactRepository } from './contact.repository'

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

export function createContactService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = createContactRepository(db)
  return {
    /** Stores a visitor's message for the admin inbox, and tells every admin in the same transaction. */
    async send(input: ContactMessageInput): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await createContactRepository(tx).insertMessage(input)
        await raiseForAdmins(tx, { type: 'CONTACT_MESSAGE', params: { name: row.name }, at: now() })
      })
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
