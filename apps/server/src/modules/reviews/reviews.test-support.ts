import { reviews, sessions, users } from '#src/db/schema/index'
import { hashToken, newSessionToken } from '#src/modules/auth/session-token'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'

export type Account = { token: string; userId: number; username: string }

/** Signed in through the simulator, as the web does (sign-ins are rate-limited: admins and makers only). */
export async function account(t: TestApp, username: string): Promise<Account> {
  const { accessToken } = await signIn(t, username)
  return { token: accessToken, userId: await findUserId(t.database.db, username), username }
}

/** A reader with a live session, written straight into the database (many readers, no sign-in limit). */
export async function reader(t: TestApp, username: string, createdAt = new Date()): Promise<Account> {
  const db = t.database.db
  const [user] = await db
    .insert(users)
    .values({ piUid: `sim-uid-${username}`, username, createdAt })
    .returning({ id: users.id })
  const token = newSessionToken()
  await db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) })
  return { token, userId: user!.id, username }
}

/**
 * An account whose reviews publish at once: first seen two days ago, with one earlier review (on an
 * article of its own making, written straight into the database).
 */
export async function regularAccount(t: TestApp, username: string): Promise<Account> {
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000)
  const regular = await reader(t, username, twoDaysAgo)
  const db = t.database.db
  const elsewhere = await insertArticle(db, regular.userId, { title: 'Elsewhere' })
  await db.insert(reviews).values({
    articleId: elsewhere.id,
    authorId: regular.userId,
    rating: 4,
    status: 'PUBLISHED',
    createdAt: twoDaysAgo,
  })
  return regular
}

export function reviewApi(t: TestApp) {
  return {
    put: (articleId: number, token: string | undefined, json: unknown) =>
      t.request(`/api/articles/${articleId}/reviews/mine`, { method: 'PUT', json, ...(token ? { token } : {}) }),
    del: (articleId: number, token?: string) =>
      t.request(`/api/articles/${articleId}/reviews/mine`, { method: 'DELETE', ...(token ? { token } : {}) }),
    mine: (articleId: number, token?: string) =>
      t.request(`/api/articles/${articleId}/reviews/mine`, token ? { token } : {}),
    list: (articleId: number, query = '', token?: string) =>
      t.request(`/api/articles/${articleId}/reviews${query}`, token ? { token } : {}),
    rating: (articleId: number) => t.request(`/api/articles/${articleId}/rating`),
    reply: (reviewId: number, token: string | undefined, json: unknown) =>
      t.request(`/api/reviews/${reviewId}/reply`, { method: 'PUT', json, ...(token ? { token } : {}) }),
    unreply: (reviewId: number, token?: string) =>
      t.request(`/api/reviews/${reviewId}/reply`, { method: 'DELETE', ...(token ? { token } : {}) }),
    helpful: (reviewId: number, token?: string, method: 'PUT' | 'DELETE' = 'PUT') =>
      t.request(`/api/reviews/${reviewId}/helpful`, { method, ...(token ? { token } : {}) }),
    queue: (query = '', token?: string) => t.request(`/api/admin/reviews${query}`, token ? { token } : {}),
    decide: (reviewId: number, token: string | undefined, json: unknown) =>
      t.request(`/api/admin/reviews/${reviewId}/decision`, { method: 'POST', json, ...(token ? { token } : {}) }),
  }
}
