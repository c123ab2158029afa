import { and, eq, inArray, isNull, lt, min, notExists, or, sql, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articles, categories, media } from '#src/db/schema/index'

export type MediaRow = typeof media.$inferSelect

/** The article fields that say which media it uses. */
export type ArticleMediaRefs = {
  id: number
  ownerId: number
  headerImage: string | null
  promoVideo: string | null
  content: string
}

/** An article uses a file as its header, its video, or in its body (by url, or by public id). */
function articleUses(url: string | SQLWrapper, publicId: string | SQLWrapper) {
  return or(
    eq(articles.headerImage, url),
    eq(articles.promoVideo, url),
    eq(articles.headerImagePublicId, publicId),
    eq(articles.promoVideoPublicId, publicId),
    sql`strpos(${articles.content}, ${url}) > 0`,
  )
}

// Queries only. Reading `articles` and `categories` here is an exception to "own tables only" (listed in
// db/schema/owners.json): whether a file is still used is a question about article text and category
// headers, and asking it in SQL keeps the sweep one query per file.
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

    /**
     * Of these stored files' public ids, those a row knows (by its public id, or by its address for a
     * row whose id differs from its file's name): one query for a page of the store's files.
     */
    async listKnownIds(publicIds: string[], urls: string[]): Promise<Set<string>> {
      if (publicIds.length === 0) return new Set()
      const rows = await db
        .select({ publicId: media.publicId, url: media.url })
        .from(media)
        .where(or(inArray(media.publicId, publicIds), urls.length > 0 ? inArray(media.url, urls) : undefined))
      const known = new Set<string>()
      for (const row of rows) {
        known.add(row.publicId)
        const fromUrl = /^\/media\/(\d{4}\/\d{2}\/[0-9a-f]{32})\./.exec(row.url)?.[1]
        if (fromUrl) known.add(fromUrl)
      }
      return known
    },

    /** When the oldest upload still recorded was made; null when none is. */
    async oldestCreatedAt(): Promise<Date | null> {
      const [row] = await db.select({ at: min(media.createdAt) }).from(media)
      return row?.at ?? null
    },

    async deleteById(id: number): Promise<void> {
      await db.delete(media).where(eq(media.id, id))
    },

    /** Images whose copies were never made (null), oldest first: the start-up pass and `npm run media:variants`. */
    listImagesWithoutVariants(limit: number): Promise<MediaRow[]> {
      return db
        .select()
        .from(media)
        .where(and(eq(media.kind, 'IMAGE'), isNull(media.variantWidths)))
        .orderBy(media.id)
        .limit(limit)
    },

    /**
     * Who shows a file now: the articles that use it (read now, not when it was uploaded: an upload
     * made before its article was saved is attached afterwards) and the categories it heads.
     */
    async listShowing(row: Pick<MediaRow, 'url' | 'publicId' | 'articleId'>) {
      const using = await db
        .select({ id: articles.id })
        .from(articles)
        .where(
          row.articleId === null
            ? articleUses(row.url, row.publicId)
            : or(articleUses(row.url, row.publicId), eq(articles.id, row.articleId)),
        )
      const headed = await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(eq(categories.headerImage, row.url))
      return { articleIds: using.map((article) => article.id), categorySlugs: headed.map((category) => category.slug) }
    },

    /**
     * Records which widths have copies (an empty list: none can be made, so none is tried again).
     * False when the row is gone: the file was deleted while its copies were being made.
     */
    async setVariantWidths(id: number, widths: number[]): Promise<boolean> {
      const updated = await db
        .update(media)
        .set({ variantWidths: widths })
        .where(eq(media.id, id))
        .returning({ id: media.id })
      return updated.length > 0
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

    /**
     * Bytes of the owner's uploads that are attached to no article and used by none: what the sweep
     * would remove after a day, and what the cap on unattached uploads counts.
     */
    async unattachedBytesOf(ownerId: number): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string | number>`coalesce(sum(${media.bytes}), 0)` })
        .from(media)
        .where(
          and(
            eq(media.ownerId, ownerId),
            isNull(media.articleId),
            notExists(db.select({ id: articles.id }).from(articles).where(articleUses(media.url, media.publicId))),
          ),
        )
      return Number(row?.bytes ?? 0)
    },

    /** True when some article (other than `exceptArticleId`) uses the file as header, video or in its body. */
    async isReferenced(row: Pick<MediaRow, 'url' | 'publicId'>, exceptArticleId?: number): Promise<boolean> {
      const uses = articleUses(row.url, row.publicId)
      const where = exceptArticleId === undefined ? uses : and(uses, sql`${articles.id} <> ${exceptArticleId}`)
      const [hit] = await db.select({ id: articles.id }).from(articles).where(where).limit(1)
      if (hit !== undefined) return true
      // A category's header image (uploaded from the category form) is in use too: never swept.
      const [header] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.headerImage, row.url))
        .limit(1)
      return header !== undefined
    },
  }
}
export type MediaRepository = ReturnType<typeof createMediaRepository>
