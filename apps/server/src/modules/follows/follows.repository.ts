import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { categoryFollows, followAnnouncements, makerFollows } from '#src/db/schema/follows'

export type NewAnnouncement = typeof followAnnouncements.$inferInsert

/** Queries only: who follows whom, and the publications waiting to be announced. */
export function createFollowsRepository(db: Db) {
  return {
    /** One row per pair: following again adds nothing. */
    async followMaker(followerId: number, makerId: number, at: Date) {
      await db.insert(makerFollows).values({ followerId, makerId, createdAt: at }).onConflictDoNothing()
    },
    async unfollowMaker(followerId: number, makerId: number) {
      await db
        .delete(makerFollows)
        .where(and(eq(makerFollows.followerId, followerId), eq(makerFollows.makerId, makerId)))
    },
    async countMakerFollowers(makerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(makerFollows).where(eq(makerFollows.makerId, makerId))
      return row?.n ?? 0
    },
    async followCategory(followerId: number, categoryId: number, at: Date) {
      await db.insert(categoryFollows).values({ followerId, categoryId, createdAt: at }).onConflictDoNothing()
    },
    async unfollowCategory(followerId: number, categoryId: number) {
      await db
        .delete(categoryFollows)
        .where(and(eq(categoryFollows.followerId, followerId), eq(categoryFollows.categoryId, categoryId)))
    },
    async countCategoryFollowers(categoryId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(categoryFollows)
        .where(eq(categoryFollows.categoryId, categoryId))
      return row?.n ?? 0
    },
    listFollowedMakers(followerId: number) {
      return db
        .select({ makerId: makerFollows.makerId, createdAt: makerFollows.createdAt })
        .from(makerFollows)
        .where(eq(makerFollows.followerId, followerId))
        .orderBy(desc(makerFollows.createdAt), desc(makerFollows.makerId))
    },
    listFollowedCategories(followerId: number) {
      return db
        .select({ categoryId: categoryFollows.categoryId, createdAt: categoryFollows.createdAt })
        .from(categoryFollows)
        .where(eq(categoryFollows.followerId, followerId))
        .orderBy(desc(categoryFollows.createdAt), desc(categoryFollows.categoryId))
    },

    /** An article to announce once it is public; an article announced (or queued) before adds nothing. */
    async queueAnnouncement(values: NewAnnouncement) {
      await db.insert(followAnnouncements).values(values).onConflictDoNothing()
    },
    /**
     * Marks up to `limit` due announcements as made and returns them, in the caller's transaction:
     * SKIP LOCKED lets another instance take the next ones meanwhile, and a rollback puts them back.
     */
    async claimDueAnnouncements(at: Date, limit: number) {
      const due = db
        .select({ articleId: followAnnouncements.articleId })
        .from(followAnnouncements)
        .where(
          sql`${followAnnouncements.announcedAt} is null and ${followAnnouncements.dueAt} <= ${at.toISOString()}::timestamptz`,
        )
        .orderBy(followAnnouncements.dueAt, followAnnouncements.articleId)
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(followAnnouncements)
        .set({ announcedAt: at })
        .where(inArray(followAnnouncements.articleId, due))
        .returning()
    },
    async listMakerFollowers(makerId: number): Promise<number[]> {
      const rows = await db
        .select({ followerId: makerFollows.followerId })
        .from(makerFollows)
        .where(eq(makerFollows.makerId, makerId))
      return rows.map((row) => row.followerId)
    },
    async listCategoryFollowers(categoryId: number): Promise<number[]> {
      const rows = await db
        .select({ followerId: categoryFollows.followerId })
        .from(categoryFollows)
        .where(eq(categoryFollows.categoryId, categoryId))
      return rows.map((row) => row.followerId)
    },
  }
}
export type FollowsRepository = ReturnType<typeof createFollowsRepository>
