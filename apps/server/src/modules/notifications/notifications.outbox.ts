// The outbox worker: sends the Pi in-app notifications written with their events (decision 0011).
// Batches of at most 256, at most 48 per user in 24 hours, retries with backoff, and a
// lease per claimed row so two instances never send one notification twice. A failure only delays
// the delivery: the event and its site notification were committed long before.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#src/db/client'
import { createUsersService } from '#src/modules/auth/users.service'
import { PiApiError, type PiClient, type PiInAppNotification } from '#src/modules/pi/pi-client'
import { languagePath } from '@spotlight/shared/domain/language-paths'
import { DEFAULT_LANGUAGE, isLanguage } from '@spotlight/shared/domain/languages'
import { renderNotification } from './notification-texts'
import { createNotificationsRepository, type NotificationsRepository } from './notifications.repository'

/** The Pi Platform's limits on in-app notifications: a request carries at most 256, a user gets at most 48 a day. */
export const PI_BATCH_MAX = 256
export const PI_PER_USER_PER_DAY = 48
const DAY_MS = 24 * 60 * 60 * 1000
/** How long a claimed batch is ours; past it, another sender may take it (ours died). */
export const LEASE_MS = 2 * 60_000
/** Attempts before a delivery is given up (FAILED): about a day of backoff. */
export const MAX_ATTEMPTS = 10
/** 30 s, 1 min, 2 min … capped at 4 h. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60_000)

export type OutboxSummary = { sent: number; skipped: number; deferred: number; failed: number; retrying: number }

/**
 * Pi refused what the request holds, not the state of the platform: one notification it will not take
 * (a user it no longer knows, a text it finds invalid) refuses the whole batch, and sending it again
 * changes nothing. A busy, unreachable or misconfigured platform (429, 401, 5xx, no answer) is not this.
 */
function isRefusedContent(error: unknown): error is PiApiError {
  return error instanceof PiApiError && (error.status === 400 || error.status === 422)
}

/**
 * Requests one batch may take while it halves refused ones: one bad notification in 256 takes ~16. A refusal
 * of everything (say, a request format Pi stopped taking) is then retried later as platform trouble, rather
 * than costing 511 requests and failing every notification for good.
 */
const REQUESTS_PER_BATCH = 32

const errorText = (error: unknown) => String((error as Error).message ?? error).slice(0, 500)

/** A claimed delivery with the Pi uid its user is addressed by. */
type OutboxRow = Awaited<ReturnType<NotificationsRepository['claimDue']>>[number] & { piUid: string }
type Delivery = { sent: OutboxRow[]; refused: { row: OutboxRow; reason: string }[]; requestsLeft: number }

/** The notice in its user's language; a public page it opens, at that language's address too. */
function toPiNotification(row: OutboxRow): PiInAppNotification {
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE
  const subroute = languagePath(language, row.link)
  return { ...renderNotification(row.type, row.params, language), user_uid: row.piUid, subroute }
}

