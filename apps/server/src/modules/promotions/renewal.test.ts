// Renewal: an ordinary slider order for an article whose promotion of that plan is in
// its last 7 days or ended less than 7 days ago; it extends the promotion by 30 days from the later of
// now and its end, in the same slot, even in a full slider. Our server's clock moves; Pi's needs not.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { promotionRenewals, promotions } from '#src/db/schema/index'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import {
  buy,
  clockedPaymentsApp,
  failure,
  type ClockedPaymentsApp,
  type PaymentsApi,
} from '#src/modules/payments/payments.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle, insertPromotion, listPromotions } from '#src/test/factories'

const DAY = 24 * 3600 * 1000

describe('renewing a promotion', () => {
  let t: TestApp
  let sim: SimClient
  let api: PaymentsApi
  let now: () => Date
  /** Our server's clock only, this far ahead of real time. */
  let setServerOffset: ClockedPaymentsApp['setServerOffset']

  beforeEach(async () => {
    ;({ t, sim, api, now, setServerOffset } = await clockedPaymentsApp())
  })
  afterEach(async () => {
    await t.close()
  })

  /** A published article of `name` (signed in) with a MAIN_SLIDER promotion bought through Pi. */
  async function promoted(name: string, plan: 'MAIN_SLIDER' | 'CATEGORY_SLIDER' = 'MAIN_SLIDER') {
    const { accessToken: token } = await signIn(t, name)
    const games = await findCategoryId(t.database.db, 'games')
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, name), { categoryId: games })
    const body = {
      planType: plan,
      articleId: article.id,
      ...(plan === 'CATEGORY_SLIDER' ? { categorySlug: 'games' } : {}),
    }
    const { completed } = await buy(t, sim, name, token, body)
    return { token, articleId: article.id, body, end: new Date(completed.expirationAt as string) }
  }

  /** Other advertisers' promotions, in force for 60 more days, until the main slider holds 7. */
  async function fillMainSlider() {
    await signIn(t, 'filler')
    const owner = await findUserId(t.database.db, 'filler')
    const taken = async () =>
      (await (await t.request('/api/payments/slots?promoteType=MAIN_SLIDER')).json()).remainingSlots
    while ((await taken()) > 0) {
      const { id } = await insertArticle(t.database.db, owner)
      await insertPromotion(t.database.db, id, 'MAIN_SLIDER', {
        startsAt: now(),
        expiresAt: new Date(now().getTime() + 60 * DAY),
      })
    }
  }

  const renewable = async (token: string) => (await t.request('/api/payments/renewable', { token })).json()

  it('is refused before the last 7 days with a 409 and the error body', async () => {
    const { token, body } = await promoted('rita')
    setServerOffset(22 * DAY) // 8 days left
    const refused = await api.create(token, body)
    expect(refused.status).toBe(409)
    const error = ErrorBodySchema.parse(await refused.json())
    expect(error.error.code).toBe('PROMOTION_RENEWAL_TOO_EARLY')
    expect(await renewable(token)).toEqual([])
  })

  it('in the last 7 days of a full slider: paid, extended 30 days from its end in the same slot', async () => {
    const { token, articleId, body, end } = await promoted('rosa')
    await fillMainSlider()
    setServerOffset(25 * DAY) // 5 days left
    // A newcomer finds no slot; the renewing advertiser keeps theirs.
    const { accessToken: newcomer } = await signIn(t, 'nuno')
    const other = await insertArticle(t.database.db, await findUserId(t.database.db, 'nuno'))
    expect(await failure(await api.create(newcomer, { planType: 'MAIN_SLIDER', articleId: other.id }))).toEqual([
      409,
      'PROMOTION_NO_SLOT',
    ])
    expect(await renewable(token)).toEqual([
      { articleId, planType: 'MAIN_SLIDER', categorySlug: null, expiresAt: end.toISOString() },
    ])

    const { order, completed } = await buy(t, sim, 'rosa', token, body)
    expect(new Date(completed.expirationAt).getTime()).toBe(end.getTime() + 30 * DAY)
    // One promotion, extended: no second row, no gap, and the slider still holds 7.
    const rows = await listPromotions(t.database.db, articleId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ state: 'ACTIVE', renewalPaymentId: null })
    expect(rows[0]!.expiresAt!.getTime()).toBe(end.getTime() + 30 * DAY)
    const [renewal] = await t.database.db
      .select()
      .from(promotionRenewals)
      .where(eq(promotionRenewals.paymentId, order.paymentId))
    expect(renewal!.previousExpiresAt.getTime()).toBe(end.getTime())
    expect((await (await t.request('/api/payments/slots?promoteType=MAIN_SLIDER')).json()).remainingSlots).toBe(0)
    // What My Articles shows at once: the activation and the order status carry the new end.
    const activated = await t.request('/api/payments/activate', {
      method: 'POST',
      token,
      json: { articleId, planType: 'MAIN_SLIDER' },
    })
    expect((await activated.json()).expirationAt).toBe(completed.expirationAt)
    expect((await (await api.status(token, order.paymentId)).json()).expirationAt).toBe(completed.expirationAt)
    // Renewed: the next renewal waits for the new window.
    expect(await failure(await api.create(token, body))).toEqual([409, 'PROMOTION_RENEWAL_TOO_EARLY'])

    // Each receipt says until when its own payment runs: the renewal to the new end, the first order
    // to the end it bought (not the extended one).
    const mine = (await (await t.request('/api/payments/mine', { token })).json()) as {
      paymentId: string
      expiresAt: string | null
      promotionState: string | null
    }[]
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({
      paymentId: order.paymentId,
      expiresAt: completed.expirationAt,
      promotionState: 'ACTIVE',
    })
    expect(mine[1]).toMatchObject({ expiresAt: end.toISOString(), promotionState: 'ACTIVE' })
    const receipt = await (await t.request(`/api/payments/mine/${order.paymentId}`, { token })).json()
    expect(receipt.expiresAt).toBe(completed.expirationAt)

    // The owner is told of the renewal as such, not of a new promotion.
    const { items } = await (await t.request('/api/notifications', { token })).json()
    const started = items.filter((item: { type: string }) => item.type === 'PROMOTION_STARTED')
    expect(started.map((item: { title: string }) => item.title)).toEqual(['Promotion renewed', 'Promotion started'])
  })

  it('a category slider promotion that ended 3 days ago: 30 days from now, if a slot is free', async () => {
    const { token, articleId, body, end } = await promoted('ines', 'CATEGORY_SLIDER')
    setServerOffset(33 * DAY)
    expect(await renewable(token)).toHaveLength(1)
    const before = now().getTime()
    const { completed } = await buy(t, sim, 'ines', token, body)
    const newEnd = new Date(completed.expirationAt).getTime()
    expect(newEnd).toBeGreaterThanOrEqual(before + 30 * DAY)
    expect(newEnd).toBeLessThan(before + 30 * DAY + 60_000)
    expect(newEnd).toBeGreaterThan(end.getTime() + 30 * DAY)
    const rows = await listPromotions(t.database.db, articleId)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.expiresAt!.getTime()).toBe(newEnd)
  })

  it('a promotion that ended needs a free slot again: a full slider refuses it', async () => {
    const { token, body } = await promoted('otto')
    setServerOffset(31 * DAY)
    await fillMainSlider()
    expect(await failure(await api.create(token, body))).toEqual([409, 'PROMOTION_NO_SLOT'])
  })

  it('more than 7 days after the end it is a new purchase, not a renewal', async () => {
    const { token, articleId, body } = await promoted('ugo')
    setServerOffset(38 * DAY)
    expect(await renewable(token)).toEqual([])
    await buy(t, sim, 'ugo', token, body)
    expect(await listPromotions(t.database.db, articleId)).toHaveLength(2)
  })

  it('a renewal in progress keeps the slot past the end; released unpaid, the slot frees', async () => {
    const { token, articleId, body } = await promoted('vera')
    setServerOffset(29 * DAY)
    const created = await api.create(token, body)
    const order = await created.json()
    const wallet = await sim.wallet.create('vera', { amount: order.amount, memo: order.memo, metadata: order.metadata })
    expect((await api.approve(token, wallet.body.identifier)).status).toBe(200)
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.articleId, articleId))
    expect(row!.renewalPaymentId).toBe(order.paymentId)
    setServerOffset(31 * DAY) // ended, but the renewal being paid holds its slot
    const remaining = async () =>
      (await (await t.request('/api/payments/slots?promoteType=MAIN_SLIDER')).json()).remainingSlots
    expect(await remaining()).toBe(6)
    // A second renewal of the same promotion meanwhile is refused.
    expect(await failure(await api.create(token, body))).toEqual([409, 'PROMOTION_ALREADY_ACTIVE'])
    // The user cancels in the wallet: the order closes and the slot is released.
    await sim.wallet.userCancel(wallet.body.identifier)
    expect((await api.incomplete(token, wallet.body.identifier)).status).toBe(200)
    expect(await remaining()).toBe(7)
  })

  it('GET /api/payments/renewable: signed in only, own promotions only', async () => {
    const { token, articleId } = await promoted('wanda')
    setServerOffset(26 * DAY)
    expect((await t.request('/api/payments/renewable')).status).toBe(401)
    expect((await renewable(token)).map((row: { articleId: number }) => row.articleId)).toEqual([articleId])
    const { accessToken: other } = await signIn(t, 'xena')
    expect(await renewable(other)).toEqual([])
    const { accessToken: admin } = await signIn(t, 'admin')
    expect(await renewable(admin)).toEqual([])
  })
})
