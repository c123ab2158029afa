import { eq } from 'drizzle-orm'
import type { PlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { articles, categories, contactMessages, promotions, users } from '#src/db/schema/index'
import { grantPublicationCredit } from '#src/modules/credits/credits.service'

export async function findUserId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!row) throw new Error(`no user ${username}: sign in first`)
  return row.id
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

export async function insertContactMessage(db: Db, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: 'Ada', email: 'ada@example.com', message: 'Hello from the contact form.', ...overrides })
    .returning()
  return row!
}

/** A valid body for POST/PUT /api/articles (the spec's Article fields); override any field. */
export function articleBody(overrides: Record<string, unknown> = {}) {
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
