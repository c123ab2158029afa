import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '#src/errors/app-error'
import { createCategoriesRepository } from '#src/modules/categories/categories.repository'
import { createPromotionsService } from '#src/modules/promotions/promotions.service'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { insertArticle, insertPromotion } from '#src/test/factories'
import { users } from '#src/db/schema/index'
import { createArticlesRepository } from './articles.repository'
import { createArticlesService } from './articles.service'

const DAY_MS = 24 * 3600 * 1000

describe('articles service: scheduling and the daily rotation', () => {
  let database: TestDatabase
  let ownerId: number
  const serviceAt = (now: Date) =>
    createArticlesService({
      repo: createArticlesRepository(database.db),
      categories: createCategoriesRepository(database.db),
      promotions: createPromotionsService({ db: database.db }),
      now: () => now,
    })

  beforeAll(async () => {
    database = await createTestDatabase()
    const [user] = await database.db.insert(users).values({ piUid: 'uid-sam', username: 'sam' }).returning()
    ownerId = user!.id
  })
  afterAll(async () => {
    await database.drop()
  })

  it('keeps a scheduled article out of sight until its day (UTC), then lists it first', async () => {
    const today = new Date('2030-03-09T23:59:59.999Z')
    await insertArticle(database.db, ownerId, { publishDate: '2030-03-09', title: 'today' })
    const scheduled = await insertArticle(database.db, ownerId, { publishDate: '2030-03-10', title: 'tomorrow' })

    const before = await serviceAt(today).listPublic({ limit: 50 })
    expect(before.items.map((item) => item.id)).not.toContain(scheduled.id)
    await expect(serviceAt(today).getVisible(scheduled.id, null)).rejects.toBeInstanceOf(AppError)
    expect((await serviceAt(today).getVisible(scheduled.id, { userId: ownerId, role: 'USER' })).isPublic).toBe(false)

    const onItsDay = new Date('2030-03-10T00:00:00.000Z')
    expect((await serviceAt(onItsDay).listPublic({ limit: 50 })).items[0]!.id).toBe(scheduled.id)
    expect((await serviceAt(onItsDay).getVisible(scheduled.id, null)).isPublic).toBe(true)
  })

  it('features a scheduled promoted article only once it is public', async () => {
    const scheduled = await insertArticle(database.db, ownerId, { publishDate: '2030-03-12', promoVideo: '/v.mp4' })
    await insertPromotion(database.db, scheduled.id, 'MAIN_SLIDER', { expiresAt: new Date('2030-04-30T00:00:00Z') })
    const ids = async (now: Date) => (await serviceAt(now).listFeatured()).map((item) => item.id)
    expect(await ids(new Date('2030-03-11T12:00:00Z'))).not.toContain(scheduled.id)
    expect(await ids(new Date('2030-03-12T12:00:00Z'))).toContain(scheduled.id)
    expect(await serviceAt(new Date('2030-03-12T12:00:00Z')).listPromotedVideos({ planType: 'MAIN_SLIDER' })).toEqual([
      '/v.mp4',
    ])
    // Expired on the 30th of April: gone the moment after.
    expect(await ids(new Date('2030-04-30T00:00:00.001Z'))).not.toContain(scheduled.id)
  })

  it('keeps the featured order all day and rotates it from one day to the next', async () => {
    for (let index = 0; index < 6; index++) {
      const row = await insertArticle(database.db, ownerId, { publishDate: '2030-01-01' })
      await insertPromotion(database.db, row.id, index % 2 ? 'MAIN_SLIDER' : 'CATEGORY_SLIDER', {
        expiresAt: new Date('2031-01-01T00:00:00Z'),
      })
    }
    const order = async (now: Date) => (await serviceAt(now).listFeatured()).map((item) => item.id)
    const morning = await order(new Date('2030-06-01T00:00:01Z'))
    expect(await order(new Date('2030-06-01T23:59:59Z'))).toEqual(morning)
    const leaders = new Set<number>()
    for (let day = 0; day < morning.length; day++) {
      leaders.add((await order(new Date(Date.parse('2030-06-01T12:00:00Z') + day * DAY_MS)))[0]!)
    }
    expect(leaders.size).toBe(morning.length)
  })
})
