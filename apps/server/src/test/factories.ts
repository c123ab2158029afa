import { eq } from 'drizzle-orm'
import type { PlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { articles, categories, promotions, users } from '#src/db/schema/index'

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
