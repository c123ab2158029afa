// Two admins acting on the same account or badge at the same moment: exactly one decision is taken,
// the maker hears of it once, the audit trail records it once, and the other admin is told it is done.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { auditLog, notifications, users } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId } from '#src/test/factories'

describe('two admins at once', () => {
  let t: TestApp
  let admin = ''
  let otherAdmin = ''

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_USERNAMES: 'admin,admin2' } })
    admin = (await signIn(t, 'admin')).accessToken
    otherAdmin = (await signIn(t, 'admin2')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  const suspend = (token: string, username: string, reason: string) =>
    t.request(`/api/admin/users/${username}/suspension`, { method: 'POST', token, json: { reason } })
  const lift = (token: string, username: string) =>
    t.request(`/api/admin/users/${username}/suspension`, { method: 'DELETE', token })
  const noticesOf = async (userId: number, type: 'ACCOUNT_SUSPENDED' | 'ACCOUNT_RESTORED') =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  const entriesOf = async (targetType: string, targetId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))

  it('suspends once: the other admin gets a conflict, and the winner’s reason stands', async () => {
    for (const round of [1, 2, 3]) {
      const username = `racer${round}`
      await signIn(t, username)
      const userId = await findUserId(t.database.db, username)
      const answers = await Promise.all([
        suspend(admin, username, 'Phishing links.'),
        suspend(otherAdmin, username, 'Fake giveaway.'),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const winner = answers.find((answer) => answer.status === 200)!
      const loser = answers.find((answer) => answer.status === 409)!
      expect(ErrorBodySchema.parse(await loser.json()).error.code).toBe('USER_ALREADY_SUSPENDED')
      const { reason } = (await winner.json()) as { reason: string }
      const [row] = await t.database.db.select().from(users).where(eq(users.id, userId))
      expect(row!.suspensionReason).toBe(reason)
      expect(await noticesOf(userId, 'ACCOUNT_SUSPENDED')).toHaveLength(1)
      expect((await entriesOf('USER', username)).map((entry) => entry.reason)).toEqual([reason])
    }
  })

  it('lifts once: the maker hears of it once and the trail records it once', async () => {
    for (const round of [1, 2, 3]) {
      const username = `lifted${round}`
      await signIn(t, username)
      const userId = await findUserId(t.database.db, username)
      expect((await suspend(admin, username, 'Phishing links.')).status).toBe(200)
      const answers = await Promise.all([lift(admin, username), lift(otherAdmin, username)])
      expect(answers.map((answer) => answer.status)).toEqual([204, 204])
      expect(await noticesOf(userId, 'ACCOUNT_RESTORED')).toHaveLength(1)
      expect((await entriesOf('USER', username)).map((entry) => entry.action)).toEqual([
        'USER_SUSPEND',
        'USER_UNSUSPEND',
      ])
    }
  })

  it('revokes a badge once: the other admin is told it is already revoked', async () => {
    await signIn(t, 'badged')
    for (const round of [1, 2, 3]) {
      const granted = await t.request('/api/admin/verifications', {
        method: 'POST',
        token: admin,
        json: { username: 'badged', host: `badged${round}.example`, note: 'Checked by hand.' },
      })
      expect(granted.status).toBe(200)
      const { id } = (await granted.json()) as { id: number }
      const revoke = (token: string) =>
        t.request(`/api/admin/verifications/${id}`, { method: 'DELETE', token, json: { reason: 'Sold the app.' } })
      const answers = await Promise.all([revoke(admin), revoke(otherAdmin)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const loser = answers.find((answer) => answer.status === 409)!
      expect(ErrorBodySchema.parse(await loser.json()).error.code).toBe('VERIFICATION_REVOKED')
      expect((await entriesOf('verification', String(id))).map((entry) => entry.action)).toEqual([
        'VERIFICATION_GRANT',
        'VERIFICATION_REVOKE',
      ])
    }
  })
})
