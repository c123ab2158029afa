// Readers' reports and the admins' decisions on them. Each type of item is reached through its
// resolver (report-targets.ts), so the reviews module plugs in its own without this module knowing it.
import type { SessionUser } from '#src/plugins/auth'
import {
  REPORTS_PER_DAY,
  REPORTS_SHOWN_PER_ITEM,
  type CreateReportInput,
  type Report,
  type ReportAction,
  type ReportDecision,
  type ReportGroup,
  type ReportQueuePage,
  type ReportReason,
} from '@spotlight/shared/schemas/reports'
import { CreateReportInputSchema } from '@spotlight/shared/schemas/reports'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { recordAudit } from '#src/modules/audit/audit.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { raiseForAdmins, raiseNotification } from '#src/modules/notifications/notifications.service'
import { type StopPromotions, suspendInTransaction } from '#src/modules/suspensions/suspensions.service'
import { accountDays, shouldAutoHide } from './auto-hide'
import type { ReportTarget, ReportTargetResolver, ReportTargets } from './report-targets'
import { createReportsRepository, type ReportRow, type Target } from './reports.repository'

const DAY_MS = 24 * 3600 * 1000
const ALREADY_DECIDED = () => new AppError('REPORT_NOT_FOUND', 'No open report with that id.')
const TARGET_NOT_FOUND = () => new AppError('REPORT_TARGET_NOT_FOUND', 'There is nothing public to report here.')

