// Two server processes (production build) on one PostgreSQL, as behind a load
// balancer. QR sign-in across them (the desktop's socket on A, the phone's sync on B: LISTEN/NOTIFY
// carries it), sessions valid on both and revoked on both, and the race for the last slider slots.
//
// Instance A hosts the Pi simulator; B reaches the same simulator through PI_API_BASE, so both talk
// to one Pi Platform like production. TRUST_PROXY lets each simulated visitor have its own address
// (X-Forwarded-For) so per-IP limits do not stand between 50 buyers and the race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SessionUserSchema } from '@spotlight/shared/schemas/auth'
import { createPromotionsRepository } from '#src/modules/promotions/promotions.repository'
import { frameBodyText } from '#src/modules/session-links/stomp-codec'
import { openStompClient } from '#src/modules/session-links/stomp-test-client'
import { findUserId, insertArticle, insertPromotion } from '#src/test/factories'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '#src/test/test-database'
import { call, walletAt } from './http-client'
import { startServerProcess, type ServerProcess } from './server-process'

const BUYERS = 50
const FREE_SLOTS = 3
const MAIN_SLIDER_SLOTS = 7

describe('two instances on one PostgreSQL', () => {
  let database: TestDatabase
  let a: ServerProcess
  let b: ServerProcess
  let visitor = 0
  /** A new visitor address per call: per-IP limits stay out of the way. */
  const from = () => ({ 'x-forwarded-for': `10.77.${(visitor >> 8) & 255}.${visitor++ & 255}` })

  async function signInOn(server: ServerProcess, username: string) {
    const answer = await call(server.url, 'POST', '/auth/pi-login', {
      json: { accessToken: `sim-${username}` },
      headers: from(),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.accessToken as string
  }

  beforeAll(async () => {
    if (!TEST_DATABASE_URL) throw new Error('fault tests need TEST_DATABASE_URL (PostgreSQL)')
    database = await createTestDatabase()
    a = await startServerProcess({ env: { DATABASE_URL: database.url!, TRUST_PROXY: 'true' } })
    b = await startServerProcess({
      env: { DATABASE_URL: database.url!, TRUST_PROXY: 'true', PI_SIMULATOR: '0', PI_API_BASE: `${a.url}/__pi-sim` },
    })
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.drop()
  })

  it('signs a desktop in with QR across instances: socket on A, phone on B', async () => {
    const created = await call(a.url, 'POST', '/api/session-links', { headers: from() })
    expect(created.status).toBe(201)
    const link = created.body as { code: string; secret: string; pairingCode: string }
    const desktop = await openStompClient(a.url)
    try {
      expect((await desktop.connect()).command).toBe('CONNECTED')
      expect((await desktop.subscribe(link.code, link.secret)).command).toBe('RECEIPT')

      const phone = await signInOn(b, 'two_phone')
      expect((await call(b.url, 'GET', `/api/session-links/${link.code}`, { token: phone })).status).toBe(200)
      const started = Date.now()
      const synced = await call(b.url, 'POST', '/api/session-links/sync', {
        token: phone,
        json: { code: link.code, pairingCode: link.pairingCode },
      })
      expect(synced.status).toBe(200)

      const message = await desktop.waitForFrame((frame) => frame.command === 'MESSAGE', 5000)
      const latencyMs = Date.now() - started
      expect(latencyMs).toBeLessThan(2000)
      const user = SessionUserSchema.parse(JSON.parse(frameBodyText(message)))
      expect(user.username).toBe('two_phone')
      for (const server of [a, b]) {
        expect((await call(server.url, 'GET', '/auth/me', { token: user.accessToken })).body.username).toBe('two_phone')
      }
      console.info(`[faults] two instances: QR session crossed from B to A's socket in ${latencyMs} ms`)
    } finally {
      desktop.close()
    }

    // The polling fallback across instances too: link made on B, synced on A, polled on B.
    const polled = (await call(b.url, 'POST', '/api/session-links', { headers: from() })).body as {
      code: string
      secret: string
      pairingCode: string
    }
    const phone = await signInOn(a, 'two_phone_poll')
    expect(
      (
        await call(a.url, 'POST', '/api/session-links/sync', {
          token: phone,
          json: { code: polled.code, pairingCode: polled.pairingCode },
        })
      ).status,
    ).toBe(200)
    const status = await call(b.url, 'GET', `/api/session-links/status/${polled.code}`, {
      headers: { 'x-link-secret': polled.secret },
    })
    expect(status.body).toMatchObject({ user: { username: 'two_phone_poll' } })
  })

  it('a session made on A works on B, and logging out on A ends it on B', async () => {
    const token = await signInOn(a, 'two_session')
    expect((await call(b.url, 'GET', '/auth/me', { token })).status).toBe(200)
    expect((await call(a.url, 'POST', '/auth/logout', { token })).status).toBe(200)
    const after = await call(b.url, 'GET', '/auth/me', { token })
    expect(after.status).toBe(401)
    expect(after.body.error.code).toBe('AUTH_REQUIRED')
  })

  it(`${BUYERS} concurrent buyers across both for the last ${FREE_SLOTS} MAIN_SLIDER slots: never more than ${MAIN_SLIDER_SLOTS}`, async () => {
    const slots = createPromotionsRepository(database.db)
    const taken = () => slots.countTakenSlots({ planType: 'MAIN_SLIDER' }, new Date())
    await signInOn(a, 'two_filler')
    const filler = await insertArticle(database.db, await findUserId(database.db, 'two_filler'))
    for (let index = (await taken()) + FREE_SLOTS; index < MAIN_SLIDER_SLOTS; index++) {
      await insertPromotion(database.db, filler.id, 'MAIN_SLIDER')
    }
    expect(await taken()).toBe(MAIN_SLIDER_SLOTS - FREE_SLOTS)

    // Each buyer: signed in on one instance, an article, an order there, and the wallet's payment.
    const wallet = walletAt(a.url)
    const buyers = []
    for (let batch = 0; batch < BUYERS; batch += 10) {
      const ready = await Promise.all(
        Array.from({ length: Math.min(10, BUYERS - batch) }, async (_, offset) => {
          const index = batch + offset
          const server = index % 2 === 0 ? a : b
          const username = `two_buyer_${index}`
          const token = await signInOn(server, username)
          const article = await insertArticle(database.db, await findUserId(database.db, username))
          const order = await call(server.url, 'POST', '/api/payments/create', {
            token,
            json: { planType: 'MAIN_SLIDER', articleId: article.id },
          })
          expect(order.status, JSON.stringify(order.body)).toBe(201)
          const payment = await wallet.create(username, order.body)
          expect(payment.status).toBe(200)
          return { username, server, token, piId: payment.body.identifier as string }
        }),
      )
      buyers.push(...ready)
    }

    // Everyone approves at once, each on the instance they bought on.
    const answers = await Promise.all(
      buyers.map((buyer) =>
        call(buyer.server.url, 'POST', '/api/payments/approve', {
          token: buyer.token,
          json: { paymentId: buyer.piId },
        }),
      ),
    )
    const winners = buyers.filter((_, index) => answers[index]!.status === 200)
    const refusals = answers.filter((answer) => answer.status !== 200)
    expect(winners).toHaveLength(FREE_SLOTS)
    expect(refusals.map((answer) => [answer.status, answer.body.error?.code])).toEqual(
      Array(BUYERS - FREE_SLOTS).fill([409, 'PROMOTION_NO_SLOT']),
    )
    expect(await taken()).toBe(MAIN_SLIDER_SLOTS)

    // Nobody is approved on Pi without a slot: exactly the winners are.
    const piApproved = []
    for (const buyer of buyers) {
      const payment = await wallet.payment(buyer.piId)
      if (payment.body.status.developer_approved) piApproved.push(buyer.username)
    }
    expect(piApproved.sort()).toEqual(winners.map((winner) => winner.username).sort())
    const onA = winners.filter((winner) => winner.server === a).length
    console.info(
      `[faults] two instances: ${BUYERS} buyers raced for ${FREE_SLOTS} slots: ${winners.length} approved ` +
        `(${onA} on A, ${winners.length - onA} on B), ${refusals.length} refused 409; slots taken ${await taken()}/7`,
    )
  })
})
