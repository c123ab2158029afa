// Suspending a maker: the account may still sign in and read its receipts, but cannot publish, buy or
// report (the auth plugin's `requireActive`); its published articles leave the public pages until the
// suspension is lifted, and their slider promotions end (no refund, as for an article unpublished after
// reports): a slot must not stay taken, or held in a waiting line, for an account or an article that
// cannot use it while others wait for it. The users' rows are the auth module's, the articles the
// articles module's, the promotions and lines the promotions module's: all are changed through their
// services, in one transaction with the notice and the audit entry.
import type { SuspendedAccounts, Suspension } from '@spotlight/shared/schemas/suspension'
import { advisoryXactLock } from '#src/db/advisory-lock'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createArticleTrustService } from '#src/modules/articles/article-trust.service'
import { recordAudit } from '#src/modules/audit/audit.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { raiseNotification } from '#src/modules/notifications/notifications.service'

export type SuspensionChange = { adminId: number; userId: number; reason: string; at: Date }

/**
 * Ends the promotions in force of these articles and releases their reservations in the suspension's
 * transaction, and takes the suspended maker (`makerId`) out of every waiting line, passing a slot held
 * for them to the next in line: a suspended account cannot buy (the promotions module's, wired by
 * app.ts). Answers how many promotions ended.
 */
export type StopPromotions = (tx: Db, articleIds: number[], makerId: number) => Promise<number>

const USER_NOT_FOUND = () => new AppError('USER_NOT_FOUND', 'No user with that username.')
const ALREADY_SUSPENDED = () =>
  new AppError('USER_ALREADY_SUSPENDED', 'This account is already suspended (another admin may just have done it).')

type SuspendedPage = { items: SuspendedAccounts; nextCursor: string | null; total: number }

/** A page of the admins' list ends at `<suspended at, ms>-<id>`: the next starts after it, whoever was lifted meanwhile. */
const cursorOf = (row: { since: Date | null; id: number }) => `${row.since!.getTime()}-${row.id}`

function parseCursor(cursor: string): { since: Date; id: number } {
  const match = /^(\d{1,15})-(\d{1,10})$/.exec(cursor)
  if (!match) throw new AppError('VALIDATION_FAILED', 'Not a cursor of this list.')
  return { since: new Date(Number(match[1])), id: Number(match[2]) }
}

/** The first key of this module's advisory lock (any constant of ours): one account's suspension. */
const ACCOUNT_LOCK = 7_100_007

/**
 * Serialises the suspensions and lifts of one account to the end of the transaction, so that two
 * admins acting at once take one decision: the second reads the first's outcome.
 */
const lockAccount = (tx: Db, userId: number) => advisoryXactLock(tx, ACCOUNT_LOCK, userId)

/**
 * Suspends the account in `tx`; answers the articles it took off the public pages (their pages change)
 * and how many promotions ended with them (the sliders change).
 */
export async function suspendInTransaction(
  tx: Db,
  change: SuspensionChange,
  stopPromotions: StopPromotions,
): Promise<{ hiddenIds: number[]; promotionsEnded: number }> {
  return suspendLocked(tx, change, stopPromotions, await lockAndRead(tx, change.userId))
}

/** Takes the account's lock, then reads the account as it is under it. */
async function lockAndRead(tx: Db, userId: number) {
  await lockAccount(tx, userId)
  const before = await createUsersService({ db: tx }).findById(userId)
  if (!before) throw USER_NOT_FOUND()
  return before
}

type Account = Awaited<ReturnType<typeof lockAndRead>>

