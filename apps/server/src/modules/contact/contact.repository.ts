import { desc, eq, lt, sql } from 'drizzle-orm'
import type { ContactMessageInput } from '@spotlight/shared/schemas/contact'
import type { Db } from '#src/db/client'
import { contactMessages } from '#src/db/schema/index'

export function createContactRepository(db: Db) {
  return {
    async insertMessage(values: ContactMessageInput) {
      const [row] = await db.insert(contactMessages).values(values).returning()
      return row!
    },

    /** Newest first by id (identity order is arrival order); one row more than asked, to detect a next page. */
    listMessages(query: { limit: number; beforeId?: number | undefined }) {
      return db
        .select()
        .from(contactMessages)
        .where(query.beforeId === undefined ? undefined : lt(contactMessages.id, query.beforeId))
        .orderBy(desc(contactMessages.id))
        .limit(query.limit + 1)
    },

    /** Sets handled_at once; a second call keeps the first time. null when there is no such message. */
    async markHandled(id: number, at: Date) {
      const [row] = await db
        .update(contactMessages)
        .set({ handledAt: sql`coalesce(${contactMessages.handledAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(contactMessages.id, id))
        .returning()
      return row ?? null
    },
  }
}
export type ContactRepository = ReturnType<typeof createContactRepository>
