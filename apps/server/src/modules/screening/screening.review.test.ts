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

  it('screens a draft sent for review as it is (no edit on the way)', async () => {
    await grantCredits(t.database.db, await findUserId(t.database.db, 'screened'), 1)
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: maker,
      json: articleBody({
        status: 'DRAFT',
        content: '<p>To claim your reward, enter your passphrase in the form.</p>',
      }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    expect((await t.request(`/api/articles/${id}/submit`, { method: 'PUT', token: maker })).status).toBe(200)
    const review = ArticleReviewSchema.parse(
      await (await t.request(`/api/articles/${id}/review`, { token: admin })).json(),
    )
    expect(review.screening.findings).toEqual([expect.objectContaining({ rule: 'SECRET_REQUEST' })])
  })

  it('screens the longest body to its last words', async () => {
    await grantCredits(t.database.db, await findUserId(t.database.db, 'screened'), 1)
    // The slowest text the rules know (two bounded gaps over and over), then a request in the last words.
    const content = `<p>${'pay fee '.repeat(23_000)}</p><p>To claim your reward, enter your passphrase here.</p>`
    const response = await t.request('/api/articles', {
      method: 'POST',
      token: maker,
      json: articleBody({ status: 'PENDING_APPROVAL', content }),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const review = ArticleReviewSchema.parse(
      await (await t.request(`/api/articles/${id}/review`, { token: admin })).json(),
    )
    expect(review.screening.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'SECRET_REQUEST', match: 'enter your passphrase' })]),
    )
  })

  it('screens every language: a Vietnamese request reaches the admin flagged, a Vietnamese warning does not', async () => {
    await grantCredits(t.database.db, await findUserId(t.database.db, 'screened'), 3)
    const submitIn = async (language: 'vi' | 'en', content: string) => {
      const response = await t.request('/api/articles', {
        method: 'POST',
        token: maker,
        json: articleBody({ status: 'PENDING_APPROVAL', language, content }),
      })
      expect(response.status).toBe(201)
      return ((await response.json()) as { id: number }).id
    }
    const screeningOf = async (id: number) =>
      ArticleReviewSchema.parse(await (await t.request(`/api/articles/${id}/review`, { token: admin })).json())
        .screening

    const warning = await submitIn('vi', '<p>Không bao giờ chia sẻ cụm mật khẩu với bất kỳ ai.</p>')
    const flagged = await submitIn('vi', '<p>Để nhận 100 Pi, hãy nhập cụm mật khẩu của bạn vào biểu mẫu.</p>')
    // Declared English, written in Korean: the declared language does not choose the words screened.
    const mislabelled = await submitIn('en', '<p>에어드랍을 받으려면 <b>비밀 문구를 입력</b>하세요.</p>')

    expect((await screeningOf(flagged)).findings).toEqual([
      expect.objectContaining({ rule: 'SECRET_REQUEST', match: 'nhập cụm mật khẩu' }),
    ])
    expect((await screeningOf(mislabelled)).findings).toEqual([
      expect.objectContaining({ rule: 'SECRET_REQUEST', match: '비밀 문구를 입력' }),
    ])
    expect(await screeningOf(warning)).toEqual({ flagged: false, findings: [] })

    const pending = (await (await t.request('/api/articles/pending', { token: admin })).json()) as { id: number }[]
    const order = pending.map((item) => item.id)
    expect(order.indexOf(flagged)).toBeLessThan(order.indexOf(warning))
    expect(order.indexOf(mislabelled)).toBeLessThan(order.indexOf(warning))
    const unconfirmed = await t.request(`/api/articles/${flagged}/approve`, { method: 'PUT', token: admin })
    expect(unconfirmed.status).toBe(409)
    expect(ErrorBodySchema.parse(await unconfirmed.json()).error.code).toBe('ARTICLE_SCREENING_UNCONFIRMED')
    expect((await t.request(`/api/articles/${warning}/approve`, { method: 'PUT', token: admin })).status).toBe(200)
  })

  it('screens the app’s link too: a look-alike or a shortened link reaches the admin flagged, a plain one does not', async () => {
    const makerId = await findUserId(t.database.db, 'screened')
    await grantCredits(t.database.db, makerId, 3)
    const reviewOf = async (appUrl: string) => {
      const created = await t.request('/api/articles', {
        method: 'POST',
        token: maker,
        json: articleBody({ status: 'PENDING_APPROVAL', content: '<p>A wallet helper for Pioneers.</p>', appUrl }),
      })
      expect(created.status).toBe(201)
      const { id } = (await created.json()) as { id: number }
      const review = ArticleReviewSchema.parse(
        await (await t.request(`/api/articles/${id}/review`, { token: admin })).json(),
      )
      return { id, screening: review.screening }
    }

    const lookalike = await reviewOf('https://minepi-wallet.net/claim')
    expect(lookalike.screening.findings).toEqual([expect.objectContaining({ rule: 'PI_LOOKALIKE' })])
    const shortened = await reviewOf('https://bit.ly/3xYz')
    expect(shortened.screening.findings).toEqual([expect.objectContaining({ rule: 'URL_SHORTENER' })])
    const plain = await reviewOf('https://chess.example/play')
    expect(plain.screening).toEqual({ flagged: false, findings: [] })

    // Flagged first in the admins' queue; publishing needs the admin's confirmation.
    const pending = (await (await t.request('/api/articles/pending', { token: admin })).json()) as { id: number }[]
    const order = pending.map((item) => item.id)
    expect(order.indexOf(lookalike.id)).toBeLessThan(order.indexOf(plain.id))
    expect(order.indexOf(shortened.id)).toBeLessThan(order.indexOf(plain.id))
    const unconfirmed = await t.request(`/api/articles/${shortened.id}/approve`, { method: 'PUT', token: admin })
    expect(ErrorBodySchema.parse(await unconfirmed.json()).error.code).toBe('ARTICLE_SCREENING_UNCONFIRMED')

    // An edit that only changes the link is screened again on resubmission.
    const edited = await t.request(`/api/articles/${plain.id}`, {
      method: 'PUT',
      token: maker,
      json: articleBody({
        status: 'PENDING_APPROVAL',
        content: '<p>A wallet helper for Pioneers.</p>',
        appUrl: 'https://tinyurl.com/pi-claim',
      }),
    })
    expect(edited.status).toBe(200)
    const again = ArticleReviewSchema.parse(
      await (await t.request(`/api/articles/${plain.id}/review`, { token: admin })).json(),
    )
    expect(again.screening.flagged).toBe(true)
  })
})
