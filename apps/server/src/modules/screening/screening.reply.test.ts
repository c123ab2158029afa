import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { AuditListSchema } from '@spotlight/shared/schemas/audit'
import { AdminReplyListSchema, AdminReplySchema, MyReviewSchema, ReviewSchema } from '@spotlight/shared/schemas/reviews'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { account, reader, regularAccount, reviewApi, type Account } from '#src/modules/reviews/reviews.test-support'

const SCAM = 'Thanks! To claim your bonus, enter your 24-word passphrase in the form below.'

/** The maker's public reply to a review: screened as it is written or edited, held for an admin when flagged. */
describe('scam screening of replies to reviews', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let owner: Account
  let admin: Account
  let other: Account
  let articleId: number
  let adminArticleId: number

  const queue = (token?: string, query = '') => t.request(`/api/admin/review-replies${query}`, token ? { token } : {})
  const decide = (reviewId: number | string, token: string | undefined, json: unknown) =>
    t.request(`/api/admin/review-replies/${reviewId}/decision`, { method: 'POST', json, ...(token ? { token } : {}) })
  /** The review's reply as `token`'s list shows it (none: null). */
  const listedReply = async (reviewId: number, token?: string) => {
    const items = ReviewSchema.array().parse(await (await api.list(articleId, '?sort=newest', token)).json())
    return items.find((item) => item.id === reviewId)?.reply ?? null
  }
  const notesOf = async (token: string) =>
    ((await (await t.request('/api/notifications', { token })).json()) as { items: { type: string; body: string }[] })
      .items
  /** A published review of `on` by a new regular account. */
  const publishedReview = async (username: string, on = articleId) => {
    const writer = await regularAccount(t, username)
    const review = MyReviewSchema.parse(await (await api.put(on, writer.token, { rating: 4, text: 'Good' })).json())
    expect(review.status).toBe('PUBLISHED')
    return { writer, id: review.id }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    owner = await account(t, 'replier')
    admin = await account(t, 'admin')
    other = await reader(t, 'bystander')
    articleId = (await insertArticle(t.database.db, owner.userId, { company: 'Reply Co' })).id
    adminArticleId = (await insertArticle(t.database.db, admin.userId, { company: 'Spotlight' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('publishes an innocent reply at once and tells the reviewer', async () => {
    const { writer, id } = await publishedReview('calm-reader')
    const saved = ReviewSchema.parse(await (await api.reply(id, owner.token, { text: 'Thank you!' })).json())
    expect(saved.reply).toMatchObject({ text: 'Thank you!' })
    expect(saved.reply?.pending).toBeUndefined()
    expect(await listedReply(id)).toMatchObject({ text: 'Thank you!' })
    expect((await notesOf(writer.token)).filter((note) => note.type === 'REVIEW_REPLIED')).toHaveLength(1)
  })

  it('holds a flagged reply: its author sees it waiting, the public and the reviewer see none, until an admin approves it', async () => {
    const { writer, id } = await publishedReview('phished-reader')
    const saved = await api.reply(id, owner.token, { text: SCAM })
    expect(saved.status).toBe(200)
    expect(ReviewSchema.parse(await saved.json()).reply).toMatchObject({ text: SCAM, pending: true })

    expect(await listedReply(id)).toBeNull()
    expect(await listedReply(id, writer.token)).toBeNull()
    expect(await listedReply(id, other.token)).toBeNull()
    expect(await listedReply(id, owner.token)).toMatchObject({ text: SCAM, pending: true })
    expect((await notesOf(writer.token)).some((note) => note.type === 'REVIEW_REPLIED')).toBe(false)

    const held = AdminReplyListSchema.parse(await (await queue(admin.token)).json()).find((r) => r.reviewId === id)
    expect(held).toMatchObject({ status: 'PENDING', text: SCAM, author: { username: 'replier' } })
    expect(held?.review).toMatchObject({ text: 'Good', author: { username: 'phished-reader' } })
    expect(held?.screening.flagged).toBe(true)
    expect(held?.screening.findings[0]?.match).toMatch(/passphrase/i)

    const approved = await decide(id, admin.token, { action: 'APPROVE' })
    expect(approved.status).toBe(200)
    expect(AdminReplySchema.parse(await approved.json()).status).toBe('PUBLISHED')
    expect(await listedReply(id)).toMatchObject({ text: SCAM })
    expect((await listedReply(id))?.pending).toBeUndefined()
    expect((await notesOf(writer.token)).filter((note) => note.type === 'REVIEW_REPLIED')).toHaveLength(1)
    const queued = AdminReplyListSchema.parse(await (await queue(admin.token)).json())
    expect(queued.map((reply) => reply.reviewId)).not.toContain(id)

    const trail = AuditListSchema.parse(await (await t.request('/api/admin/audit', { token: admin.token })).json())
    expect(trail.find((entry) => entry.targetType === 'REPLY' && entry.targetId === String(id))).toMatchObject({
      action: 'REVIEW_APPROVE',
      summary: 'reply PENDING → PUBLISHED',
      actor: { username: 'admin' },
    })
  })

  it('takes a public reply down when it is edited into flagged text; an admin hides it with a reason its author is told', async () => {
    const { id } = await publishedReview('edited-reader')
    await api.reply(id, owner.token, { text: 'We fixed it in 1.2.' })
    expect(await listedReply(id)).toMatchObject({ text: 'We fixed it in 1.2.' })

    const edited = ReviewSchema.parse(await (await api.reply(id, owner.token, { text: SCAM })).json())
    expect(edited.reply).toMatchObject({ pending: true })
    expect(await listedReply(id)).toBeNull()
    // Edited back to innocent words, it still waits: the admin reads what it became.
    await api.reply(id, owner.token, { text: 'Sorry, wrong text.' })
    expect(await listedReply(id)).toBeNull()
    expect(await listedReply(id, owner.token)).toMatchObject({ text: 'Sorry, wrong text.', pending: true })

    const hidden = await decide(id, admin.token, { action: 'HIDE', reason: 'Asks for a passphrase' })
    expect(hidden.status).toBe(200)
    expect(AdminReplySchema.parse(await hidden.json())).toMatchObject({
      status: 'HIDDEN',
      hiddenReason: 'Asks for a passphrase',
    })
    expect(await listedReply(id)).toBeNull()
    expect(await listedReply(id, owner.token)).toBeNull()
    expect((await notesOf(owner.token)).find((note) => note.type === 'REVIEW_HIDDEN')?.body).toContain(
      'Asks for a passphrase',
    )
    const trail = AuditListSchema.parse(await (await t.request('/api/admin/audit', { token: admin.token })).json())
    expect(trail.find((entry) => entry.targetType === 'REPLY' && entry.targetId === String(id))).toMatchObject({
      action: 'REVIEW_HIDE',
      summary: 'reply PENDING → HIDDEN',
      reason: 'Asks for a passphrase',
    })
  })

  it("never holds an admin's own reply", async () => {
    const { id } = await publishedReview('admin-reader', adminArticleId)
    const saved = ReviewSchema.parse(await (await api.reply(id, admin.token, { text: SCAM })).json())
    expect(saved.reply?.pending).toBeUndefined()
    const items = ReviewSchema.array().parse(await (await api.list(adminArticleId)).json())
    expect(items.find((item) => item.id === id)?.reply).toMatchObject({ text: SCAM })
  })

  it('lets only an admin read the queue and decide: a visitor 401, the owner, the reviewer and another user 403', async () => {
    const { writer, id } = await publishedReview('guarded-reader')
    await api.reply(id, owner.token, { text: SCAM })
    expect((await queue()).status).toBe(401)
    expect((await decide(id, undefined, { action: 'APPROVE' })).status).toBe(401)
    for (const token of [owner.token, writer.token, other.token]) {
      expect((await queue(token)).status).toBe(403)
      const refused = await decide(id, token, { action: 'APPROVE' })
      expect(refused.status).toBe(403)
      expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('FORBIDDEN')
    }
    expect(await listedReply(id)).toBeNull()
    expect((await queue(admin.token)).status).toBe(200)
    expect((await queue(admin.token)).headers.get('cache-control')).toBe('private, no-store')
  })

  it.each([
    [{}, 'action'],
    [{ action: 5 }, 'action'],
    [{ action: 'PUBLISH' }, 'action'],
    [{ action: 'HIDE' }, 'reason'],
    [{ action: 'HIDE', reason: '   ' }, 'reason'],
    [{ action: 'HIDE', reason: 42 }, 'reason'],
    [{ action: 'HIDE', reason: 'x'.repeat(501) }, 'reason'],
  ])('refuses a bad decision (%#) with 400, never a 500', async (body, field) => {
    const { id } = await publishedReview(`bad-decision-${field}-${JSON.stringify(body).length}`)
    await api.reply(id, owner.token, { text: SCAM })
    const response = await decide(id, admin.token, body)
    expect(response.status).toBe(400)
    const error = ErrorBodySchema.parse(await response.json()).error
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(JSON.stringify(error.details ?? [])).toContain(field)
    expect(await listedReply(id, owner.token)).toMatchObject({ pending: true })
  })

  it('answers 400 for a malformed id, limit or body, and 404 for a review without a reply', async () => {
    for (const id of ['abc', '0', '-1', '99999999999'])
      expect((await decide(id, admin.token, { action: 'APPROVE' })).status).toBe(400)
    for (const query of ['?limit=abc', '?limit=0', '?limit=1000'])
      expect((await queue(admin.token, query)).status).toBe(400)
    const raw = await t.request('/api/admin/review-replies/1/decision', {
      method: 'POST',
      token: admin.token,
      headers: { 'content-type': 'application/json' },
      body: '{"action":',
    })
    expect(raw.status).toBe(400)
    const { id } = await publishedReview('unanswered-reader')
    const missing = await decide(id, admin.token, { action: 'APPROVE' })
    expect(missing.status).toBe(404)
    expect((await decide(999_999, admin.token, { action: 'HIDE', reason: 'x' })).status).toBe(404)
  })

  it('keeps hostile HTML in a reply and in a reason as the text it is', async () => {
    const { id } = await publishedReview('html-reader')
    const html = '<img src=x onerror=alert(1)><script>alert(1)</script>'
    expect((await api.reply(id, owner.token, { text: html })).status).toBe(200)
    expect(await listedReply(id)).toMatchObject({ text: html })
    const hidden = await decide(id, admin.token, { action: 'HIDE', reason: html })
    expect(hidden.status).toBe(200)
    expect(AdminReplySchema.parse(await hidden.json()).hiddenReason).toBe(html)
    // An oversize reply is refused before screening, and nothing changes.
    expect((await api.reply(id, owner.token, { text: 'x'.repeat(1001) })).status).toBe(400)
    expect((await api.reply(id, owner.token, { text: 7 })).status).toBe(400)
  })
})
