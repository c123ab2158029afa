// Verified makers: a maker proves they control their app's host by publishing a token Spotlight gave
// them; a weekly re-check keeps the badge honest, and an admin may grant or revoke one by hand.
import { randomBytes } from 'node:crypto'
import type {
  AdminVerification,
  GrantVerificationInput,
  OwnVerification,
  StartedVerification,
  VerificationCheckResult,
  VerificationOutcome,
  VerificationStatus,
  VerifiedHost,
} from '@spotlight/shared/schemas/verifications'
import {
  GrantVerificationInputSchema,
  VERIFICATION_FILE_PATH,
  VERIFICATION_META_NAME,
} from '@spotlight/shared/schemas/verifications'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { recordAudit } from '#src/modules/audit/audit.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { raiseNotification, type ScheduledJob } from '#src/modules/notifications/notifications.service'
import { parseTarget, SafeFetchError, type Resolver, type SafeFetchPolicy } from './safe-fetch'
import { checkHost, type CheckOutcome } from './verification-check'
import { createVerificationsRepository, type VerificationRow } from './verifications.repository'

/** A maker's checks per hour: each one makes the server fetch a page, so they are counted. */
export const CHECKS_PER_HOUR = 10
/** Failed checks in a row that lapse a verified host. */
export const LAPSE_AFTER_FAILURES = 2
/**
 * Hosts re-checked per scheduler run, and at once: the scheduler runs its jobs one after another, so
 * a run must stay short (3 rounds of at most 5 s); 30 an hour re-checks some 5,000 hosts a week.
 */
const RECHECK_BATCH = 30
const RECHECK_PARALLEL = 10

export type VerificationsDeps = {
  db: Db
  /** https only and loopback refused in production; a local app may be verified elsewhere. */
  policy: SafeFetchPolicy
  resolve?: Resolver
  timeoutMs?: number
  now?: () => Date
  /** A maker's badge appeared or went: the public reads showing their articles are stale. */
  onBadgeChanged?: (userId: number) => void
}

const NOT_FOUND = () => new AppError('VERIFICATION_NOT_FOUND', 'Verification not found')

function instructionsFor(origin: string, token: string) {
  const fileUrl = `${origin}${VERIFICATION_FILE_PATH}`
  const metaTag = `<meta name="${VERIFICATION_META_NAME}" content="${token}">`
  const instructions =
    `Publish the token ${token} at ${fileUrl} (as text/plain, the token alone), ` +
    `or add ${metaTag} to the <head> of the home page ${origin}/. Then run the check.`
  return { fileUrl, metaTag, instructions }
}

function toOwnDto(row: VerificationRow): OwnVerification {
  return {
    id: row.id,
    host: row.host,
    appUrl: row.appUrl,
    token: row.token,
    status: row.status as OwnVerification['status'],
    method: row.method as OwnVerification['method'],
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    failures: row.failures,
    lastOutcome: (row.lastOutcome as VerificationOutcome | null) ?? null,
  }
}

function toAdminDto(row: VerificationRow, username: string): AdminVerification {
  return {
    id: row.id,
    username,
    host: row.host,
    status: row.status as AdminVerification['status'],
    method: row.method as AdminVerification['method'],
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  }
}

