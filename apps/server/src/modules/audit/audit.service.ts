// The audit trail's face to the rest of the server: every admin action records its entry here, in the
// action's own transaction (`recordAudit(tx, …)`), so an entry exists exactly when its action does.
import type { AuditAction, AuditEntry, AuditQuery } from '@spotlight/shared/schemas/audit'
import { AuditQuerySchema } from '@spotlight/shared/schemas/audit'
import type { Db } from '#src/db/client'
import { createUsersService } from '#src/modules/auth/users.service'
import { createAuditRepository, type AuditRow } from './audit.repository'

export type AuditRecord = {
  actorId: number
  action: AuditAction
  targetType: string
  targetId: string | number
  /** Before and after, in a line ("PENDING_APPROVAL → PUBLISHED"). */
  summary: string
  reason?: string | null
  at?: Date
}

/** Writes one entry in the caller's transaction; the actor's username is kept as it is now. */
export async function recordAudit(tx: Db, entry: AuditRecord): Promise<void> {
  const actor = await createUsersService({ db: tx }).findById(entry.actorId)
  await createAuditRepository(tx).insertEntry({
    actorId: entry.actorId,
    actorUsername: actor?.username ?? `#${entry.actorId}`,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: entry.summary,
    reason: entry.reason ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  })
}

/** The interface other modules are handed when they should not import this one (`audit.record(tx, entry)`). */
export const audit = { record: recordAudit }
export type Audit = typeof audit

function toAuditEntryDto(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { username: row.actorUsername },
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary,
    reason: row.reason,
  }
}

export function createAuditService({ db }: { db: Db }) {
  const repo = createAuditRepository(db)
  return {
    /** One page of entries, newest first, and the cursor of the next (null on the last page). */
    async list(query: AuditQuery) {
      const parsed = AuditQuerySchema.parse(query)
      const rows = await repo.listEntries(
        {
          ...(parsed.from ? { from: new Date(parsed.from) } : {}),
          ...(parsed.to ? { to: new Date(parsed.to) } : {}),
          ...(parsed.action ? { action: parsed.action } : {}),
          ...(parsed.actor ? { actor: parsed.actor } : {}),
          ...(parsed.cursor ? { belowId: parsed.cursor } : {}),
        },
        parsed.limit + 1,
      )
      const items = rows.slice(0, parsed.limit).map(toAuditEntryDto)
      const nextCursor = rows.length > parsed.limit ? String(items.at(-1)!.id) : null
      return { items, nextCursor }
    },
  }
}