export function createOutboxWorker({
  db,
  pi,
  now,
  log,
}: {
  db: Db
  pi: Pick<PiClient, 'sendInAppNotifications'>
  now: () => Date
  log: FastifyBaseLogger
}) {
  const repo = createNotificationsRepository(db)
  const users = createUsersService({ db })

  /** Due deliveries with their user's Pi uid, which Pi addresses them by. */
  async function claimDue(at: Date) {
    const claimed = await repo.claimDue(at, new Date(at.getTime() + LEASE_MS), PI_BATCH_MAX)
    const piUids = await users.piUidsOf([...new Set(claimed.map((row) => row.userId))])
    return claimed.flatMap((row) => {
      const piUid = piUids.get(row.userId)
      return piUid === undefined ? [] : [{ ...row, piUid }]
    })
  }

  /** One batch: claim, drop what must not go to Pi, hold back what is over the daily limit, send the rest. */
  async function sendBatch(summary: OutboxSummary): Promise<boolean> {
    const at = now()
    const claimed = await claimDue(at)
    if (claimed.length === 0) return false

    // No scope granted at the last sign-in (or never signed in since): the site notification is all they get.
    const skipped = claimed.filter((row) => !row.piInApp)
    await repo.finish(
      skipped.map((row) => row.id),
      { status: 'SKIPPED', lastError: 'in_app_notifications scope not granted' },
    )
    summary.skipped += skipped.length

    const wanted = claimed.filter((row) => row.piInApp)
    const sentToday = await repo.sentSince(
      [...new Set(wanted.map((row) => row.userId))],
      new Date(at.getTime() - DAY_MS),
    )
    const batch: typeof wanted = []
    const deferred: number[] = []
    for (const row of wanted) {
      const count = sentToday.get(row.userId) ?? 0
      if (count >= PI_PER_USER_PER_DAY) deferred.push(row.id)
      else {
        sentToday.set(row.userId, count + 1)
        batch.push(row)
      }
    }
    // Over the daily limit: back in line, looked at again in an hour (the oldest of the 48 ages out).
    await repo.finish(deferred, { status: 'PENDING', nextAttemptAt: new Date(at.getTime() + 60 * 60_000) })
    summary.deferred += deferred.length
    if (batch.length === 0) return true

    const delivery: Delivery = { sent: [], refused: [], requestsLeft: REQUESTS_PER_BATCH }
    try {
      await deliver(batch, delivery)
    } catch (error) {
      await settle(batch, delivery, summary, at, error)
      return false
    }
    await settle(batch, delivery, summary, at, null)
    return true
  }

  /**
   * Records a batch's outcome: sent, refused by Pi for good, and (after platform trouble) the rest back in
   * line with backoff, or given up after MAX_ATTEMPTS.
   */
  async function settle(batch: OutboxRow[], delivery: Delivery, summary: OutboxSummary, at: Date, trouble: unknown) {
    await repo.finish(
      delivery.sent.map((row) => row.id),
      { status: 'SENT', sentAt: at, lastError: null },
    )
    summary.sent += delivery.sent.length
    for (const { row, reason } of delivery.refused) {
      await repo.finish([row.id], { status: 'FAILED', attempts: row.attempts + 1, lastError: reason })
    }
    summary.failed += delivery.refused.length
    if (delivery.refused.length > 0) {
      log.warn({ count: delivery.refused.length }, 'Pi refused in-app notifications; the others were sent')
    }
    if (trouble === null) return

    const settled = new Set([...delivery.sent, ...delivery.refused.map(({ row }) => row)])
    const unsent = batch.filter((row) => !settled.has(row))
    log.warn({ err: trouble, count: unsent.length }, 'Pi in-app notifications failed; retrying later')
    for (const row of unsent) {
      const attempts = row.attempts + 1
      const givenUp = attempts >= MAX_ATTEMPTS
      await repo.finish([row.id], {
        status: givenUp ? 'FAILED' : 'PENDING',
        attempts,
        lastError: errorText(trouble),
        nextAttemptAt: new Date(at.getTime() + backoffMs(attempts)),
      })
      if (givenUp) summary.failed += 1
      else summary.retrying += 1
    }
  }

  /**
   * Sends `rows`. When Pi refuses a request's content, its halves are sent apart until each refused
   * notification stands alone (about 2 log2 n requests for one bad one in n), so one bad notification
   * fails itself and holds back no other. Platform trouble is thrown, with what was sent so far in `delivery`.
   */
  async function deliver(rows: OutboxRow[], delivery: Delivery): Promise<void> {
    if (delivery.requestsLeft <= 0) throw new Error('Pi refused too many notifications of one batch; the rest wait')
    delivery.requestsLeft -= 1
    try {
      await pi.sendInAppNotifications(rows.map(toPiNotification))
      delivery.sent.push(...rows)
    } catch (error) {
      if (!isRefusedContent(error)) throw error
      if (rows.length === 1) {
        delivery.refused.push({ row: rows[0]!, reason: `refused by Pi: ${errorText(error)}` })
        return
      }
      const half = Math.ceil(rows.length / 2)
      await deliver(rows.slice(0, half), delivery)
      await deliver(rows.slice(half), delivery)
    }
  }

  return {
    /** Sends everything due now, batch after batch; stops at the first failing batch (the platform is down). */
    async drain(): Promise<OutboxSummary> {
      const summary: OutboxSummary = { sent: 0, skipped: 0, deferred: 0, failed: 0, retrying: 0 }
      for (let round = 0; round < 20; round += 1) {
        if (!(await sendBatch(summary))) break
      }
      return summary
    },
  }
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>
