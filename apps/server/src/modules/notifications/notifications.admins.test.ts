// The admins' notifications are addressed to the role: an admin who had never signed in when a
// submission or a contact message came sees it at their first sign-in; each admin reads for
// themselves; a decided article's "Article to review" is read for every admin. Real HTTP, real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits } from '#src/test/factories'
import { notificationsApi } from './notifications.test-support'

describe('the admins’ notifications', () => {
  let t: TestApp
  let api: ReturnType<typeof notificationsApi>
  const tokens = { author: '', first: '', second: '', user: '' }
  let articleId: number

  beforeAll(async () => {
    // Two configured admins, neither of whom has ever signed in.
    t = await buildTestApp({ env: { ADMIN_USERNAMES: 'ada,grace' } })
    api = notificationsApi(t)
    tokens.author = (await signIn(t, 'nora')).accessToken
    tokens.user = (await signIn(t, 'oscar')).accessToken
    await grantCredits(t.database.db, await findUserId(t.database.db, 'nora'), 1)
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: tokens.author,
      json: articleBody({ title: 'Pi Chess', status: 'PENDING_APPROVAL' }),
    })
    expect(created.status).toBe(201)
    articleId = ((await created.json()) as { id: number }).id
    const sent = await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'Visitor', email: 'v@example.com', message: 'Hello there, a question.' },
    })
    expect(sent.status).toBe(201)
  })
  afterAll(async () => {
    await t.close()
  })

  it('shows an admin, at their first sign-in, what was raised before it, in their language', async () => {
    tokens.first = (await signIn(t, 'ada')).accessToken
    tokens.second = (await signIn(t, 'grace')).accessToken
    const { body } = await api.list(tokens.first)
    expect(body.unread).toBe(2)
    expect(body.items.map((item) => [item.type, item.readAt])).toEqual([
      ['CONTACT_MESSAGE', null],
      ['REVIEW_NEEDED', null],
    ])
    expect(body.items[1]).toMatchObject({ articleId, title: 'Article to review', link: '/admin-dashboard/pending' })
    const es = (await api.list(tokens.second, '', { 'accept-language': 'es' })).body
    expect(es.items.map((item) => item.title)).toEqual(['Nuevo mensaje de contacto', 'Artículo por revisar'])
  })

  it('keeps them from users, the author included', async () => {
    for (const token of [tokens.user, tokens.author]) {
      expect((await api.list(token)).body).toEqual({ unread: 0, items: [] })
      const marked = await api.read(token, { all: true })
      expect(await marked.json()).toEqual({ marked: 0, unread: 0 })
    }
    expect((await api.list(tokens.first)).body.unread).toBe(2)
  })

  it('keeps each admin’s read state their own', async () => {
    const contact = (await api.list(tokens.first)).body.items.find((item) => item.type === 'CONTACT_MESSAGE')!
    const response = await api.read(tokens.first, { ids: [contact.id] })
    expect(await response.json()).toEqual({ marked: 1, unread: 1 })
    // Twice is once.
    expect(await (await api.read(tokens.first, { ids: [contact.id] })).json()).toEqual({ marked: 0, unread: 1 })
    const mine = (await api.list(tokens.first)).body.items.find((item) => item.id === contact.id)!
    expect(mine.readAt).not.toBeNull()

    const theirs = (await api.list(tokens.second)).body
    expect(theirs.unread).toBe(2)
    expect(theirs.items.find((item) => item.id === contact.id)!.readAt).toBeNull()
  })

  it('reads "Article to review" for every admin once the article is decided by any of them', async () => {
    const approved = await t.request(`/api/articles/${articleId}/approve`, { method: 'PUT', token: tokens.second })
    expect(approved.status).toBe(200)
    for (const token of [tokens.first, tokens.second]) {
      const { body } = await api.list(token)
      const review = body.items.find((item) => item.type === 'REVIEW_NEEDED')!
      expect(review.readAt).not.toBeNull()
    }
    expect((await api.list(tokens.first)).body.unread).toBe(0)
    // The contact message the second admin has not read stays unread for them.
    expect((await api.list(tokens.second)).body.unread).toBe(1)
    expect(await (await api.read(tokens.second, { all: true })).json()).toEqual({ marked: 1, unread: 0 })
  })

  it('reads it for every admin when the author takes the article back (deleted while pending) or it is rejected', async () => {
    const ids: number[] = []
    for (const title of ['Pi Poker', 'Pi Go']) {
      await grantCredits(t.database.db, await findUserId(t.database.db, 'nora'), 1)
      const created = await t.request('/api/articles', {
        method: 'POST',
        token: tokens.author,
        json: articleBody({ title, status: 'PENDING_APPROVAL' }),
      })
      ids.push(((await created.json()) as { id: number }).id)
    }
    expect((await api.list(tokens.first)).body.unread).toBe(2)
    expect((await t.request(`/api/articles/${ids[0]}`, { method: 'DELETE', token: tokens.author })).status).toBe(204)
    const rejected = await t.request(`/api/articles/${ids[1]}/reject`, {
      method: 'PUT',
      token: tokens.first,
      json: { reason: 'The link is broken.' },
    })
    expect(rejected.status).toBe(200)
    for (const token of [tokens.first, tokens.second]) expect((await api.list(token)).body.unread).toBe(0)
  })
})