export function createVerificationsService(deps: VerificationsDeps) {
  const { db, policy, now = () => new Date(), onBadgeChanged = () => undefined } = deps
  const repo = createVerificationsRepository(db)
  const users = createUsersService({ db })
  const fetchOptions = {
    ...policy,
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
  }

  /**
   * Records a check's outcome under the row's lock: a pass verifies (keeping the first verification's
   * date), a failure counts; a verified host lapses at the second failure in a row and its maker is told.
   */
  async function record(id: number, checkedBy: number | null, result: CheckOutcome, at: Date, startedCheck?: number) {
    const { row, badgeChanged } = await db.transaction(async (tx) => {
      const txRepo = createVerificationsRepository(tx)
      const current = await txRepo.lockById(id)
      if (!current) throw NOT_FOUND()
      const outcome = { at, isOk: result.isOk, outcome: result.outcome }
      if (startedCheck === undefined) await txRepo.insertCheck({ verificationId: id, userId: checkedBy, ...outcome })
      else await txRepo.completeCheck(startedCheck, outcome)
      if (current.status === 'REVOKED') return { row: current, badgeChanged: false }
      const wasVerified = current.status === 'VERIFIED'
      if (result.isOk) {
        const row = await txRepo.update(id, {
          status: 'VERIFIED',
          method: 'TOKEN',
          verifiedAt: wasVerified ? current.verifiedAt : at,
          lastCheckedAt: at,
          failures: 0,
          lastOutcome: result.outcome,
        })
        return { row, badgeChanged: !wasVerified }
      }
      const failures = current.failures + 1
      const lapses = wasVerified && failures >= LAPSE_AFTER_FAILURES
      const status = wasVerified ? (lapses ? 'LAPSED' : 'VERIFIED') : current.status === 'LAPSED' ? 'LAPSED' : 'FAILED'
      const row = await txRepo.update(id, { status, lastCheckedAt: at, failures, lastOutcome: result.outcome })
      if (lapses)
        await raiseNotification(tx, {
          type: 'VERIFICATION_LAPSED',
          userId: current.userId,
          params: { host: current.host },
          key: `verification-lapsed:${id}:${at.toISOString()}`,
          at,
        })
      return { row, badgeChanged: lapses }
    })
    if (badgeChanged) onBadgeChanged(row.userId)
    return row
  }

  /**
   * Counts the account's checks of the last hour and records this one before the host is fetched, under
   * the account's lock: parallel requests cannot all pass the count and all make the server fetch.
   */
  async function startCheck(userId: number, id: number, at: Date) {
    return db.transaction(async (tx) => {
      const txRepo = createVerificationsRepository(tx)
      await txRepo.lockUserChecks(userId)
      if ((await txRepo.countChecksSince(userId, new Date(at.getTime() - 3_600_000))) >= CHECKS_PER_HOUR)
        throw new AppError('VERIFICATION_RATE_LIMITED', `At most ${CHECKS_PER_HOUR} checks an hour; try again later.`)
      // Not passed until the fetch says so; the outcome is written when it does.
      return txRepo.insertCheck({ verificationId: id, userId, at, isOk: false, outcome: 'STARTED' })
    })
  }

  async function ownRow(userId: number, id: number) {
    const row = await repo.findById(id)
    // Someone else's verification is the same 404 as none: ids are not a way to learn who verified what.
    if (!row || row.userId !== userId) throw NOT_FOUND()
    return row
  }

  return {
    /** A token for the app's host (the same one again for a host already started: it may be published). */
    async start(user: { userId: number }, appUrl: string): Promise<StartedVerification> {
      let url: URL
      try {
        url = parseTarget(appUrl, policy)
      } catch (error) {
        const message = error instanceof SafeFetchError ? error.message : 'The address is not valid.'
        throw new AppError('VERIFICATION_URL_INVALID', message)
      }
      const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
      const token = `spotlight-${randomBytes(16).toString('hex')}`
      let row = await repo.insertOrKeep({ userId: user.userId, host, appUrl: url.href, token, at: now() })
      // The address may move on the same host (another page for the meta tag); the token stays.
      if (row.appUrl !== url.href && row.status !== 'REVOKED') row = await repo.update(row.id, { appUrl: url.href })
      return {
        id: row.id,
        host: row.host,
        token: row.token,
        status: row.status as StartedVerification['status'],
        ...instructionsFor(new URL(row.appUrl).origin, row.token),
      }
    },

    /** Fetches the host now (the owner's request, 10 an hour) and records what was found. */
    async check(user: { userId: number }, id: number): Promise<VerificationCheckResult> {
      const row = await ownRow(user.userId, id)
      if (row.status === 'REVOKED')
        throw new AppError('VERIFICATION_REVOKED', 'An admin revoked this verification; it cannot be checked again.')
      const at = now()
      const started = await startCheck(user.userId, id, at)
      const result = await checkHost(row.appUrl, row.token, fetchOptions)
      const updated = await record(id, user.userId, result, at, started)
      return {
        status: updated.status === 'VERIFIED' ? 'VERIFIED' : 'FAILED',
        detail: result.detail,
        outcome: result.outcome,
      }
    },

    async listMine(user: { userId: number }): Promise<OwnVerification[]> {
      return (await repo.listByUser(user.userId)).map(toOwnDto)
    },

    /** The hosts a maker is verified for, with the date of the verification (their public page's badge). */
    async verifiedHostsOf(userId: number): Promise<VerifiedHost[]> {
      const rows = await repo.listVerifiedByUser(userId)
      return rows.map((row) => ({ host: row.host, since: (row.verifiedAt ?? new Date(0)).toISOString() }))
    },

    /**
     * Every maker's verifications for the admins (of one status when asked), the latest first, a page at
     * a time, with how many in all: where an admin finds the one to revoke. The cursor is the page's last id.
     */
    async listForAdmins(query: {
      limit: number
      cursor?: string | undefined
      status?: VerificationStatus | undefined
    }): Promise<{ items: AdminVerification[]; nextCursor: string | null; total: number }> {
      const beforeId = query.cursor === undefined ? undefined : Number(query.cursor)
      if (beforeId !== undefined && !(/^[1-9]\d{0,9}$/.test(query.cursor!) && beforeId <= 2_147_483_647))
        throw new AppError('VALIDATION_FAILED', 'Not a cursor of this list.')
      const [rows, total] = await Promise.all([
        repo.listForAdmins({ limit: query.limit + 1, beforeId, status: query.status }),
        repo.countForAdmins(query.status),
      ])
      const page = rows.slice(0, query.limit)
      const names = await users.usernamesOf([...new Set(page.map((row) => row.userId))])
      const last = page.at(-1)
      return {
        items: page.map((row) => toAdminDto(row, names.get(row.userId) ?? `#${row.userId}`)),
        nextCursor: rows.length > query.limit && last ? String(last.id) : null,
        total,
      }
    },

    /** An admin verifies a maker's host by hand (checked some other way); audited in the same transaction. */
    async grant(adminId: number, input: GrantVerificationInput): Promise<AdminVerification> {
      const { username, host, note } = GrantVerificationInputSchema.parse(input)
      const maker = await users.findByUsername(username)
      if (!maker) throw new AppError('USER_NOT_FOUND', 'User not found')
      const at = now()
      const row = await db.transaction(async (tx) => {
        const txRepo = createVerificationsRepository(tx)
        const token = `spotlight-${randomBytes(16).toString('hex')}`
        const existing = await txRepo.insertOrKeep({ userId: maker.id, host, appUrl: `https://${host}/`, token, at })
        const before = existing.status
        const granted = await txRepo.update(existing.id, {
          status: 'VERIFIED',
          method: 'ADMIN',
          verifiedAt: before === 'VERIFIED' ? existing.verifiedAt : at,
          failures: 0,
        })
        await recordAudit(tx, {
          actorId: adminId,
          action: 'VERIFICATION_GRANT',
          targetType: 'verification',
          targetId: granted.id,
          summary: `${maker.username} · ${host}: ${before} → VERIFIED`,
          reason: note,
          at,
        })
        return granted
      })
      onBadgeChanged(maker.id)
      return toAdminDto(row, maker.username)
    },

    /** An admin takes a badge away for good (the maker cannot re-check it); audited in the same transaction. */
    async revoke(adminId: number, id: number, reason: string): Promise<AdminVerification> {
      const at = now()
      const row = await db.transaction(async (tx) => {
        const txRepo = createVerificationsRepository(tx)
        const current = await txRepo.lockById(id)
        if (!current) throw NOT_FOUND()
        // Read under the row's lock: a revoke sent meanwhile by another admin has taken the decision.
        if (current.status === 'REVOKED')
          throw new AppError('VERIFICATION_REVOKED', 'This verification is already revoked.')
        const revoked = await txRepo.update(id, { status: 'REVOKED' })
        const maker = await createUsersService({ db: tx }).findById(current.userId)
        await recordAudit(tx, {
          actorId: adminId,
          action: 'VERIFICATION_REVOKE',
          targetType: 'verification',
          targetId: id,
          summary: `${maker?.username ?? `#${current.userId}`} · ${current.host}: ${current.status} → REVOKED`,
          reason,
          at,
        })
        return { revoked, username: maker?.username ?? `#${current.userId}` }
      })
      onBadgeChanged(row.revoked.userId)
      return toAdminDto(row.revoked, row.username)
    },

    /** The weekly re-check of verified hosts that are due; answers how many were checked. */
    async recheckDue(at: Date = now()): Promise<number> {
      const due = await repo.listDueRechecks(at, RECHECK_BATCH)
      for (let start = 0; start < due.length; start += RECHECK_PARALLEL) {
        const round = due.slice(start, start + RECHECK_PARALLEL)
        // One host's failure to record never holds up the others; the first is reported after the round.
        const settled = await Promise.allSettled(
          round.map(async (row) => record(row.id, null, await checkHost(row.appUrl, row.token, fetchOptions), at)),
        )
        const failed = settled.find((outcome) => outcome.status === 'rejected')
        if (failed) throw failed.reason
      }
      return due.length
    },
  }
}
export type VerificationsService = ReturnType<typeof createVerificationsService>

/**
 * Whether the account stands verified for the host now, read in the caller's transaction (the reviews
 * module asks it of an account rating an app on that host: the badge's proof makes it the app's maker).
 */
export async function holdsVerifiedHost(db: Db, userId: number, host: string): Promise<boolean> {
  return (await createVerificationsRepository(db).findByUserHost(userId, host))?.status === 'VERIFIED'
}

/** The scheduler's job: every hour, the verified hosts whose week (or, after a failure, day) is up are re-checked. */
export function verificationRechecksJob(service: VerificationsService): ScheduledJob {
  return {
    name: 'verification-rechecks',
    everyMs: 3_600_000,
    run: ({ now }) => service.recheckDue(now).then(() => undefined),
  }
}
