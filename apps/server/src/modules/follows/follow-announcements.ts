// A published article is announced to the followers of its maker and of its category: queued in the
// publication's transaction (through the service, called by the articles module), told by a job once
// its publish date has come, each article once. A follower of both hears of it once, as the maker's.
import type { Db } from '#src/db/client'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import { raiseFollowedNews, translatedNames, type ScheduledJob } from '#src/modules/notifications/notifications.service'
import { createFollowsRepository } from './follows.repository'

/** What the articles module says about an article that has just become published. */
export type PublishedArticle = {
  id: number
  ownerId: number
  categoryId: number | null
  title: string
  company: string
  /** 'YYYY-MM-DD': a later date schedules the publication, and the news waits for it. */
  publishDate: string
}

/** Announcements handled per transaction: a maker with many followers never holds one open long. */
const BATCH = 20

/** In the publication's transaction: the article will be announced once it is public. */
export async function queuePublication(tx: Db, article: PublishedArticle, at: Date): Promise<void> {
  const publicFrom = new Date(`${article.publishDate}T00:00:00Z`)
  await createFollowsRepository(tx).queueAnnouncement({
    articleId: article.id,
    makerId: article.ownerId,
    categoryId: article.categoryId,
    title: article.title,
    company: article.company,
    dueAt: publicFrom > at ? publicFrom : at,
  })
}

/** Announces every due publication; answers how many articles were announced. */
export async function announceDue(db: Db, at: Date): Promise<number> {
  let announced = 0
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const repo = createFollowsRepository(tx)
      const due = await repo.claimDueAnnouncements(at, BATCH)
      for (const article of due) {
        const viaMaker = new Set(await repo.listMakerFollowers(article.makerId))
        const viaCategory = article.categoryId === null ? [] : await repo.listCategoryFollowers(article.categoryId)
        const category =
          article.categoryId === null ? null : await createCategoriesService({ db: tx }).findById(article.categoryId)
        // The category's names in every language: each follower reads the news in their own.
        const categorySource = category ? translatedNames('source', category) : { source: '' }
        const followers = new Set([...viaMaker, ...viaCategory])
        // The maker hears nothing of their own article.
        followers.delete(article.makerId)
        for (const userId of followers) {
          const source = viaMaker.has(userId) ? { source: article.company } : categorySource
          await raiseFollowedNews(
            tx,
            userId,
            { articleId: article.articleId, articleTitle: article.title, ...source },
            at,
          )
        }
      }
      return due.length
    })
    announced += handled
    if (handled < BATCH) return announced
  }
}

/** The scheduler's job: a scheduled article's followers hear of it on its day, and a missed kick is caught up. */
export function followAnnouncementsJob(): ScheduledJob {
  return {
    name: 'follow-announcements',
    everyMs: 60_000,
    run: ({ db, now }) => announceDue(db, now).then(() => undefined),
  }
}
