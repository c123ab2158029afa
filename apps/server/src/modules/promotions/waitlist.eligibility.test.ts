// Who may wait for a slot: only a user with an article that could take it (published, in the slider's
// category for a category slider, without that plan already). Anyone else in line would have a freed
// slot held for them for 24 hours that they cannot buy, keeping it from someone who can. Real HTTP.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { failure } from '#src/modules/payments/payments.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle, insertPromotion } from '#src/test/factories'

const MAIN = { planType: 'MAIN_SLIDER' as const, categorySlug: null }
const GAMES = { planType: 'CATEGORY_SLIDER' as const, categorySlug: 'games' }

describe('joining a waiting line needs an article that could take the slot', () => {
  let t: TestApp

  beforeEach(async () => {
    t = await buildTestApp()
  })
  afterEach(async () => {
    await t.close()
  })

  const join = (token: string, body: unknown) =>
    t.request('/api/payments/waitlist', { method: 'POST', token, json: body })
  const places = async (token: string) =>
    (await (await t.request('/api/payments/waitlist', { token })).json()) as { heldUntil: string | null }[]
  const heldNotices = async (token: string) =>
    ((await (await t.request('/api/notifications', { token })).json()) as { items: { type: string }[] }).items.filter(
      (item) => item.type === 'SLOT_HELD',
    )

  /** A signed-in user and their id; `articles` are inserted for them (published unless said otherwise). */
  async function user(name: string, articles: Parameters<typeof insertArticle>[2][] = []) {
    const { accessToken: token } = await signIn(t, name)
    const id = await findUserId(t.database.db, name)
    const articleIds: number[] = []
    for (const overrides of articles) articleIds.push((await insertArticle(t.database.db, id, overrides)).id)
    return { token, articleIds }
  }

  /** Seven promotions of `fay`'s own articles: the slider is full, and fay has no article without it. */
  async function fill(planType: 'MAIN_SLIDER' | 'CATEGORY_SLIDER', categoryId?: number) {
    const fay = await user(
      'fay',
      Array.from({ length: 7 }, () => (categoryId ? { categoryId } : {})),
    )
    for (const id of fay.articleIds)
      await insertPromotion(t.database.db, id, planType, categoryId ? { categoryId } : {})
    return fay
  }

  it('in the main slider: refused without a published article free of that plan', async () => {
    const fay = await fill('MAIN_SLIDER')
    const noa = await user('noa')
    const dra = await user('dra', [{ status: 'DRAFT' }, { status: 'PENDING_APPROVAL' }])
    const ana = await user('ana', [{}])

    expect(await failure(await join(noa.token, MAIN))).toEqual([409, 'WAITLIST_NO_ARTICLE'])
    expect(await failure(await join(dra.token, MAIN))).toEqual([409, 'WAITLIST_NO_ARTICLE'])
    // Every article of fay's already runs in the main slider.
    expect(await failure(await join(fay.token, MAIN))).toEqual([409, 'WAITLIST_NO_ARTICLE'])
    expect(await places(noa.token)).toEqual([])
    expect(await (await join(ana.token, MAIN)).json()).toMatchObject({ position: 1 })
  })

  it('in a category slider: refused without a published article in that category', async () => {
    const games = await findCategoryId(t.database.db, 'games')
    await fill('CATEGORY_SLIDER', games)
    const elsewhere = await user('otto', [{ categoryId: await findCategoryId(t.database.db, 'marketplaces') }])
    const gamer = await user('gia', [{ categoryId: games }])

    expect(await failure(await join(elsewhere.token, GAMES))).toEqual([409, 'WAITLIST_NO_ARTICLE'])
    expect(await (await join(gamer.token, GAMES)).json()).toMatchObject({ categorySlug: 'games', position: 1 })
  })

  it('a freed slot skips (and removes) a place whose user no longer has such an article', async () => {
    const fay = await fill('MAIN_SLIDER')
    const ana = await user('ana', [{}])
    const bob = await user('bob', [{}])
    expect((await join(ana.token, MAIN)).status).toBe(200)
    expect((await join(bob.token, MAIN)).status).toBe(200)

    // Ana deletes her only article while she waits: she could no longer buy the slot.
    expect(
      (await t.request(`/api/articles/${ana.articleIds[0]!}`, { method: 'DELETE', token: ana.token })).status,
    ).toBe(204)
    const cancelled = await t.request(
      `/api/payments/cancel-subscription?articleId=${fay.articleIds[0]!}&planType=MAIN_SLIDER`,
      { method: 'DELETE', token: fay.token },
    )
    expect(cancelled.status).toBe(200)

    expect(await places(ana.token)).toEqual([])
    expect(await heldNotices(ana.token)).toEqual([])
    expect((await places(bob.token))[0]?.heldUntil).not.toBeNull()
    expect(await heldNotices(bob.token)).toHaveLength(1)
  })
})
