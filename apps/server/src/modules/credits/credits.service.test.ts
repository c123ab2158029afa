import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments, users } from '#src/db/schema/index'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { getPublicationCredits, grantPublicationCredit } from './credits.service'

describe('publication credits service', () => {
  let database: TestDatabase
  let userId: number

  beforeAll(async () => {
    database = await createTestDatabase()
    const [user] = await database.db.insert(users).values({ piUid: 'uid-paula', username: 'paula' }).returning()
    userId = user!.id
  })
  afterAll(async () => {
    await database.drop()
  })

  it('grants one credit per completed payment, however often the completion is retried', async () => {
    const [payment] = await database.db
      .insert(payments)
      .values({ userId, planType: 'STANDARD', amount: '1', status: 'COMPLETED' })
      .returning()
    const first = await grantPublicationCredit(database.db, { userId, paymentId: payment!.id })
    const again = await grantPublicationCredit(database.db, { userId, paymentId: payment!.id })
    expect(again.id).toBe(first.id)
    expect(await getPublicationCredits(database.db, { userId, role: 'USER' })).toEqual({
      available: 1,
      unlimited: false,
    })
  })

  it('grants credits without a payment (tests, support) and counts them', async () => {
    await grantPublicationCredit(database.db, { userId })
    await grantPublicationCredit(database.db, { userId })
    expect((await getPublicationCredits(database.db, { userId, role: 'USER' })).available).toBe(3)
    expect(await getPublicationCredits(database.db, { userId, role: 'ADMIN' })).toEqual({
      available: 0,
      unlimited: true,
    })
  })
})