function toReportDto(row: ReportRow): Report {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    outcome: row.outcome,
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

export type ReportsDeps = {
  db: Db
  targets: ReportTargets
  /** A suspension took these articles off the public pages. */
  onArticlesChanged?: (ids: number[]) => void
  /** A suspension ends the promotions of the articles it takes off (suspensions.service.ts). */
  stopPromotions?: StopPromotions
  /** After a suspension that ended promotions commits: the sliders' reads change. */
  onPromotionsChanged?: () => void
  now?: () => Date
}

export function createReportsService({
  db,
  targets,
  onArticlesChanged = () => {},
  stopPromotions = async () => 0,
  onPromotionsChanged = () => {},
  now = () => new Date(),
}: ReportsDeps) {
  const repo = createReportsRepository(db)

  function resolverOf(type: string): ReportTargetResolver {
    const resolver = targets[type as keyof ReportTargets]
    if (!resolver) throw TARGET_NOT_FOUND()
    return resolver
  }

  /** The items of a queue page, each type read in one call to its resolver: a page costs as much at 100 items as at 1. */
  async function findItems(page: Target[]): Promise<(ReportTarget | undefined)[]> {
    const types = [...new Set(page.map((group) => group.targetType))]
    const byType = new Map(
      await Promise.all(
        types.map(async (type) => {
          const ids = page.filter((group) => group.targetType === type).map((group) => group.targetId)
          return [type, (await targets[type]?.findMany(db, ids)) ?? new Map<number, ReportTarget>()] as const
        }),
      ),
    )
    return page.map((group) => byType.get(group.targetType)?.get(group.targetId))
  }

  /**
   * The scam rule, once a scam report is in: hides the item when enough established accounts agree.
   * A reporter whose earlier report of the item an admin dismissed does not count: re-filing at once
   * would otherwise hide it again over the admin's decision. Nor does one whose scam report of any item
   * an admin dismissed: a few aged accounts would otherwise take down one competitor after another, each
   * time until an admin looked. Their reports still reach the queue.
   */
  async function applyScamRule(tx: Db, target: Target, resolver: ReportTargetResolver, at: Date) {
    if (!resolver.hide) return false
    const reports = createReportsRepository(tx)
    const open = await reports.listOpenOf(target)
    const claimants = [...new Set(open.filter((row) => row.reason === 'SCAM').map((row) => row.reporterId))]
    const overruled = await reports.overruledAmong(target, claimants)
    const scamReporters = claimants.filter((id) => !overruled.has(id))
    const createdAt = await createUsersService({ db: tx }).createdAtOf(scamReporters)
    if (!shouldAutoHide([...createdAt.values()], at)) return false
    return resolver.hide(tx, target.targetId)
  }

  return {
    /**
     * Files a report: one open report per account and item, REPORTS_PER_DAY a day; the admins are told
     * of every newly reported item; a scam report may hide the item at once (auto-hide.ts).
     */
    async create(user: Pick<SessionUser, 'userId'>, body: CreateReportInput): Promise<Report> {
      const input = CreateReportInputSchema.parse(body)
      const resolver = resolverOf(input.targetType)
      const at = now()
      const target = { targetType: input.targetType, targetId: input.targetId }
      const { row, hidden } = await db.transaction(async (tx) => {
        const reports = createReportsRepository(tx)
        // Counted and written under the account's lock: parallel requests cannot all pass the count.
        await reports.lockReporter(user.userId)
        if ((await reports.countSince(user.userId, new Date(at.getTime() - DAY_MS))) >= REPORTS_PER_DAY)
          throw new AppError('RATE_LIMITED', `At most ${REPORTS_PER_DAY} reports a day. Thank you for your help.`)
        const item = await resolver.find(tx, input.targetId)
        if (!item || !(item.isPublic || item.isHidden)) throw TARGET_NOT_FOUND()
        if (item.authorId === user.userId) throw new AppError('REPORT_OWN_ITEM', 'You cannot report your own work.')
        // The item's lock: a decision closing its group does not cross this report (nor the scam rule).
        await reports.lockTarget(target)
        const isNewlyReported = (await reports.listOpenOf(target)).length === 0
        const inserted = await reports.insertReport({
          ...target,
          reporterId: user.userId,
          reason: input.reason,
          note: input.note,
          at,
        })
        if (!inserted) throw new AppError('REPORT_ALREADY_OPEN', 'You already reported this; an admin will look at it.')
        if (isNewlyReported) {
          await raiseForAdmins(tx, {
            type: 'REPORT_RECEIVED',
            params: { title: item.title, reasonCode: input.reason },
            link: '/admin-dashboard/reports',
            key: `report:${inserted.id}`,
            at,
          })
        }
        const hid = input.reason === 'SCAM' && !item.isHidden && (await applyScamRule(tx, target, resolver, at))
        return { row: inserted, hidden: hid }
      })
      if (hidden) resolver.changed?.(input.targetId)
      return toReportDto(row)
    },

    /** The reporter's own reports (latest 100), with their outcomes. */
    async listMine(userId: number): Promise<Report[]> {
      const rows = await repo.listByReporter(userId)
      return rows.slice(-100).reverse().map(toReportDto)
    },

    /**
     * One page of the admin queue: open reports grouped by item, the most reported first, then the
     * longest waiting. Each item shows its first REPORTS_SHOWN_PER_ITEM reports; its counts count all.
     */
    async queue({ limit, cursor }: ReportQueuePage) {
      const at = now()
      const [groups, total] = await Promise.all([repo.listOpenGroups(limit + 1, cursor), repo.countOpenGroups()])
      const page = groups.slice(0, limit)
      const [shown, byReason] = await Promise.all([
        repo.listOpenOfEach(page, REPORTS_SHOWN_PER_ITEM),
        repo.countOpenByReason(page),
      ])
      const users = createUsersService({ db })
      const ages = await users.createdAtOf([...new Set(shown.map((row) => row.reporterId))])
      const keyOf = (target: Target) => `${target.targetType}:${target.targetId}`
      const rowsOf = groupBy(shown, keyOf)
      const countsOf = groupBy(byReason, keyOf)
      const found = await findItems(page)
      const authors = await users.usernamesOf([...new Set(found.flatMap((item) => (item ? [item.authorId] : [])))])
      const items: ReportGroup[] = []
      for (const [i, group] of page.entries()) {
        const item = found[i]
        const counts: Partial<Record<ReportReason, number>> = {}
        for (const row of countsOf.get(keyOf(group)) ?? []) counts[row.reason] = row.n
        items.push({
          id: group.firstId,
          targetType: group.targetType,
          targetId: group.targetId,
          title: item?.title ?? '',
          authorUsername: (item && authors.get(item.authorId)) ?? '',
          link: item?.link ?? '',
          isHidden: item?.isHidden ?? false,
          counts,
          reports: (rowsOf.get(keyOf(group)) ?? []).map((row) => ({
            id: row.id,
            reason: row.reason,
            note: row.note,
            createdAt: row.createdAt.toISOString(),
            reporterAccountDays: accountDays(ages.get(row.reporterId), at),
          })),
        })
      }
      const last = page.at(-1)
      const nextCursor = groups.length > limit && last ? `${last.reports}-${last.firstId}` : null
      return { items, nextCursor, total }
    },

    /**
     * An admin's decision on the item a report names: it closes every open report of the item, tells
     * each reporter the outcome (never the author who reported), and is audited in the same transaction.
     */
    async decide(admin: Pick<SessionUser, 'userId'>, reportId: number, action: ReportAction, reason: string) {
      // The report names its item; whether its group is still open is read under the item's lock below.
      const named = await repo.findById(reportId)
      if (!named || named.resolvedAt) throw ALREADY_DECIDED()
      const resolver = resolverOf(named.targetType)
      const target = { targetType: named.targetType, targetId: named.targetId }
      const at = now()
      const { decision, suspended } = await db.transaction(async (tx) => {
        // One decision per group: a second one, sent meanwhile, waits here and then finds it decided.
        await createReportsRepository(tx).lockTarget(target)
        const report = await createReportsRepository(tx).findOpen(reportId)
        if (!report) throw ALREADY_DECIDED()
        const item = await resolver.find(tx, report.targetId)
        let suspension = { hiddenIds: [] as number[], promotionsEnded: 0 }
        if (action === 'DISMISS' || action === 'SUSPEND_MAKER') {
          // Dismissed, or the maker's suspension takes over: what the scam rule hid comes back first.
          if (item?.isHidden && resolver.restore) await resolver.restore(tx, report.targetId)
        }
        if (action === 'UNPUBLISH' || action === 'HIDE_REVIEW') {
          if (resolver.removal.action !== action)
            throw new AppError('REPORT_ACTION_INVALID', 'This decision does not apply to this kind of item.')
          if (item) await resolver.removal.run(tx, report.targetId, reason)
        }
        if (action === 'SUSPEND_MAKER') {
          if (!item) throw new AppError('REPORT_TARGET_NOT_FOUND', 'The reported item no longer exists.')
          // A suspension hides the maker's articles, not their reviews: the reported review goes as HIDE_REVIEW takes it.
          if (resolver.removal.action === 'HIDE_REVIEW') await resolver.removal.run(tx, report.targetId, reason)
          suspension = await suspendInTransaction(
            tx,
            { adminId: admin.userId, userId: item.authorId, reason, at },
            stopPromotions,
          )
        }
        const closed = await createReportsRepository(tx).resolveAll(target, action, at)
        if (closed.length === 0) throw ALREADY_DECIDED()
        for (const row of closed) {
          await raiseNotification(tx, {
            type: 'REPORT_RESOLVED',
            userId: row.reporterId,
            params: { title: item?.title ?? '', outcome: action },
            link: action === 'DISMISS' && item ? item.link : '/user-dashboard/notifications',
            at,
          })
        }
        await recordAudit(tx, {
          actorId: admin.userId,
          action: 'REPORT_DECISION',
          targetType: report.targetType,
          targetId: report.targetId,
          summary: `${closed.length} open report(s) → ${action}`,
          reason: reason || null,
          at,
        })
        const answer: ReportDecision = { action, resolved: closed.length }
        return { decision: answer, suspended: suspension }
      })
      resolver.changed?.(target.targetId)
      if (suspended.hiddenIds.length > 0) onArticlesChanged(suspended.hiddenIds)
      if (suspended.promotionsEnded > 0) onPromotionsChanged()
      return decision
    },
  }
}
export type ReportsService = ReturnType<typeof createReportsService>

/** What a module provides for its reportable items (the reviews module's for REVIEW). */
export type { ReportTarget, ReportTargetResolver } from './report-targets'
