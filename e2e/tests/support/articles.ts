// API shortcuts of the payment journeys: articles to promote, made without the UI.
import { expect } from 'vitest'
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

/** An admin's article is published at once (architecture section 3). */
export async function publishAsAdmin(admin: SignedInUser, title: string): Promise<number> {
  const article = await call('POST', '/api/articles', admin.accessToken, {
    company: 'Acme',
    app: 'PiChat',
    title,
    description: 'A chat app for Pioneers.',
    category: { slug: 'marketplaces' },
    content: '<p>Hello Pioneers</p>',
    publishDate: new Date().toISOString().slice(0, 10),
    status: 'PUBLISHED',
  })
  expect(article.status).toBe('PUBLISHED')
  return Number(article.id)
}

/** A user's article, paid with a STANDARD credit through the simulated wallet, then approved by the admin. */
export async function publishAsUser(owner: SignedInUser, admin: SignedInUser, title: string): Promise<number> {
  const order = await call('POST', '/api/payments/create', owner.accessToken, { planType: 'STANDARD' })
  const wallet = await call('POST', '/__pi-sim/v2/payments/user_to_app', `sim-${owner.username}`, {
    amount: order.amount,
    memo: order.memo,
    metadata: order.metadata,
  })
  const piId = String(wallet.identifier)
  await call('POST', '/api/payments/approve', owner.accessToken, { paymentId: piId })
  const signed = await call('POST', `/__pi-sim/v2/payments/${piId}/sign`, `sim-${owner.username}`)
  await call('POST', '/api/payments/complete', owner.accessToken, { paymentId: piId, txid: signed.txid })
  const article = await call('POST', '/api/articles', owner.accessToken, {
    company: 'Acme',
    app: 'PiChat',
    title,
    description: 'A chat app for Pioneers.',
    category: { slug: 'marketplaces' },
    content: '<p>Hello Pioneers</p>',
    publishDate: new Date().toISOString().slice(0, 10),
    status: 'PENDING_APPROVAL',
  })
  await call('PUT', `/api/articles/${String(article.id)}/approve`, admin.accessToken)
  return Number(article.id)
}
