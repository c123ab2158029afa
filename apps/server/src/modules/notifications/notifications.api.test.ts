// GET /api/notifications and POST /api/notifications/read: own notifications only, newest
// first, keyset pages like GET /api/articles, the reader's language; and the events that raise them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_TYPES } from '@spotlight/shared/domain/notification-types'
import { NotificationListSchema } from '@spotlight/shared/schemas/notifications'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits, insertArticle } from '#src/test/factories'
import { raiseNotification } from './notifications.service'
import { notificationsApi } from './notifications.test-support'

describe('the notifications API', () => {
  let t: TestApp
  let api: ReturnType<typeof notificationsApi>
  const tokens = { owner: '', other: '', admin: '' }
  let ownerId: number

  beforeAll(async () => {
    t = await buildTestApp()
    api = notificationsApi(t)
    tokens.owner = (await signIn(t, 'nora')).accessToken
    tokens.other = (await signIn(t, 'oscar')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'nora')
  })
  afterAll(async () => {
    await t.close()
  })

  const put = (token: string, path: string, json?: unknown) =>
    t.request(`/api/articles${path}`, { method: 'PUT', token, ...(json === undefined ? {} : { json }) })

  it('tells every admin of a submission, and the owner of the verdict, with the reason', async () => {
    await grantCredits(t.database.db, ownerId, 2)
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: tokens.owner,
      json: articleBody({ title: 'Pi Chess <b>live</b>', status: 'PENDING_APPROVAL' }),
    })
    expect(created.status).toBe(201)
    const article = (await created.json()) as { id: number }

    const forAdmin = (await api.list(tokens.admin)).body
    expect(forAdmin.items[0]).toMatchObject({
      type: 'REVIEW_NEEDED',
      articleId: article.id,
      title: 'Article to review',
      body: 'nora submitted "Pi Chess <b>live</b>".',
      link: '/admin-dashboard/pending',
      readAt: null,
    })

    expect((await put(tokens.admin, `/${article.id}/reject`, { reason: 'The link is broken.' })).status).toBe(200)
    let mine = (await api.list(tokens.owner)).body
    expect(mine.items.map((item) => item.type)).toEqual(['ARTICLE_REJECTED'])
    expect(mine.items[0]!.body).toBe('"Pi Chess <b>live</b>" was rejected: The link is broken.')
    expect(mine.items[0]!.link).toBe('/user-dashboard/rejected')

    // Resubmitted: the admins hear again; approved: the owner hears once.
    expect((await put(tokens.owner, `/${article.id}/submit`)).status).toBe(200)
    expect((await put(tokens.admin, `/${article.id}/approve`)).status).toBe(200)
    expect((await put(tokens.admin, `/${article.id}/approve`)).status).toBe(409)
    mine = (await api.list(tokens.owner)).body
    expect(mine.items.map((item) => item.type)).toEqual(['ARTICLE_APPROVED', 'ARTICLE_REJECTED'])
    expect(mine.items[0]).toMatchObject({
      articleId: article.id,
      link: `/articles/${article.id}`,
      title: 'Article approved',
    })
    expect(mine.unread).toBe(2)
    const adminTypes = (await api.list(tokens.admin)).body.items.map((item) => item.type)
    expect(adminTypes.filter((type) => type === 'REVIEW_NEEDED')).toHaveLength(2)
    // The other user heard nothing.
    expect((await api.list(tokens.other)).body).toEqual({ unread: 0, items: [] })
  })

  it('tells every admin of a contact message, and no one else', async () => {
    const before = (await api.list(tokens.admin)).body.unread
    const sent = await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'Visitor <script>', email: 'v@example.com', message: 'Hello there, a question.' },
    })
    expect(sent.status).toBe(201)
    const after = (await api.list(tokens.admin)).body
    expect(after.unread).toBe(before + 1)
    expect(after.items[0]).toMatchObject({
      type: 'CONTACT_MESSAGE',
      body: 'From Visitor <script>.',
      link: '/admin-dashboard/inbox',
    })
    expect((await api.list(tokens.other)).body.items).toEqual([])
  })

  it('answers in the reader language: the lang cookie, then Accept-Language', async () => {
    const es = (await api.list(tokens.owner, '', { 'accept-language': 'es-ES,es;q=0.9' })).body
    expect(es.items[0]!.title).toBe('Artículo aprobado')
    const cookie = (await api.list(tokens.owner, '', { cookie: 'lang=en', 'accept-language': 'es' })).body
    expect(cookie.items[0]!.title).toBe('Article approved')
    expect(NotificationListSchema.parse(es)).toBeTruthy()
  })

  it("answers in the page's language when the web names it (lang), over the cookie and Accept-Language", async () => {
    // A signed-in reader on /vi/... whose cookie says English: the bell speaks the page's language.
    const vi = (await api.list(tokens.owner, '?lang=vi', { cookie: 'lang=en', 'accept-language': 'es' })).body
    expect(vi.items[0]!.title).toBe('Bài viết đã được duyệt')
    const zhHant = (await api.list(tokens.owner, '?limit=5&lang=zh-Hant', { cookie: 'lang=es' })).body
    expect(zhHant.items[0]!.title).toBe('文章已通過審核')
    // Without it, the cookie still decides.
    expect((await api.list(tokens.owner, '', { cookie: 'lang=vi' })).body.items[0]!.title).toBe(
      'Bài viết đã được duyệt',
    )
  })

  it('refuses a language the site does not speak with 400 and the error body, never a 500', async () => {
    for (const lang of ['fr', 'ZH-HANT', '', 'es-ES', '<script>', 'x'.repeat(5000)]) {
      const response = await t.request(`/api/notifications?lang=${encodeURIComponent(lang)}`, { token: tokens.owner })
      expect(response.status, lang.slice(0, 20)).toBe(400)
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
    }
    // A visitor is refused before the query is looked at.
    expect((await t.request('/api/notifications?lang=vi')).status).toBe(401)
  })

  describe('authorization', () => {
    it('refuses visitors and bad tokens with 401 and the error body', async () => {
      for (const response of [
        await t.request('/api/notifications'),
        await t.request('/api/notifications', { token: 'not-a-session' }),
        await api.read(undefined, { all: true }),
      ]) {
        expect(response.status).toBe(401)
        expect((await response.json()).error.code).toBe('AUTH_REQUIRED')
      }
    })

    it('lists only the caller’s own, for users and admins alike, and marks only the caller’s own', async () => {
      const ownerItems = (await api.list(tokens.owner)).body.items
      const otherId = ownerItems[0]!.id
      // Another user, and an admin, name the owner's ids: nothing of the owner's changes.
      for (const token of [tokens.other, tokens.admin]) {
        const response = await api.read(token, { ids: [otherId] })
        expect(response.status).toBe(200)
        expect((await response.json()).marked).toBe(0)
        expect((await api.list(token)).body.items.some((item) => item.id === otherId)).toBe(false)
      }
      expect((await api.list(tokens.owner)).body.items.find((item) => item.id === otherId)!.readAt).toBeNull()

      const own = await api.read(tokens.owner, { ids: [otherId, otherId, 2_000_000] })
      expect(await own.json()).toMatchObject({ marked: 1 })
      expect((await api.list(tokens.owner)).body.items.find((item) => item.id === otherId)!.readAt).not.toBeNull()
      const all = await api.read(tokens.owner, { all: true })
      expect(await all.json()).toEqual({ marked: 1, unread: 0 })
      expect((await api.list(tokens.admin)).body.unread).toBeGreaterThan(0)
    })

    it('keeps answers private (no shared cache)', async () => {
      const { headers } = await api.list(tokens.owner)
      expect(headers.get('cache-control')).toBe('private, no-store')
    })
  })

  describe('bad input to POST /api/notifications/read', () => {
    const cases: [string, unknown][] = [
      ['empty body', {}],
      ['both shapes', { ids: [1], all: true }],
      ['all false', { all: false }],
      ['ids not an array', { ids: '1,2' }],
      ['ids of strings', { ids: ['1'] }],
      ['negative id', { ids: [-1] }],
      ['fractional id', { ids: [1.5] }],
      ['id beyond int4', { ids: [2 ** 31] }],
      ['empty ids', { ids: [] }],
      ['101 ids', { ids: Array.from({ length: 101 }, (_, index) => index + 1) }],
      ['extra field', { all: true, userId: 1 }],
      ['hostile html', { ids: ['<img src=x onerror=alert(1)>'] }],
      ['null', null],
      ['an array', [1, 2]],
    ]
    for (const [label, json] of cases) {
      it(`answers 400 VALIDATION_FAILED for ${label}`, async () => {
        const response = await api.read(tokens.owner, json)
        expect(response.status).toBe(400)
        expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
      })
    }

    it('refuses a huge id array before parsing it (413), never a 5xx', async () => {
      const ids = Array.from({ length: 200_000 }, (_, index) => index + 1)
      const response = await api.read(tokens.owner, { ids })
      expect(response.status).toBe(413)
      expect((await response.json()).error).toBeTruthy()
    })

    it('refuses a body that is not JSON', async () => {
      const response = await t.request('/api/notifications/read', {
        method: 'POST',
        token: tokens.owner,
        headers: { 'content-type': 'application/json' },
        body: '{"ids": [1,',
      })
      expect(response.status).toBe(400)
    })
  })

  describe('pages', () => {
    it('pages newest first through X-Next-Cursor and Link, without gaps or repeats', async () => {
      const userId = await findUserId(t.database.db, 'oscar')
      for (let index = 0; index < 25; index += 1) {
        await raiseNotification(t.database.db, {
          type: 'CONTACT_MESSAGE',
          userId,
          params: { name: `n${index}` },
        })
      }
      const first = await api.list(tokens.other, '?limit=10')
      const cursor = first.headers.get('x-next-cursor')
      expect(cursor).toBeTruthy()
      expect(first.headers.get('link')).toBe(`</api/notifications?limit=10&cursor=${cursor}>; rel="next"`)
      expect(first.body.unread).toBe(25)
      const second = await api.list(tokens.other, `?limit=10&cursor=${cursor}`)
      const third = await api.list(tokens.other, `?limit=10&cursor=${second.headers.get('x-next-cursor')}`)
      expect(third.headers.get('x-next-cursor')).toBeNull()
      const ids = [...first.body.items, ...second.body.items, ...third.body.items].map((item) => item.id)
      expect(ids).toHaveLength(25)
      expect([...ids].sort((a, b) => b - a)).toEqual(ids)
      expect(first.body.items[0]!.body).toBe('From n24.')
    })

    it('answers 400 naming the field for a bad cursor or limit', async () => {
      for (const query of ['?cursor=bm90LWEtY3Vyc29y', '?cursor=%3Cscript%3E', '?limit=0', '?limit=101', '?limit=x']) {
        const response = await t.request(`/api/notifications${query}`, { token: tokens.other })
        expect(response.status, query).toBe(400)
        expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
      }
    })
  })

  it('renders every type in both languages without a placeholder left', async () => {
    const userId = await findUserId(t.database.db, 'oscar')
    const article = await insertArticle(t.database.db, userId, { title: 'Typed' })
    const params = {
      ARTICLE_APPROVED: { articleTitle: 'T' },
      ARTICLE_REJECTED: { articleTitle: 'T', reason: 'R' },
      PAYMENT_COMPLETED: { planType: 'MAIN_SLIDER', amount: 5 },
      PROMOTION_STARTED: { planType: 'MAIN_SLIDER', articleTitle: 'T', expiresAt: '2026-12-01T00:00:00Z' },
      PROMOTION_ENDING: { planType: 'CATEGORY_SLIDER', articleTitle: 'T', expiresAt: '2026-12-01T00:00:00Z' },
      PROMOTION_ENDED: { planType: 'MAIN_SLIDER', articleTitle: 'T', impressions: 1200, clicks: 30, ctr: 0.025 },
      SLOT_HELD: { planType: 'CATEGORY_SLIDER', categorySlug: 'games', heldUntil: '2026-12-01T00:00:00Z' },
      REVIEW_NEEDED: { articleTitle: 'T', author: 'A' },
      CONTACT_MESSAGE: { name: 'N' },
      REVIEW_RECEIVED: { articleTitle: 'T', reviewer: 'R', stars: 4 },
      REVIEW_REPLIED: { articleTitle: 'T', company: 'C' },
      REVIEW_HIDDEN: { articleTitle: 'T', reason: 'R', what: 'REPLY' },
      FOLLOWED_NEWS: { count: 2, articleTitle: 'T', source: 'S' },
      REPORT_RECEIVED: { title: 'T', reasonCode: 'SCAM' },
      REPORT_RESOLVED: { title: 'T', outcome: 'DISMISS' },
      ARTICLE_HIDDEN: { articleTitle: 'T' },
      ARTICLE_UNPUBLISHED: { articleTitle: 'T', reason: 'R' },
      ACCOUNT_SUSPENDED: { reason: 'R' },
      ACCOUNT_RESTORED: {},
      VERIFICATION_LAPSED: { host: 'h.example' },
    } as const
    for (const type of NOTIFICATION_TYPES) {
      await raiseNotification(t.database.db, { type, userId, articleId: article.id, params: params[type] } as never)
    }
    for (const language of ['en', 'es']) {
      const { items } = (await api.list(tokens.other, '?limit=20', { cookie: `lang=${language}` })).body
      expect(new Set(items.map((item) => item.type))).toEqual(new Set(NOTIFICATION_TYPES))
      for (const item of items) {
        expect(item.title.length).toBeGreaterThan(0)
        expect(item.body).not.toMatch(/undefined|null|NaN|\{\{/)
      }
      const ended = items.find((item) => item.type === 'PROMOTION_ENDED')!
      expect(ended.body).toContain(
        language === 'es' ? '1200 impresiones, 30 clics, CTR 2,5' : '1,200 impressions, 30 clicks, CTR 2.5%',
      )
      expect(ended.link).toBe(`/user-dashboard/stats/${article.id}`)
    }
  })
})