/** The suspension itself, the account's lock held and `before` read under it. */
async function suspendLocked(
  tx: Db,
  change: SuspensionChange,
  stopPromotions: StopPromotions,
  before: Account,
): Promise<{ hiddenIds: number[]; promotionsEnded: number }> {
  if (before.role === 'ADMIN') throw new AppError('FORBIDDEN', 'An admin cannot be suspended.')
  await createUsersService({ db: tx }).setSuspension(change.userId, { at: change.at, reason: change.reason })
  const trust = createArticleTrustService({ db: tx })
  const hidden = await trust.hideAllOf(change.userId)
  const hiddenIds = hidden.map((row) => row.id)
  // An article reports had hidden already is off the public pages too: its promotions end with the rest.
  const promotionsEnded = await stopPromotions(
    tx,
    [...hiddenIds, ...(await trust.hiddenByReportsOf(change.userId))],
    change.userId,
  )
  if (!before.suspendedAt) {
    await raiseNotification(tx, {
      type: 'ACCOUNT_SUSPENDED',
      userId: change.userId,
      params: { reason: change.reason },
      at: change.at,
    })
  }
  await recordAudit(tx, {
    actorId: change.adminId,
    action: 'USER_SUSPEND',
    targetType: 'USER',
    targetId: before.username,
    summary: `${before.suspendedAt ? 'suspended' : 'active'} → suspended; ${hidden.length} article(s) hidden, ${promotionsEnded} promotion(s) ended`,
    reason: change.reason,
    at: change.at,
  })
  return { hiddenIds, promotionsEnded }
}

export function createSuspensionsService({
  db,
  onArticlesChanged = () => {},
  stopPromotions = async () => 0,
  onPromotionsChanged = () => {},
  now = () => new Date(),
}: {
  db: Db
  onArticlesChanged?: (ids: number[]) => void
  stopPromotions?: StopPromotions
  /** After a suspension that ended promotions commits: the sliders' reads change. */
  onPromotionsChanged?: () => void
  now?: () => Date
}) {
  const users = createUsersService({ db })

  async function userNamed(username: string) {
    const user = await users.findByUsername(username)
    if (!user) throw USER_NOT_FOUND()
    return user
  }

  return {
    async suspend(adminId: number, username: string, reason: string): Promise<Suspension> {
      const user = await userNamed(username)
      const at = now()
      const { hiddenIds, promotionsEnded } = await db.transaction(async (tx) => {
        // An admin's own suspension is one decision: a second, sent meanwhile, must not overwrite its reason.
        const before = await lockAndRead(tx, user.id)
        if (before.suspendedAt) throw ALREADY_SUSPENDED()
        return suspendLocked(tx, { adminId, userId: user.id, reason, at }, stopPromotions, before)
      })
      onArticlesChanged(hiddenIds)
      if (promotionsEnded > 0) onPromotionsChanged()
      return { reason, since: at.toISOString() }
    },

    /** Lifts the suspension: the articles it hid come back (those hidden by reports wait for their decision). */
    async lift(adminId: number, username: string, reason: string | null): Promise<void> {
      const user = await userNamed(username)
      if (!user.suspendedAt) return
      const at = now()
      const restored = await db.transaction(async (tx) => {
        // Read again under the lock: a lift sent meanwhile by another admin has done it already.
        await lockAccount(tx, user.id)
        if (!(await createUsersService({ db: tx }).isSuspended(user.id))) return []
        await createUsersService({ db: tx }).setSuspension(user.id, null)
        const rows = await createArticleTrustService({ db: tx }).restoreAllOf(user.id)
        await raiseNotification(tx, { type: 'ACCOUNT_RESTORED', userId: user.id, params: {}, at })
        await recordAudit(tx, {
          actorId: adminId,
          action: 'USER_UNSUSPEND',
          targetType: 'USER',
          targetId: user.username,
          summary: `suspended → active; ${rows.length} article(s) restored`,
          reason,
          at,
        })
        return rows
      })
      onArticlesChanged(restored.map((row) => row.id))
    },

    /** The accounts suspended now, the latest first, a page at a time (what admins review and may lift), and how many. */
    async listSuspended({ limit, cursor }: { limit: number; cursor?: string | undefined }): Promise<SuspendedPage> {
      const after = cursor === undefined ? null : parseCursor(cursor)
      const [rows, total] = await Promise.all([users.listSuspended(limit + 1, after), users.countSuspended()])
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        items: page.map((row) => ({
          username: row.username,
          reason: row.reason ?? '',
          since: row.since!.toISOString(),
        })),
        nextCursor: rows.length > limit && last ? cursorOf(last) : null,
        total,
      }
    },

    /** The account's suspension, for its owner (why) and for admins. */
    async stateOf(username: string): Promise<Suspension> {
      const user = await userNamed(username)
      return user.suspendedAt ? { reason: user.suspensionReason ?? '', since: user.suspendedAt.toISOString() } : null
    },
  }
}
