import type { ReportTargetType } from '@spotlight/shared/schemas/reports'
import type { Db } from '#src/db/client'

/** A reported item as the queue and the rules need it. */
export type ReportTarget = {
  authorId: number
  title: string
  /** Where it is seen on this site. */
  link: string
  /** Public now: only what readers can see can be reported. */
  isPublic: boolean
  /** Hidden pending the reports' decision. */
  isHidden: boolean
}

/**
 * What the reports module needs to know and do about one type of item; the module that owns the items
 * provides it (app.ts registers them: the articles module's for ARTICLE, the reviews module's for REVIEW).
 * Every function runs in the caller's transaction.
 */
export type ReportTargetResolver = {
  find(tx: Db, id: number): Promise<ReportTarget | null>
  /** These items by id in one read, whatever their number (the admins' queue, a page at a time); one not found is left out. */
  findMany(tx: Db, ids: number[]): Promise<Map<number, ReportTarget>>
  /** Takes the item off the public pages pending a decision (the scam rule); false when it was not public. */
  hide?(tx: Db, id: number): Promise<boolean>
  /** Puts an item `hide` took off back (the reports were dismissed). */
  restore?(tx: Db, id: number): Promise<boolean>
  /** The decision that takes the item down for good, and doing it: unpublish an article, hide a review. */
  removal: { action: 'UNPUBLISH' | 'HIDE_REVIEW'; run(tx: Db, id: number, reason: string): Promise<boolean> }
  /** After a change commits: the public reads that show the item are dropped. */
  changed?(id: number): void
}

export type ReportTargets = Partial<Record<ReportTargetType, ReportTargetResolver>>
