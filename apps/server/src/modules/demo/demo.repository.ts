import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articles, categories, categoryTranslations, media, users } from '#src/db/schema/index'

/** An arbitrary constant: two instances starting on one empty database seed once. */
const DEMO_SEED_LOCK = 7_272_025

/**
 * Queries of the demo seed; it writes straight into the tables, as the category seed does, except
 * promotions: those go through the promotions service, the owner of their slot rules.
 */
export function createDemoRepository(db: Db) {
  return {
    async countArticles(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(articles)
      return row?.total ?? 0
    },
    /** Holds until the end of the transaction the repository was built over. */
    async lockSeed(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`)
    },
    listCategories() {
      return db.select({ id: categories.id, slug: categories.slug }).from(categories)
    },
    /** A translation an admin already gave a category is kept. */
    async insertCategoryTranslations(rows: (typeof categoryTranslations.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(categoryTranslations).values(rows).onConflictDoNothing()
    },
    async findOrInsertUser(values: { piUid: string; username: string }): Promise<number> {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, values.username))
      if (existing) return existing.id
      const [row] = await db
        .insert(users)
        .values({ ...values, role: 'USER' })
        .returning({ id: users.id })
      return row!.id
    },
    async insertArticle(values: typeof articles.$inferInsert): Promise<number> {
      const [row] = await db.insert(articles).values(values).returning({ id: articles.id })
      return row!.id
    },
    async upsertMedia(values: typeof media.$inferInsert): Promise<void> {
      await db
        .insert(media)
        .values(values)
        .onConflictDoUpdate({ target: media.publicId, set: { articleId: values.articleId, ownerId: values.ownerId } })
    },
  }
}
