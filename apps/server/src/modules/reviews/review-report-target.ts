// The REVIEW resolver of the reports module: what a report of a review reads and does. app.ts
// registers it beside the articles module's. A review has no "hidden pending reports" state (the
// scam rule is about apps, not opinions), so it has no `hide`: an admin decides.
import type { Db } from '#src/db/client'
import type { ReportTarget, ReportTargetResolver } from '#src/modules/reports/reports.service'
import { createReviewsRepository, type ReviewRow } from './reviews.repository'
import { createReviewsService } from './reviews.service'

/** How much of a review's text names it in the admins' queue. */
const TITLE_CHARS = 80

function toReportTarget(review: ReviewRow): ReportTarget {
  const text = review.text.trim() || `${review.rating}/5`
  return {
    authorId: review.authorId,
    title: text.length > TITLE_CHARS ? `${text.slice(0, TITLE_CHARS - 1)}…` : text,
    link: `/articles/${review.articleId}#reviews`,
    isPublic: review.status === 'PUBLISHED',
    isHidden: false,
  }
}

export function reviewReportTarget(
  changed: (articleId: number) => void = () => {},
  now: () => Date = () => new Date(),
): ReportTargetResolver {
  /** The article whose public reads changed, by review id: `changed` names articles. */
  const articleOf = new Map<number, number>()
  return {
    async find(tx: Db, id: number) {
      const review = await createReviewsRepository(tx).findById(id)
      if (!review) return null
      articleOf.set(id, review.articleId)
      return toReportTarget(review)
    },
    async findMany(tx: Db, ids: number[]) {
      const rows = await createReviewsRepository(tx).listByIds([...new Set(ids)])
      return new Map(rows.map((review) => [review.id, toReportTarget(review)]))
    },
    removal: {
      action: 'HIDE_REVIEW',
      async run(tx: Db, id: number, reason: string) {
        const review = await createReviewsRepository(tx).findById(id)
        if (!review || review.status === 'HIDDEN') return false
        // The admins' own hide, inside the report decision's transaction: the figures and the author's notice as there.
        await createReviewsService({ db: tx, now }).decide(id, { action: 'HIDE', target: 'REVIEW', reason })
        articleOf.set(id, review.articleId)
        return true
      },
    },
    changed(id: number) {
      const articleId = articleOf.get(id)
      articleOf.delete(id)
      if (articleId !== undefined) changed(articleId)
    },
  }
}
