// Deleting a category whose slider sells or shows slots: refused until they end, so a buyer who signed
// gets what they paid for (paid is paid), and once it goes, its ended promotions stay with their term on
// the receipts and stats. Real HTTP, the Pi simulator, the server's clock moved past the promotions' end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MyPaymentSchema } from '@spotlight/shared/schemas/payment-history'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import {
  clockedPaymentsApp,
  startPurchase,
  type ClockedPaymentsApp,
  type PaymentsApi,
} from '#src/modules/payments/payments.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { createCategory } from '#src/test/categories'
import { findOrder, findUserId, insertArticle, insertPromotion, listPromotions } from '#src/test/factories'

const DAY = 24 * 3600 * 1000
const MINUTE = 60_000

describe('deleting a category whose slider has slots in play', () => {
  let t: TestApp
  let sim: SimClient
  let api: PaymentsApi
  let now: () => Date
  let setServerOffset: ClockedPaymentsApp['setServerOffset']
  let everyMinute: ClockedPaymentsApp['everyMinute']
  let admin = ''

  beforeAll(async () => {
    ;({ t, sim, api, now, setServerOffset, everyMinute } = await clockedPaymentsApp())
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  const category = (name: string) => createCategory(t, admin, name)
  const remove = (id: number) => t.request(`/api/categories/${id}`, { method: 'DELETE', token: admin })
  const refusal = async (response: Response) => {
    expect(response.status).toBe(409)
    return ErrorBodySchema.parse(await response.json()).error
  }
  async function maker(name: string, categoryId: number) {
    const { accessToken: token } = await signIn(t, name)
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, name), { categoryId })
    return { name, token, articleId: article.id }
  }
  const receipt = async (token: string, orderId: string) =>
    MyPaymentSchema.parse(await (await t.request(`/api/payments/mine/${orderId}`, { token })).json())

  it('waits for a signed payment to complete and its promotion to end; then the receipt keeps its term', async () => {
    const crafts = await category('Crafts')
    const cora = await maker('cora', crafts.id)
    const body = { planType: 'CATEGORY_SLIDER' as const, articleId: cora.articleId, categorySlug: crafts.slug }
    const { order, piId } = await startPurchase(t, sim, cora.name, cora.token, body)
    expect((await api.approve(cora.token, piId)).status).toBe(200)
    const { txid } = (await sim.wallet.sign(piId)).body

    // Signed in the wallet: the buyer's Pi is on its way, so the slider they bought must still be there.
    const whilePaying = await refusal(await remove(crafts.id))
    expect(whilePaying.code).toBe('CATEGORY_HAS_PROMOTIONS')
    expect(whilePaying.message).toMatch(/being paid/)

    const completed = await api.complete(cora.token, piId, txid)
    expect(completed.status, await completed.clone().text()).toBe(200)
    const { expirationAt } = (await completed.json()) as { expirationAt: string }
    expect(expirationAt).not.toBeNull()
    expect((await findOrder(t.database.db, order.paymentId))?.status).toBe('COMPLETED')

    // Running: refused, saying until when.
    const whileRunning = await refusal(await remove(crafts.id))
    expect(whileRunning.code).toBe('CATEGORY_HAS_PROMOTIONS')
    expect(whileRunning.message).toContain(expirationAt)

    setServerOffset(31 * DAY)
    try {
      expect((await remove(crafts.id)).status).toBe(204)
      expect((await t.request(`/api/categories/${crafts.id}`)).status).toBe(404)
      // The promotion's row stays, with no category; the receipt keeps the term the payment bought.
      const [kept] = await listPromotions(t.database.db, cora.articleId)
      expect(kept).toMatchObject({ categoryId: null, state: 'ACTIVE', paymentId: order.paymentId })
      expect(await receipt(cora.token, order.paymentId)).toMatchObject({
        status: 'COMPLETED',
        txid,
        expiresAt: expirationAt,
        promotionState: 'ACTIVE',
        categorySlug: null,
      })
      const history = await t.request('/api/payments/mine', { token: cora.token })
      expect(MyPaymentSchema.array().parse(await history.json())).toHaveLength(1)
      // The campaign stats still show the window it ran, in a slider that is gone.
      const stats = await t.request(`/api/stats/articles/${cora.articleId}`, { token: cora.token })
      expect(stats.status).toBe(200)
      expect(((await stats.json()) as { promotions: unknown[] }).promotions).toEqual([
        expect.objectContaining({ planType: 'CATEGORY_SLIDER', categorySlug: null, expiresAt: expirationAt }),
      ])
      // Nothing to renew in a slider that no longer exists.
      expect(await (await t.request('/api/payments/renewable', { token: cora.token })).json()).toEqual([])
    } finally {
      setServerOffset(0)
    }
  })

  it('waits for an order not paid yet, until it is closed as expired', async () => {
    const music = await category('Music')
    const mo = await maker('moira', music.id)
    const created = await api.create(mo.token, {
      planType: 'CATEGORY_SLIDER',
      articleId: mo.articleId,
      categorySlug: music.slug,
    })
    expect(created.status).toBe(201)
    expect((await refusal(await remove(music.id))).code).toBe('CATEGORY_HAS_PROMOTIONS')

    // Nobody opened the payment in a wallet: the reconciler closes it after its 10 minutes.
    setServerOffset(11 * MINUTE)
    try {
      await everyMinute()
      expect((await remove(music.id)).status).toBe(204)
    } finally {
      setServerOffset(0)
    }
  })

  it("takes its slider's waiting line with it once its promotions ended", async () => {
    const travel = await category('Trips')
    const filler = await maker('fil', travel.id)
    const owner = await findUserId(t.database.db, 'fil')
    const endsAt = new Date(now().getTime() + 30 * DAY)
    for (let index = 0; index < 7; index++) {
      const { id } =
        index === 0 ? { id: filler.articleId } : await insertArticle(t.database.db, owner, { categoryId: travel.id })
      await insertPromotion(t.database.db, id, 'CATEGORY_SLIDER', {
        categoryId: travel.id,
        startsAt: now(),
        expiresAt: endsAt,
      })
    }
    const wes = await maker('wes', travel.id)
    const slider = { planType: 'CATEGORY_SLIDER', categorySlug: travel.slug }
    expect((await t.request('/api/payments/waitlist', { method: 'POST', token: wes.token, json: slider })).status).toBe(
      200,
    )
    const refused = await refusal(await remove(travel.id))
    expect(refused.message).toMatch(/7 promotion\(s\) running/)

    setServerOffset(31 * DAY)
    try {
      expect((await remove(travel.id)).status).toBe(204)
      expect(await (await t.request('/api/payments/waitlist', { token: wes.token })).json()).toEqual([])
      expect((await listPromotions(t.database.db, filler.articleId)).map((row) => row.categoryId)).toEqual([null])
    } finally {
      setServerOffset(0)
    }
  })
})
