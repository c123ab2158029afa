// API shortcuts of the payment journeys: articles to promote, made without the UI.
import { expect } from 'vitest'
import type { PlanType } from '@spotlight/shared/domain/enums'
import type { ArticleInput } from '@spotlight/shared/schemas/articles'
import { baseUrl, type SignedInUser } from '../../fixtures'

/** One API call with a bearer token; fails the journey on any non-2xx answer. */
export async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true)
  return (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as Record<
    string,
    unknown
  >
}

export type ArticleStatus = ArticleInput['status']

/**
 * An article of `user`'s written through the API, as the editor sends it: `status` says whether it
 * is a draft, goes to review (a user's needs a credit: `buyCredit`) or is published (an admin's).
 */
export async function createArticle(
  user: SignedInUser,
  {
    title,
    status,
    category = 'marketplaces',
    content = '<p>Hello Pioneers</p>',
  }: { title: string; status: ArticleStatus; category?: string; content?: string },
): Promise<number> {
  const body: ArticleInput = {
    company: 'Acme',
    app: 'PiChat',
    title,
    description: 'A chat app for Pioneers.',
    category: { slug: category },
    content,
    publishDate: new Date().toISOString().slice(0, 10),
    status,
  }
  const article = await call('POST', '/api/articles', user.accessToken, body)
  expect(article.status).toBe(status)
  return Number(article.id)
}

/**
 * A plan bought the way the SDK buys it, without the UI: our order, the simulated wallet's payment,
 * approve, sign, complete. Answers the completed order (its `expirationAt` for a slider plan).
 */
export async function buyPlan(
  user: SignedInUser,
  body: { planType: PlanType; articleId?: number; categorySlug?: string },
) {
  const order = await call('POST', '/api/payments/create', user.accessToken, body)
  const wallet = await call('POST', '/__pi-sim/v2/payments/user_to_app', `sim-${user.username}`, {
    amount: order.amount,
    memo: order.memo,
    metadata: order.metadata,
  })
  const piId = String(wallet.identifier)
  await call('POST', '/api/payments/approve', user.accessToken, { paymentId: piId })
  const signed = await call('POST', `/__pi-sim/v2/payments/${piId}/sign`, `sim-${user.username}`)
  return call('POST', '/api/payments/complete', user.accessToken, { paymentId: piId, txid: signed.txid })
}

/** A publication credit the way a user gets one: a STANDARD order paid through the simulated wallet. */
export async function buyCredit(user: SignedInUser) {
  await buyPlan(user, { planType: 'STANDARD' })
}

/** An admin's article is published at once. */
export const publishAsAdmin = (admin: SignedInUser, title: string) =>
  createArticle(admin, { title, status: 'PUBLISHED' })

/** A user's article, paid with a STANDARD credit through the simulated wallet, then approved by the admin. */
export async function publishAsUser(owner: SignedInUser, admin: SignedInUser, title: string): Promise<number> {
  await buyCredit(owner)
  const id = await createArticle(owner, { title, status: 'PENDING_APPROVAL' })
  await call('PUT', `/api/articles/${id}/approve`, admin.accessToken)
  return id
}
