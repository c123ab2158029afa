import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MakerProfileSchema, OwnMakerProfileSchema } from '@spotlight/shared/schemas/makers'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findUserId, insertArticle } from '#src/test/factories'

describe('maker profiles: GET /api/makers/{username}, GET and PUT /api/makers/me', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  const put = (json: unknown, token?: string) =>
    t.request('/api/makers/me', { method: 'PUT', json, ...(token ? { token } : {}) })
  const profile = async (username: string) => {
    const response = await t.request(`/api/makers/${encodeURIComponent(username)}`)
    return { status: response.status, body: await response.json() }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    for (const name of ['mia', 'otto', 'admin', 'quiet']) tokens[name] = (await signIn(t, name)).accessToken
    const mia = await findUserId(t.database.db, 'mia')
    await insertArticle(t.database.db, mia, { company: 'Old Name', title: 'First', publishDate: daysFromToday(-3) })
    await insertArticle(t.database.db, mia, { company: 'Mia Apps', title: 'Second', publishDate: daysFromToday(-1) })
    await insertArticle(t.database.db, mia, { title: 'Draft', status: 'DRAFT' })
    await insertArticle(t.database.db, mia, { title: 'Scheduled', publishDate: daysFromToday(2) })
    await insertArticle(t.database.db, await findUserId(t.database.db, 'admin'), { company: 'Spotlight' })
    // 'quiet' has only a draft: no maker page yet.
    await insertArticle(t.database.db, await findUserId(t.database.db, 'quiet'), { status: 'DRAFT' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('shows a maker to anyone: company of the newest public article, public articles only, joined date', async () => {
    const { status, body } = await profile('mia')
    expect(status).toBe(200)
    const maker = MakerProfileSchema.parse(body)
    expect(maker).toMatchObject({
      username: 'mia',
      company: 'Mia Apps',
      bio: null,
      website: null,
      rating: { average: 0, count: 0 },
      replies: { answered: 0, within7Days: null },
      followers: 0,
    })
    expect(maker.articles.map((article) => article.title)).toEqual(['Second', 'First'])
    expect(Date.parse(maker.joinedAt)).toBeLessThanOrEqual(Date.now())
  })

  it("names the maker on public cards and on the article, so 'By {company}' links to their page", async () => {
    const cards = (await (await t.request('/api/articles')).json()) as { title: string; makerUsername?: string }[]
    expect(cards.find((card) => card.title === 'Second')?.makerUsername).toBe('mia')
    expect(cards.every((card) => !('ownerId' in card))).toBe(true)
    const id = (cards.find((card) => card.title === 'Second') as unknown as { id: number }).id
    expect((await (await t.request(`/api/articles/${id}`)).json()).makerUsername).toBe('mia')
  })

  it('answers 404 for an unknown username and for an account with nothing public', async () => {
    for (const username of ['nobody', 'quiet', 'x'.repeat(64)]) {
      const { status, body } = await profile(username)
      expect(status).toBe(404)
      expect(ErrorBodySchema.parse(body).error.code).toBe('MAKER_NOT_FOUND')
    }
    expect((await profile('x'.repeat(65))).status).toBe(400)
  })

  it('answers 404 for a suspended maker, and shows the page again once the suspension is lifted', async () => {
    const suspension = (method: 'POST' | 'DELETE') =>
      t.request('/api/admin/users/otto/suspension', {
        method,
        token: tokens.admin!,
        ...(method === 'POST' ? { json: { reason: 'Phishing links' } } : {}),
      })
    await insertArticle(t.database.db, await findUserId(t.database.db, 'otto'), { company: 'Otto Tools' })
    expect((await profile('otto')).status).toBe(200)
    expect((await suspension('POST')).status).toBeLessThan(300)
    expect((await profile('otto')).status).toBe(404)
    expect((await suspension('DELETE')).status).toBeLessThan(300)
    expect((await profile('otto')).status).toBe(200)
  })

  it('lets only a signed-in account edit its own bio and website; the page shows them', async () => {
    expect((await put({ bio: 'Hi', website: null })).status).toBe(401)
    expect((await t.request('/api/makers/me')).status).toBe(401)

    const saved = await put({ bio: '  We build Pi games.  ', website: 'https://mia.example.com/about' }, tokens.mia)
    expect(saved.status).toBe(200)
    expect(OwnMakerProfileSchema.parse(await saved.json())).toEqual({
      username: 'mia',
      bio: 'We build Pi games.',
      website: 'https://mia.example.com/about',
      bioStatus: 'PUBLISHED',
      bioHiddenReason: null,
    })
    expect((await profile('mia')).body).toMatchObject({
      bio: 'We build Pi games.',
      website: 'https://mia.example.com/about',
    })

    // Another user, and an admin, edit their own fields, never mia's.
    expect((await put({ bio: 'Otto here', website: '' }, tokens.otto)).status).toBe(200)
    expect((await put({ bio: 'The team', website: 'https://spotlight.example' }, tokens.admin)).status).toBe(200)
    expect((await profile('mia')).body.bio).toBe('We build Pi games.')
    expect((await profile('admin')).body).toMatchObject({ bio: 'The team', website: 'https://spotlight.example' })
    expect(await (await t.request('/api/makers/me', { token: tokens.otto })).json()).toEqual({
      username: 'otto',
      bio: 'Otto here',
      website: null,
      bioStatus: 'PUBLISHED',
      bioHiddenReason: null,
    })
  })

  it.each([
    [{ bio: 'x', website: 'http://mia.example.com' }, 'website'],
    [{ bio: 'x', website: 'javascript:alert(1)' }, 'website'],
    [{ bio: 'x', website: 'JavaScript://example.com/%0Aalert(1)' }, 'website'],
    [{ bio: 'x', website: 'data:text/html,<script>alert(1)</script>' }, 'website'],
    [{ bio: 'x', website: 'https://user:pass@evil.example.com' }, 'website'],
    [{ bio: 'x', website: 'https://exa mple.com' }, 'website'],
    [{ bio: 'x', website: 'https://localhost' }, 'website'],
    [{ bio: 'x', website: `https://example.com/${'a'.repeat(200)}` }, 'website'],
    [{ bio: 'b'.repeat(301), website: null }, 'bio'],
    [{ bio: 5, website: null }, 'bio'],
    [{ bio: ['a'], website: null }, 'bio'],
    [{ bio: 'x', website: { href: 'https://a.example' } }, 'website'],
    [{ website: null }, 'bio'],
    [{ bio: 'x' }, 'website'],
  ])('refuses a bad body (%#) with 400 naming the field, and keeps what was stored', async (body, field) => {
    const response = await put(body, tokens.otto)
    expect(response.status).toBe(400)
    const error = ErrorBodySchema.parse(await response.json()).error
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.details?.map((detail) => detail.path)).toContain(field)
    expect((await (await t.request('/api/makers/me', { token: tokens.otto })).json()).bio).toBe('Otto here')
  })

  it('refuses a body that is not an object or not JSON, never with a 500', async () => {
    expect((await put([1, 2], tokens.otto)).status).toBe(400)
    expect((await put('text', tokens.otto)).status).toBe(400)
    const raw = await t.request('/api/makers/me', {
      method: 'PUT',
      token: tokens.otto,
      headers: { 'content-type': 'application/json' },
      body: '{"bio":',
    })
    expect(raw.status).toBe(400)
  })

  it('keeps HTML, emoji and right-to-left text in a bio as the text it is', async () => {
    const bio = '<script>alert(1)</script><b>bold</b> 🚀 مرحبا'
    expect((await put({ bio, website: null }, tokens.mia)).status).toBe(200)
    const response = await t.request('/api/makers/mia')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await response.json()).bio).toBe(bio)
  })

  it('takes a bio of exactly 300 characters and clears fields with empty strings', async () => {
    expect((await put({ bio: 'é'.repeat(300), website: 'https://mia.example.com' }, tokens.mia)).status).toBe(200)
    const cleared = await put({ bio: '   ', website: '' }, tokens.mia)
    expect(await cleared.json()).toEqual({
      username: 'mia',
      bio: null,
      website: null,
      bioStatus: 'PUBLISHED',
      bioHiddenReason: null,
    })
  })
})
