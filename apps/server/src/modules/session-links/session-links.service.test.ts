import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionLinks, users } from '#src/db/schema/index'
import { AppError } from '#src/errors/app-error'
import { createAuthService } from '#src/modules/auth/auth.service'
import { createPiClient } from '#src/modules/pi/pi-client'
import type { SessionUser as SignedInUser } from '#src/plugins/auth'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { hashSecret, openSealed } from './session-links.crypto'
import { createSessionLinksService, type SessionLinksService } from './session-links.service'

describe('the session-links service', () => {
  let database: TestDatabase
  let links: SessionLinksService
  let phone: SignedInUser
  const published: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    // Opening a session never calls the Pi Platform; the client points nowhere on purpose.
    const pi = createPiClient({ baseUrl: () => 'http://127.0.0.1:9', apiKey: 'unused' })
    const auth = createAuthService({
      db: database.db,
      pi,
      config: { adminPiUids: [], adminUsernames: [], sessionTtlS: 3600 },
    })
    const bus = { publish: async (code: string) => void published.push(code) }
    links = createSessionLinksService({ db: database.db, auth, bus, sessionTtlS: 3600 })
    const [user] = await database.db
      .insert(users)
      .values({ piUid: 'sim-uid-servicephone', username: 'servicephone' })
      .returning()
    phone = {
      sessionId: 0,
      userId: user!.id,
      username: user!.username,
      piUid: user!.piUid,
      role: 'USER',
      expiresAt: new Date(Date.now() + 3600_000),
      suspendedAt: null,
    }
  })
  afterAll(async () => {
    await database.drop()
  })

  it('announces a synced link on the bus by its code only', async () => {
    const link = await links.createLink({ userAgent: 'test agent' })
    await links.syncLink(link.code, link.pairingCode, phone)
    expect(published).toContain(link.code)
  })

  it('draws each pairing code at random, 4 digits with leading zeros kept', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, async () => (await links.createLink({})).pairingCode))
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(10)
  })

  it('hands a session out exactly once, however many ask at the same time', async () => {
    const link = await links.createLink({})
    await links.syncLink(link.code, link.pairingCode, phone)
    const results = await Promise.all(Array.from({ length: 8 }, () => links.handOut(link.code, link.secret)))
    const handed = results.filter((result) => result !== null)
    expect(handed).toHaveLength(1)
    expect(handed[0]!.username).toBe('servicephone')
  })

  it('hands nothing to a wrong secret, and keeps the session for the right one', async () => {
    const link = await links.createLink({})
    const other = await links.createLink({})
    await links.syncLink(link.code, link.pairingCode, phone)
    expect(await links.handOut(link.code, other.secret)).toBeNull()
    expect(await links.handOut(link.code, 'w'.repeat(43))).toBeNull()
    expect(await links.handOut(link.code, link.secret)).not.toBeNull()
  })

  it('stores nothing that yields the desktop token: the row alone opens nothing', async () => {
    const link = await links.createLink({})
    await links.syncLink(link.code, link.pairingCode, phone)
    const [row] = await database.db.select().from(sessionLinks).where(eq(sessionLinks.code, link.code))
    expect(row!.secretHash).toBe(hashSecret(link.secret))
    // Every value the row holds, tried as the key, opens nothing.
    const stored = [row!.code, row!.secretHash, row!.deliveryKey, row!.sealedDelivery!]
    for (const candidate of stored) {
      expect(await openSealed(row!.sealedDelivery!, candidate, row!.deliveryKey, link.code)).toBeNull()
    }

    const user = await links.handOut(link.code, link.secret)
    expect(user!.username).toBe('servicephone')
    const snapshot = JSON.stringify(row)
    expect(snapshot).not.toContain(user!.accessToken)
    expect(snapshot).not.toContain(link.secret)
  })

  it('refuses, without an error, a session sealed in the earlier format', async () => {
    const link = await links.createLink({})
    await links.syncLink(link.code, link.pairingCode, phone)
    await database.db
      .update(sessionLinks)
      .set({ sealedDelivery: 'v1.AAAA.BBBB.CCCC.DDDD' })
      .where(eq(sessionLinks.code, link.code))
    expect(await links.readStatus(link.code, link.secret)).toEqual({ status: 'CLAIMED' })
    expect(await links.handOut(link.code, link.secret)).toBeNull()
  })

  it('stops handing out a session that was never picked up within five minutes of the sync', async () => {
    const link = await links.createLink({})
    await links.syncLink(link.code, link.pairingCode, phone)
    await database.db
      .update(sessionLinks)
      .set({ claimedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessionLinks.code, link.code))
    expect(await links.handOut(link.code, link.secret)).toBeNull()
  })

  it('refuses a subscription to a link that will never deliver', async () => {
    const link = await links.createLink({})
    await expect(links.authorizeSubscription(link.code, link.secret)).resolves.toBeUndefined()
    await expect(links.authorizeSubscription(link.code, undefined)).rejects.toMatchObject({
      code: 'SESSION_LINK_SECRET_REQUIRED',
    })
    await links.syncLink(link.code, link.pairingCode, phone)
    await links.handOut(link.code, link.secret)
    const refusal = await links.authorizeSubscription(link.code, link.secret).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(AppError)
    expect((refusal as AppError).code).toBe('SESSION_LINK_ALREADY_USED')
  })

  it('removes links an hour after they expired, and keeps the others', async () => {
    const old = await links.createLink({})
    const recent = await links.createLink({})
    const live = await links.createLink({})
    const setExpiry = (code: string, msAgo: number) =>
      database.db
        .update(sessionLinks)
        .set({ expiresAt: new Date(Date.now() - msAgo) })
        .where(eq(sessionLinks.code, code))
    await setExpiry(old.code, 61 * 60_000)
    await setExpiry(recent.code, 10 * 60_000)

    expect(await links.removeExpiredLinks()).toBeGreaterThanOrEqual(1)
    const remaining = (await database.db.select({ code: sessionLinks.code }).from(sessionLinks)).map((row) => row.code)
    expect(remaining).not.toContain(old.code)
    expect(remaining).toContain(recent.code)
    expect(remaining).toContain(live.code)
  })
})
