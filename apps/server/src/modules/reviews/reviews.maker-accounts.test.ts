import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MyReviewSchema } from '@spotlight/shared/schemas/reviews'
import { makerVerifications } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { reader, regularAccount, reviewApi, type Account } from './reviews.test-support'

/**
 * A maker's second account rating (or pushing up reviews of) the maker's own app. What the server can
 * know: the account proved it controls the app's host (a verification), or lists an app on that host
 * itself. Either makes its stars the maker's own, refused as the owner's are.
 */
describe('reviews: the accounts behind an app do not rate it', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let maker: Account
  let articleId: number
  let reviewId: number

  const codeOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code
  const rating = async () => (await (await api.rating(articleId)).json()) as { count: number; average: number }
  async function verified(account: Account, host: string, status = 'VERIFIED') {
    await t.database.db.insert(makerVerifications).values({
      userId: account.userId,
      host,
      appUrl: `https://${host}/`,
      token: `spotlight-${'0'.repeat(32)}`,
      status,
      verifiedAt: new Date(),
    })
  }

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    maker = await reader(t, 'maker')
    articleId = (await insertArticle(t.database.db, maker.userId, { appUrl: 'https://maker-app.example/play' })).id
    const fan = await regularAccount(t, 'fan')
    reviewId = MyReviewSchema.parse(await (await api.put(articleId, fan.token, { rating: 3, text: 'Fine' })).json()).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses a rating and a helpful mark from an account verified for the app’s host', async () => {
    const alt = await regularAccount(t, 'maker_alt')
    await verified(alt, 'maker-app.example')
    const refused = await api.put(articleId, alt.token, { rating: 5, text: 'Best app ever' })
    expect(refused.status).toBe(403)
    expect(await codeOf(refused)).toBe('REVIEW_OWN_ARTICLE')
    const marked = await api.helpful(reviewId, alt.token)
    expect(marked.status).toBe(403)
    expect(await codeOf(marked)).toBe('REVIEW_OWN_ARTICLE')
    expect(await rating()).toMatchObject({ count: 1, average: 3 })
  })

  it('refuses a rating from an account that lists an app on the same host (any case, any port, any path)', async () => {
    const alt = await regularAccount(t, 'maker_listing')
    await insertArticle(t.database.db, alt.userId, { status: 'DRAFT', appUrl: 'https://Maker-App.example:8443/other' })
    const refused = await api.put(articleId, alt.token, { rating: 5 })
    expect(refused.status).toBe(403)
    expect(await codeOf(refused)).toBe('REVIEW_OWN_ARTICLE')
    expect(await rating()).toMatchObject({ count: 1 })
  })

  it('lets readers with other hosts, a sub-domain, or a verification that no longer stands rate it', async () => {
    const accounts: Account[] = []
    for (const name of ['other_host', 'sub_domain', 'lapsed']) accounts.push(await regularAccount(t, name))
    await verified(accounts[0]!, 'another-app.example')
    await verified(accounts[1]!, 'play.maker-app.example')
    await verified(accounts[2]!, 'maker-app.example', 'LAPSED')
    await insertArticle(t.database.db, accounts[0]!.userId, { appUrl: 'https://maker-app.example.evil.example/' })
    for (const account of accounts) {
      const response = await api.put(articleId, account.token, { rating: 4 })
      expect(response.status).toBe(201)
    }
    expect(await rating()).toMatchObject({ count: 4 })
  })

  it('still answers a visitor 401 and bad input 400, and an article without an address is rated as before', async () => {
    expect((await api.put(articleId, undefined, { rating: 5 })).status).toBe(401)
    const alt = await regularAccount(t, 'maker_bad_input')
    await verified(alt, 'maker-app.example')
    expect((await api.put(articleId, alt.token, { rating: 9 })).status).toBe(400)
    expect((await api.put(articleId, alt.token, 'five stars')).status).toBe(400)
    const plain = (await insertArticle(t.database.db, maker.userId, { appUrl: null })).id
    expect((await api.put(plain, alt.token, { rating: 4 })).status).toBe(201)
  })
})
