// My Articles says which of a maker's articles a slider slot is held for (a waiting-list hold, 24 hours
// to buy it) and until when, so the maker can come back and pay without opening the slider's dialog.
// Only the maker sees their holds, on the articles that could take them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '@spotlight/shared/schemas/articles'
import { slotWaitlist } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle, insertPromotion } from '#src/test/factories'

const HOUR = 3_600_000

describe('GET /api/articles/published: the slots held for the maker', () => {
  let t: TestApp
  const tokens = { owner: '', other: '', admin: '' }
  const ids = { inGames: 0, elsewhere: 0, promoted: 0, hidden: 0, othersInGames: 0, adminsInGames: 0 }
  const heldUntil = new Date(Date.now() + 5 * HOUR)

  const published = async (token?: string) => {
    const response = await t.request('/api/articles/published', token ? { token } : {})
    return { status: response.status, articles: response.ok ? ((await response.json()) as Article[]) : [] }
  }
  const holdsOf = (articles: Article[], id: number) => articles.find((article) => article.id === id)?.heldSlots

  beforeAll(async () => {
    t = await buildTestApp()
    const db = t.database.db
    for (const name of ['owner', 'other', 'admin'] as const) tokens[name] = (await signIn(t, name)).accessToken
    const [owner, other, admin] = await Promise.all(['owner', 'other', 'admin'].map((name) => findUserId(db, name)))
    const games = await findCategoryId(db, 'games')
    const learning = await findCategoryId(db, 'learning')
    ids.inGames = (await insertArticle(db, owner!, { categoryId: games, title: 'Held' })).id
    ids.elsewhere = (await insertArticle(db, owner!, { categoryId: learning })).id
    ids.promoted = (await insertArticle(db, owner!, { categoryId: games })).id
    await insertPromotion(db, ids.promoted, 'CATEGORY_SLIDER', { categoryId: games })
    ids.hidden = (await insertArticle(db, owner!, { categoryId: games, status: 'HIDDEN' })).id
    ids.othersInGames = (await insertArticle(db, other!, { categoryId: games })).id
    ids.adminsInGames = (await insertArticle(db, admin!, { categoryId: games })).id
    await db.insert(slotWaitlist).values([
      // The owner's hold in the Games category slider, and one that ran out in the main slider.
      { userId: owner!, planType: 'CATEGORY_SLIDER', categoryId: games, heldUntil },
      { userId: owner!, planType: 'MAIN_SLIDER', heldUntil: new Date(Date.now() - HOUR) },
      // Another maker's hold in the main slider, and a place in line that is not a hold.
      { userId: other!, planType: 'MAIN_SLIDER', heldUntil },
      { userId: admin!, planType: 'CATEGORY_SLIDER', categoryId: learning },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  it('a visitor is refused (401)', async () => {
    expect((await published()).status).toBe(401)
  })

  it('the owner sees the hold on each article that could take it, with its slider and end', async () => {
    const { status, articles } = await published(tokens.owner)
    expect(status).toBe(200)
    expect(holdsOf(articles, ids.inGames)).toEqual([
      { planType: 'CATEGORY_SLIDER', categorySlug: 'games', heldUntil: heldUntil.toISOString() },
    ])
    // Another category's article, one already in that slider, a hidden one: none could take the slot.
    expect(holdsOf(articles, ids.elsewhere)).toEqual([])
    expect(holdsOf(articles, ids.promoted)).toEqual([])
    expect(holdsOf(articles, ids.hidden)).toEqual([])
  })

  it('another maker sees only their own holds, never the owner’s', async () => {
    const { articles } = await published(tokens.other)
    expect(articles.map((article) => article.id)).toEqual([ids.othersInGames])
    expect(holdsOf(articles, ids.othersInGames)).toEqual([
      { planType: 'MAIN_SLIDER', categorySlug: null, heldUntil: heldUntil.toISOString() },
    ])
  })

  it('an admin’s My Articles lists their own articles, with no one else’s hold (and a place in line is none)', async () => {
    const { status, articles } = await published(tokens.admin)
    expect(status).toBe(200)
    expect(articles.map((article) => article.id)).toEqual([ids.adminsInGames])
    expect(holdsOf(articles, ids.adminsInGames)).toEqual([])
  })

  it('the public article read does not carry it', async () => {
    const response = await t.request(`/api/articles/${ids.inGames}`)
    expect(response.status).toBe(200)
    expect(await response.json()).not.toHaveProperty('heldSlots')
  })
})
