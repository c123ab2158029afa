import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { ArticleReviewSchema } from '@spotlight/shared/schemas/articles'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits } from '#src/test/factories'

describe('scam screening at submission', () => {
  let t: TestApp
  let admin = ''
  let maker = ''

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    maker = (await signIn(t, 'screened')).accessToken
    await grantCredits(t.database.db, await findUserId(t.database.db, 'screened'), 2)
  })
  afterAll(async () => {
    await t.close()
  })

  const submit = async (content: string) => {
    const response = await t.request('/api/articles', {
      method: 'POST',
      token: maker,
      json: articleBody({ status: 'PENDING_APPROVAL', content }),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: number }).id
  }

  it('flags without refusing, lists flagged first, and publishes a flagged article only once confirmed', async () => {
    const clean = await submit('<p>A chess game for Pioneers.</p>')
    const flagged = await submit('<p>To claim your reward, enter your passphrase in the form.</p>')

    const review = ArticleReviewSchema.parse(
      await (await t.request(`/api/articles/${flagged}/review`, { token: admin })).json(),
    )
    expect(review.screening.flagged).toBe(true)
    expect(review.screening.findings).toEqual([
      expect.objectContaining({ rule: 'SECRET_REQUEST', match: 'enter your passphrase' }),
    ])
    const calm = ArticleReviewSchema.parse(
      await (await t.request(`/api/articles/${clean}/review`, { token: admin })).json(),
    )
    expect(calm.screening).toEqual({ flagged: false, findings: [] })
    // The review is the admin's: the maker cannot read it.
    expect((await t.request(`/api/articles/${flagged}/review`, { token: maker })).status).toBe(403)

    const pending = (await (await t.request('/api/articles/pending', { token: admin })).json()) as { id: number }[]
    expect(pending[0]!.id).toBe(flagged)

    const unconfirmed = await t.request(`/api/articles/${flagged}/approve`, { method: 'PUT', token: admin })
    expect(unconfirmed.status).toBe(409)
    expect(ErrorBodySchema.parse(await unconfirmed.json()).error.code).toBe('ARTICLE_SCREENING_UNCONFIRMED')
    const bad = await t.request(`/api/articles/${flagged}/approve?confirmFlagged=yes`, { method: 'PUT', token: admin })
    expect(bad.status).toBe(400)
    const confirmed = await t.request(`/api/articles/${flagged}/approve?confirmFlagged=true`, {
      method: 'PUT',
      token: admin,
    })
    expect(confirmed.status).toBe(200)
    expect((await t.request(`/api/articles/${clean}/approve`, { method: 'PUT', token: admin })).status).toBe(200)
  })
})
