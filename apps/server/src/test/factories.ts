import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { and, eq } from 'drizzle-orm'
import type { PlanType } from '@spotlight/shared/domain/enums'
import type { ArticleInput } from '@spotlight/shared/schemas/articles'
import type { Db } from '#src/db/client'
import {
  articles,
  categories,
  categoryTranslations,
  contactMessages,
  media,
  payments,
  promotions,
  publicationCredits,
  users,
} from '#src/db/schema/index'
import { grantPublicationCredit } from '#src/modules/credits/credits.service'

export async function findUserId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!row) throw new Error(`no user ${username}: sign in first`)
  return row.id
}

/** Dates the account `days` back (an established account, for the rules that weigh new ones). */
export async function setAccountAge(db: Db, username: string, days: number) {
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 24 * 3600 * 1000) })
    .where(eq(users.username, username))
}

export async function insertArticle(db: Db, ownerId: number, overrides: Partial<typeof articles.$inferInsert> = {}) {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1)
  const [row] = await db
    .insert(articles)
    .values({
      ownerId,
      company: 'Acme',
      app: 'Acme App',
      title: 'An article',
      description: 'About an app',
      categoryId: category?.id ?? null,
      content: '<p>Hello</p>',
      publishDate: new Date().toISOString().slice(0, 10),
      status: 'PUBLISHED',
      ...overrides,
    })
    .returning()
  return row!
}

export async function insertPromotion(
  db: Db,
  articleId: number,
  planType: PlanType,
  overrides: Partial<typeof promotions.$inferInsert> = {},
) {
  const now = Date.now()
  const [row] = await db
    .insert(promotions)
    .values({
      articleId,
      planType,
      state: 'ACTIVE',
      startsAt: new Date(now),
      expiresAt: new Date(now + 30 * 24 * 3600 * 1000),
      ...overrides,
    })
    .returning()
  return row!
}

/** 'YYYY-MM-DD' of today (UTC) shifted by a number of days: publish dates in the past or the future. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10)
}

export async function findCategoryId(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug))
  if (!row) throw new Error(`no category ${slug}`)
  return row.id
}

/** Sets (or, both null, removes) a category's name and description in one language other than English. */
export async function setCategoryTranslation(
  db: Db,
  slug: string,
  language: string,
  { name = null, description = null }: { name?: string | null; description?: string | null },
) {
  const categoryId = await findCategoryId(db, slug)
  const key = and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.language, language))
  await db.delete(categoryTranslations).where(key)
  if (name !== null || description !== null)
    await db.insert(categoryTranslations).values({ categoryId, language, name, description })
}

export async function insertContactMessage(db: Db, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: 'Ada', email: 'ada@example.com', message: 'Hello from the contact form.', ...overrides })
    .returning()
  return row!
}

/** A valid body for POST/PUT /api/articles (the Article's fields); override any field. */
export function articleBody(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    company: 'Acme',
    app: 'Acme App',
    title: 'A new app for Pioneers',
    description: 'What the app does, in two lines.',
    category: { name: 'Games', slug: 'games' },
    content: '<p>Download it at <a href="https://example.com">example.com</a>.</p>',
    publishDate: new Date().toISOString().slice(0, 10),
    status: 'DRAFT',
    ...overrides,
  }
}

/** Gives a user `count` unused publication credits (what a completed STANDARD payment does). */
export async function grantCredits(db: Db, userId: number, count = 1) {
  for (let i = 0; i < count; i += 1) await grantPublicationCredit(db, { userId })
}

/** Our order row (payments table) by its id. */
export async function findOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, orderId))
  return row ?? null
}

/** Every promotion of an article, oldest first. */
export async function listPromotions(db: Db, articleId: number) {
  return db.select().from(promotions).where(eq(promotions.articleId, articleId)).orderBy(promotions.id)
}

/** Publication credits of a user (granted by completed STANDARD payments, or by tests). */
export async function listCredits(db: Db, userId: number) {
  return db.select().from(publicationCredits).where(eq(publicationCredits.userId, userId))
}

/** A media row as an upload would leave it (no file on disk unless the test writes one). */
export async function insertMedia(db: Db, ownerId: number, overrides: Partial<typeof media.$inferInsert> = {}) {
  const id = randomBytes(16).toString('hex')
  const [row] = await db
    .insert(media)
    .values({
      ownerId,
      kind: 'IMAGE',
      publicId: `2026/01/${id}`,
      url: `/media/2026/01/${id}.webp`,
      bytes: 100,
      width: 10,
      height: 10,
      ...overrides,
    })
    .returning()
  return row!
}

/** Fixture files of upload tests (copied from the shared fixtures, so a fresh clone has them). */
export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url))
