import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#src/db/schema/index'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { insertArticle } from '#src/test/factories'
import { createPromotionsService } from '#src/modules/promotions/promotions.service'
import { createArticleAuthoringService } from './article-authoring.service'
import type { ArticleRow } from './article-writes.repository'

describe('article authoring service', () => {
  let database: TestDatabase
  let ownerId: number

  beforeAll(async () => {
    database = await createTestDatabase()
    const [user] = await database.db.insert(users).values({ piUid: 'uid-dora', username: 'dora' }).returning()
    ownerId = user!.id
  })
  afterAll(async () => {
    await database.drop()
  })

  it('hands the deleted article to the onArticleDeleted hook (where the media cleanup will plug in)', async () => {
    const deleted: ArticleRow[] = []
    const service = createArticleAuthoringService({
      db: database.db,
      promotions: createPromotionsService({ db: database.db }),
      onArticleDeleted: async (article) => {
        deleted.push(article)
      },
    })
    const row = await insertArticle(database.db, ownerId, { headerImagePublicId: 'h1', promoVideoPublicId: 'v1' })
    await service.remove({ userId: ownerId, role: 'USER' }, row.id)
    expect(deleted).toHaveLength(1)
    expect(deleted[0]).toMatchObject({ id: row.id, headerImagePublicId: 'h1', promoVideoPublicId: 'v1' })
  })

  it('does not call the hook when the delete is refused', async () => {
    let calls = 0
    const service = createArticleAuthoringService({
      db: database.db,
      promotions: createPromotionsService({ db: database.db }),
      onArticleDeleted: async () => {
        calls += 1
      },
    })
    const row = await insertArticle(database.db, ownerId)
    await expect(service.remove({ userId: ownerId + 1000, role: 'USER' }, row.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    expect(calls).toBe(0)
  })
})
