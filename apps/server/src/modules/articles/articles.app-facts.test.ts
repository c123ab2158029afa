import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, insertArticle, findUserId } from '#src/test/factories'

describe('app facts on articles', () => {
  let t: TestApp
  let admin = ''

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  const create = (overrides: Record<string, unknown>) =>
    t.request('/api/articles', {
      method: 'POST',
      token: admin,
      json: articleBody({ status: 'PUBLISHED', ...overrides }),
    })

  it('stores an https address and the declared network, and shows them on the public article', async () => {
    const response = await create({ appUrl: ' https://chess.example.com/play ', piNetwork: 'MAINNET' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const article = await (await t.request(`/api/articles/${id}`)).json()
    expect(article).toMatchObject({ appUrl: 'https://chess.example.com/play', piNetwork: 'MAINNET' })
  })

  it('keeps both optional: an article without them, and one from before them, read as null', async () => {
    const response = await create({})
    expect(await response.json()).toMatchObject({ appUrl: null, piNetwork: null })
    const older = await insertArticle(t.database.db, await findUserId(t.database.db, 'admin'))
    expect(await (await t.request(`/api/articles/${older.id}`)).json()).toMatchObject({ appUrl: null, piNetwork: null })
  })

  it.each([
    'http://chess.example.com',
    'javascript:alert(1)',
    'https://user:pw@example.com',
    'https://localhost',
    'ftp://example.com',
    `https://example.com/${'a'.repeat(600)}`,
    'https://exa mple.com',
    'https://example.com/<script>',
  ])('refuses %s as an app address with 400', async (appUrl) => {
    expect((await create({ appUrl })).status).toBe(400)
  })

  it('refuses an unknown network with 400', async () => {
    expect((await create({ piNetwork: 'BITCOIN' })).status).toBe(400)
  })
})
