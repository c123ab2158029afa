// How often one suspension takes the account's lock: once is enough to serialise two admins, and
// each extra take is one more round trip inside the transaction that holds the maker's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statementLog } from '#src/test/statement-log'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { createSuspensionsService } from './suspensions.service'

/** This module's account lock, as its statements name it. */
const ACCOUNT_LOCK_STATEMENT = /pg_advisory_xact_lock\(7100007,/

describe('a suspension takes the account’s lock once', () => {
  let t: TestApp
  let adminId = 0

  beforeAll(async () => {
    t = await buildTestApp()
    await signIn(t, 'admin')
    adminId = await findUserId(t.database.db, 'admin')
  })
  afterAll(async () => {
    await t.close()
  })

  it('suspends, hides the maker’s articles and audits it, with one lock statement', async () => {
    await signIn(t, 'locked')
    const makerId = await findUserId(t.database.db, 'locked')
    await insertArticle(t.database.db, makerId, { status: 'PUBLISHED' })
    const log = statementLog(t.database)
    const suspensions = createSuspensionsService({ db: log.db })

    const answer = await suspensions.suspend(adminId, 'locked', 'Phishing links.')

    expect(answer?.reason).toBe('Phishing links.')
    expect(log.statements.filter((statement) => ACCOUNT_LOCK_STATEMENT.test(statement))).toHaveLength(1)
    expect(await suspensions.stateOf('locked')).toMatchObject({ reason: 'Phishing links.' })
    await expect(suspensions.suspend(adminId, 'locked', 'Again.')).rejects.toMatchObject({
      code: 'USER_ALREADY_SUSPENDED',
    })
  })
})
