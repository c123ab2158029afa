// What the trust features do to articles, through the articles module that owns them: a reported
// article hidden pending a decision, restored or unpublished by it; a suspended maker's articles taken
// off the public pages and given back. Each runs in the caller's transaction.
import { advisoryXactLock } from '#src/db/advisory-lock'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createUsersService } from '#src/modules/auth/users.service'
import { createArticleTrustRepository } from './article-trust.repository'

/** The first key of the advisory lock that serialises a suspension with the publishing of the maker's articles. */
const MAKER_PUBLISHING_LOCK = 7_100_002

/** Why a HIDDEN article is hidden: what may bring it back. */
export type HiddenReason = 'REPORTS' | 'SUSPENSION'

export type ReportedArticle = {
  id: number
  ownerId: number
  title: string
  status: string
  hiddenReason: string | null
  /** When the scam rule hid it (null when it did not, or before this was recorded). */
  hiddenAt: Date | null
  /** The day it goes public (a published article dated later is not public yet). */
  publishDate: string
}

function toReportedArticle(row: ReportedArticle): ReportedArticle {
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    status: row.status,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt,
    publishDate: row.publishDate,
  }
}

export function createArticleTrustService({ db }: { db: Db }) {
  const repo = createArticleTrustRepository(db)
  /**
   * Held to the end of the transaction. A suspension hides what is published when it runs; without the
   * lock, an approval that read "not suspended" just before could still commit a public article after it.
   */
  const lockMaker = (ownerId: number) => advisoryXactLock(db, MAKER_PUBLISHING_LOCK, ownerId)
  return {
    /**
     * Refuses (409 MAKER_SUSPENDED) to make public an article whose maker is suspended: a suspension
     * keeps all their work off the public pages until it is lifted. Call it in the publishing transaction.
     */
    async assertMayPublish(ownerId: number) {
      await lockMaker(ownerId)
      if (await createUsersService({ db }).isSuspended(ownerId))
        throw new AppError(
          'MAKER_SUSPENDED',
          'The maker of this article is suspended: it cannot be published until the suspension is lifted.',
        )
    },
    /**
     * Whether the account lists an app on `host` itself (an article of its own other than `exceptId`, in
     * any state): the reviews module treats it as one of the app's makers.
     */
    listsAppOnHost: (ownerId: number, host: string, exceptId: number) => repo.ownsOtherOnHost(ownerId, host, exceptId),
    async find(id: number): Promise<ReportedArticle | null> {
      const row = await repo.findById(id)
      return row ? toReportedArticle(row) : null
    },
    /** These articles by id, in one query (the admins' report queue, a page at a time); one not found is left out. */
    async findMany(ids: number[]): Promise<Map<number, ReportedArticle>> {
      const rows = await repo.listByIds([...new Set(ids)])
      return new Map(rows.map((row) => [row.id, toReportedArticle(row)]))
    },
    /** A published article off the public pages until an admin decides; false when it was not published. */
    async hideForReports(id: number, at: Date) {
      const values = { status: 'HIDDEN' as const, hiddenReason: 'REPORTS', hiddenAt: at }
      return (await repo.moveOne(id, ['PUBLISHED'], values)) !== null
    },
    /**
     * An article hidden by reports, cleared by them (the reports were dismissed): back on the public
     * pages, or, while its maker is suspended, hidden by the suspension instead, so that lifting it is
     * what brings the article back. Answers whether it is public again, and since when it was hidden.
     */
    async restoreFromReports(
      id: number,
      isSuspended: (ownerId: number) => Promise<boolean>,
    ): Promise<{ published: boolean; hiddenAt: Date | null } | null> {
      const row = await repo.findById(id)
      if (row?.status !== 'HIDDEN' || row.hiddenReason !== 'REPORTS') return null
      const published = !(await isSuspended(row.ownerId))
      const values = published
        ? { status: 'PUBLISHED' as const, hiddenReason: null, hiddenAt: null }
        : { hiddenReason: 'SUSPENSION', hiddenAt: null }
      return (await repo.moveOne(id, ['HIDDEN'], values)) ? { published, hiddenAt: row.hiddenAt } : null
    },
    /** Taken off the public pages for good, the way a rejection is: the author reads the reason, fixes and resubmits. */
    async unpublish(id: number, reason: string) {
      return repo.moveOne(id, ['PUBLISHED', 'HIDDEN'], {
        status: 'REJECTED',
        hiddenReason: null,
        hiddenAt: null,
        rejectionReason: reason,
        decidedAt: new Date(),
      })
    },
    /** Every published article of a suspended maker, hidden; answers what moved. */
    async hideAllOf(ownerId: number) {
      await lockMaker(ownerId)
      return repo.moveAllOf(ownerId, { status: 'PUBLISHED' }, { status: 'HIDDEN', hiddenReason: 'SUSPENSION' })
    },
    /** A maker's articles reports have hidden already (they stay hidden for the reports' decision). */
    hiddenByReportsOf: (ownerId: number) => repo.idsOf(ownerId, { status: 'HIDDEN', hiddenReason: 'REPORTS' }),
    /** The suspension lifted: what it hid comes back (what reports hid stays hidden). */
    restoreAllOf: (ownerId: number) =>
      repo.moveAllOf(
        ownerId,
        { status: 'HIDDEN', hiddenReason: 'SUSPENSION' },
        { status: 'PUBLISHED', hiddenReason: null },
      ),
  }
}
export type ArticleTrustService = ReturnType<typeof createArticleTrustService>
