import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articles, media } from '#src/db/schema/index'

export type MediaRow = typeof media.$inferSelect

/** The article fields that say which media it uses. */
export type ArticleMediaRefs = {
  id: number
  ownerId: number
  headerImage: string | null
  promoVideo: string | null
  content: string
}

// Queries only. Reading `articles` here is the one exception to "own tables only": whether a file is
// still used is a question about article text, and asking it in SQL keeps the sweep one query per file.
export function createMediaRepository(db: Db) {
  return {
    async insertMedia(values: typeof media.$inferInsert): Promise<MediaRow> {
      const [row] = await db.insert(media).values(values).returning()
      return row!
    },

    async findByPublicId(publicId: string): Promise<MediaRow | null> {
      const [row] = await db.select().from(media).where(eq(media.publicId, publicId)).limit(1)
      return row ?? null
    },

    listByUrls(urls: string[]): Promise<MediaRow[]> {
      if (urls.length === 0) return Promise.resolve([])
      return db.select().from(media).where(inArray(media.url, urls))
    },

    listAttachedTo(articleId: number): Promise<MediaRow[]> {
      return db.select().from(media).where(eq(media.articleId, articleId))
    },

    /** Uploads older than `before` that no article row points at (the sweep then checks the texts). */
    listUnattachedBefore(before: Date, limit: number): Promise<MediaRow[]> {
      return db
        .select()
        .from(media)
        .where(and(isNull(media.articleId), lt(media.createdAt, before)))
        .limit(limit)
    },

    async deleteById(id: number): Promise<void> {
      await db.delete(media).where(eq(media.id, id))
    },

    async findArticleRefs(articleId: number): Promise<ArticleMediaRefs | null> {
      const [row] = await db
        .select({
          id: articles.id,
          ownerId: articles.ownerId,
          headerImage: articles.headerImage,
          promoVideo: articles.promoVideo,
          content: articles.content,
        })
        .from(articles)
        .where(eq(articles.id, articleId))
        .limit(1)
      return row ?? null
    },

    /** True when some article (other than `exceptArticleId`) uses the file as header, video or in its body. */
    async isReferenced(row: Pick<MediaRow, 'url' | 'publicId'>, exceptArticleId?: number): Promise<boolean> {
      const uses = or(
        eq(articles.headerImage, row.url),
        eq(articles.promoVideo, row.url),
        eq(articles.headerImagePublicId, row.publicId),
        eq(articles.promoVideoPublicId, row.publicId),
        sql`strpos(${articles.content}, ${row.url}) > 0`,
      )
      const where = exceptArticleId === undefined ? uses : and(uses, sql`${articles.id} <> ${exceptArticleId}`)
      const [hit] = await db.select({ id: articles.id }).from(articles).where(where).limit(1)
      return hit !== undefined
    },
  }
}
export type MediaRepository = ReturnType<typeof createMediaRepository>
