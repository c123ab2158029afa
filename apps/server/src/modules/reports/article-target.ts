// The ARTICLE resolver of the reports module: what a report of an article reads and does, through the
// articles module's trust service. app.ts registers it (and the reviews module's, for REVIEW).
import { utcDate } from '@spotlight/shared/domain/rotation'
import type { Db } from '#src/db/client'
import { createArticleTrustService, type ReportedArticle } from '#src/modules/articles/article-trust.service'
import { isPublicArticle } from '#src/modules/articles/articles.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { raiseNotification } from '#src/modules/notifications/notifications.service'
import type { ReportTarget, ReportTargetResolver } from './report-targets'

export type ArticleTargetDeps = {
  /** After a change commits: the public reads that show the article are dropped. */
  changed?: (id: number) => void
  /**
   * Unpublishing ends the article's promotions in force (the promotions module's, wired by app.ts), in
   * the decision's transaction: its slot is freed for others; payments are non-refundable.
   */
  stopPromotions?: (tx: Db, id: number) => Promise<number>
  /**
   * The reports dismissed, the article public again: its promotions run on for as long as it was hidden
   * (the promotions module's, wired by app.ts), in the decision's transaction. Answers how many moved.
   */
  resumePromotions?: (tx: Db, id: number, hiddenAt: Date) => Promise<number>
  /** The clock that decides whether a scheduled article is public yet. */
  now?: () => Date
}

export function articleReportTarget({
  changed = () => {},
  stopPromotions = async () => 0,
  resumePromotions = async () => 0,
  now = () => new Date(),
}: ArticleTargetDeps = {}): ReportTargetResolver {
  const trust = (tx: Db) => createArticleTrustService({ db: tx })
  const toReportTarget = (article: ReportedArticle): ReportTarget => ({
    authorId: article.ownerId,
    title: article.title,
    link: `/articles/${article.id}`,
    // A scheduled article is not public before its day: reporting it would tell that it exists.
    isPublic: isPublicArticle(article, utcDate(now())),
    isHidden: article.status === 'HIDDEN' && article.hiddenReason === 'REPORTS',
  })
  return {
    async find(tx, id) {
      const article = await trust(tx).find(id)
      return article ? toReportTarget(article) : null
    },
    async findMany(tx, ids) {
      const found = await trust(tx).findMany(ids)
      return new Map([...found].map(([id, article]) => [id, toReportTarget(article)]))
    },
    async hide(tx, id) {
      const article = await trust(tx).find(id)
      if (!article || !(await trust(tx).hideForReports(id, now()))) return false
      // The author learns why, never who reported.
      await raiseNotification(tx, {
        type: 'ARTICLE_HIDDEN',
        userId: article.ownerId,
        articleId: id,
        params: { articleTitle: article.title },
      })
      return true
    },
    // A suspended maker's article stays off the public pages until the suspension is lifted.
    async restore(tx, id) {
      const restored = await trust(tx).restoreFromReports(id, createUsersService({ db: tx }).isSuspended)
      // Hidden before the time was recorded: nothing says how long, so nothing is added.
      if (restored?.published && restored.hiddenAt) await resumePromotions(tx, id, restored.hiddenAt)
      return restored !== null
    },
    removal: {
      action: 'UNPUBLISH',
      async run(tx, id, reason) {
        const row = await trust(tx).unpublish(id, reason)
        if (!row) return false
        await stopPromotions(tx, id)
        await raiseNotification(tx, {
          type: 'ARTICLE_UNPUBLISHED',
          userId: row.ownerId,
          articleId: id,
          params: { articleTitle: row.title, reason },
        })
        return true
      },
    },
    changed,
  }
}
