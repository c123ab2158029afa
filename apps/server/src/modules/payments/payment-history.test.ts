import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MyPaymentSchema, type MyPayment } from '@spotlight/shared/schemas/payment-history'
import { categories, payments } from '#src/db/schema/index'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, signIn, type TestApp, type TestResponse } from '#src/test/build-test-app'
import { articleBody, findUserId, insertArticle, listPromotions, setCategoryTranslation } from '#src/test/factories'
import { buy, failure, startPurchase } from './payments.test-support'

// Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (test-database.ts).
describe('payment history and receipts: GET /api/payments/mine and /mine/{orderId}', () => {
  let t: TestApp
  let sim: SimClient
  let stella: string
  let orion: string
  let admin: string

  const mine = (token: string | undefined, query = '') =>
    t.request(`/api/payments/mine${query}`, token ? { token } : {})
  const receipt = (token: string | undefined, id: string) =>
    t.request(`/api/payments/mine/${id}`, token ? { token } : {})
  const list = async (response: TestResponse): Promise<MyPayment[]> => {
    expect(response.status, await response.clone().text()).toBe(200)
    return MyPaymentSchema.array().parse(await response.json())
  }

  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAN_PRICES: 'STANDARD=1.5,CATEGORY_SLIDER=3,MAIN_SLIDER=5.25' } })
    sim = simClient(t)
    stella = (await signIn(t, 'stella')).accessToken
    orion = (await signIn(t, 'orion')).accessToken
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  it('a STANDARD payment made through the wallet shows completed, with its Pi id, txid and explorer link', async () => {
    const { order, piId, txid } = await buy(t, sim, 'stella', stella, { planType: 'STANDARD' })

    const [first] = await list(await mine(stella))
    expect(first).toMatchObject({
      paymentId: order.paymentId,
      planType: 'STANDARD',
      amount: 1.5,
      status: 'COMPLETED',
      piPaymentId: piId,
      txid,
      // The test configuration is not production: the app pays in Test-Pi.
      explorerUrl: `https://blockexplorer.minepi.com/testnet/transactions/${txid}`,
      memo: 'Pago por plan STANDARD',
      articleId: null,
      articleTitle: null,
      categorySlug: null,
      expiresAt: null,
      promotionState: null,
    })
    expect(Date.parse(first!.completedAt!)).toBeGreaterThanOrEqual(Date.parse(first!.createdAt))

    // The receipt is the same order; once the credit makes an article, both name it.
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: stella,
      json: articleBody({ title: 'Stella’s stargazing app' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const article = await created.json()
    const one = await receipt(stella, order.paymentId)
    expect(one.status).toBe(200)
    expect(one.headers.get('cache-control')).toBe('private, no-store')
    expect(await one.json()).toMatchObject({
      paymentId: order.paymentId,
      articleId: article.id,
      articleTitle: 'Stella’s stargazing app',
      txid,
    })
  })

  it('a slider payment names its article and, once live, when the promotion ends', async () => {
    const userId = await findUserId(t.database.db, 'stella')
    const article = await insertArticle(t.database.db, userId, { title: 'Comet tracker' })
    const { order, txid } = await buy(t, sim, 'stella', stella, { planType: 'MAIN_SLIDER', articleId: article.id })
    const [promotion] = await listPromotions(t.database.db, article.id)

    expect(await (await receipt(stella, order.paymentId)).json()).toMatchObject({
      planType: 'MAIN_SLIDER',
      amount: 5.25,
      status: 'COMPLETED',
      txid,
      memo: 'Pago por plan MAIN_SLIDER',
      articleId: article.id,
      articleTitle: 'Comet tracker',
      categorySlug: null,
      expiresAt: promotion!.expiresAt!.toISOString(),
      promotionState: 'ACTIVE',
    })
  })

  it('a category slider payment names its category; an unfinished order shows without Pi data or end date', async () => {
    const userId = await findUserId(t.database.db, 'orion')
    const article = await insertArticle(t.database.db, userId, { title: 'Nebula notes' })
    const [category] = await t.database.db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .where(eq(categories.id, article.categoryId!))
    const bought = await buy(t, sim, 'orion', orion, { planType: 'CATEGORY_SLIDER', articleId: article.id })
    const pending = await startPurchase(t, sim, 'orion', orion, { planType: 'STANDARD' })

    const [newest, older] = await list(await mine(orion))
    expect(newest).toMatchObject({
      paymentId: pending.order.paymentId,
      status: 'CREATED',
      completedAt: null,
      piPaymentId: null,
      txid: null,
      explorerUrl: null,
      expiresAt: null,
    })
    expect(older).toMatchObject({
      paymentId: bought.order.paymentId,
      planType: 'CATEGORY_SLIDER',
      status: 'COMPLETED',
      articleTitle: 'Nebula notes',
    })
    expect(older).toMatchObject({ categorySlug: category!.slug, categoryName: category!.name })
    expect(newest?.categoryTranslations).toBeNull()

    // Its names in the other languages, for the history to name it in the reader's.
    await setCategoryTranslation(t.database.db, category!.slug, 'es', { name: 'Categoría traducida' })
    await setCategoryTranslation(t.database.db, category!.slug, 'vi', { name: 'Danh mục đã dịch' })
    const translated = (await list(await mine(orion)))[1]
    expect(translated?.categoryTranslations).toEqual({
      es: { name: 'Categoría traducida' },
      vi: { name: 'Danh mục đã dịch' },
    })
    expect(await (await receipt(orion, bought.order.paymentId)).json()).toMatchObject({
      categoryName: category!.name,
      categoryTranslations: { es: { name: 'Categoría traducida' } },
    })
  })

  describe('authorization', () => {
    it('a visitor gets 401 on the list and on a receipt', async () => {
      const [order] = await list(await mine(stella))
      expect(await failure(await mine(undefined))).toEqual([401, 'AUTH_REQUIRED'])
      expect(await failure(await receipt(undefined, order!.paymentId))).toEqual([401, 'AUTH_REQUIRED'])
      expect(await failure(await mine('not-a-token'))).toEqual([401, 'AUTH_REQUIRED'])
    })

    it('each user lists only their own orders; another user’s receipt is a 404, as is an unknown one', async () => {
      const stellas = await list(await mine(stella))
      const orions = await list(await mine(orion))
      expect(stellas.length).toBeGreaterThan(0)
      expect(orions.length).toBeGreaterThan(0)
      const orionIds = new Set(orions.map((order) => order.paymentId))
      expect(stellas.some((order) => orionIds.has(order.paymentId))).toBe(false)

      const other = await receipt(orion, stellas[0]!.paymentId)
      expect(await failure(other)).toEqual([404, 'PAYMENT_NOT_FOUND'])
      expect(other.headers.get('cache-control')).toBe('private, no-store')
      const unknown = await receipt(orion, '00000000-0000-4000-8000-000000000000')
      expect(await failure(unknown)).toEqual([404, 'PAYMENT_NOT_FOUND'])
    })

    it('an admin lists only their own orders here and gets 404 for anyone else’s (the overview ledger shows all)', async () => {
      const stellas = await list(await mine(stella))
      expect(await list(await mine(admin))).toEqual([])
      expect(await failure(await receipt(admin, stellas[0]!.paymentId))).toEqual([404, 'PAYMENT_NOT_FOUND'])

      const ledger = await t.request('/api/admin/overview', { token: admin })
      expect(ledger.status).toBe(200)
      const rows = (await ledger.json()).ledger as {
        orderId: string
        piPaymentId: string | null
        txid: string | null
      }[]
      expect(rows.find((row) => row.orderId === stellas[0]!.paymentId)).toMatchObject({
        piPaymentId: stellas[0]!.piPaymentId,
        txid: stellas[0]!.txid,
      })
    })
  })

  describe('bad input never answers 5xx', () => {
    it.each([
      ['non-numeric', 'abc'],
      ['numeric', '42'],
      ['negative', '-1'],
      ['huge', '9'.repeat(40)],
      ['a uuid with trailing text', '00000000-0000-4000-8000-000000000000x'],
      ['SQL', encodeURIComponent("' or 1=1 --")],
      ['a NUL', '%00'],
      ['hostile HTML', encodeURIComponent('<script>alert(1)</script>')],
    ])('a %s order id is a 404', async (_name, id) => {
      expect(await failure(await receipt(stella, id))).toEqual([404, 'PAYMENT_NOT_FOUND'])
    })

    it('an order id too long for a path parameter is refused as a client error', async () => {
      const response = await receipt(stella, 'a'.repeat(5000))
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    })

    it('an upper-case spelling of the user’s own order id still finds it', async () => {
      const [order] = await list(await mine(stella))
      const response = await receipt(stella, order!.paymentId.toUpperCase())
      expect(response.status).toBe(200)
      expect((await response.json()).paymentId).toBe(order!.paymentId)
    })

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=-5', 'limit'],
      ['cursor=not%20a%20cursor', 'cursor'],
      ['cursor=abc', 'cursor'],
      [`cursor=${Buffer.from('p1:2026-01-01T00:00:00.000000Z:not-a-uuid').toString('base64url')}`, 'cursor'],
      [
        `cursor=${Buffer.from('p1:2026-13-45T99:00:00.000000Z:00000000-0000-4000-8000-000000000000').toString('base64url')}`,
        'cursor',
      ],
      [`cursor=${'a'.repeat(300)}`, 'cursor'],
    ])('?%s is a 400 naming %s', async (query, field) => {
      const response = await mine(stella, `?${query}`)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(JSON.stringify(body.error.details)).toContain(field)
    })
  })

  describe('keyset pages', () => {
    let vega: string
    let vegaId: number

    beforeAll(async () => {
      vega = (await signIn(t, 'vega')).accessToken
      vegaId = await findUserId(t.database.db, 'vega')
      // 23 orders, several sharing one millisecond and two one microsecond: the id breaks the ties.
      const stamps = [
        ...Array.from({ length: 8 }, () => '2026-03-01T10:00:00.000000Z'),
        ...Array.from({ length: 5 }, (_, i) => `2026-03-01T10:00:00.000${String(100 + i).padStart(3, '0')}Z`),
        ...Array.from({ length: 10 }, (_, i) => `2026-02-${String(10 + i).padStart(2, '0')}T08:00:00.000000Z`),
      ]
      await t.database.db.insert(payments).values(
        stamps.map((stamp) => ({
          userId: vegaId,
          planType: 'STANDARD' as const,
          amount: '1.0000000',
          status: 'CANCELLED' as const,
          createdAt: sql`${stamp}::timestamptz`,
        })),
      )
    })

    it('pages through every order once, newest first, with Link and X-Next-Cursor until the last page', async () => {
      const all = await list(await mine(vega, '?limit=100'))
      expect(all).toHaveLength(23)
      const seen: string[] = []
      let query = '?limit=4'
      let pages = 0
      for (;;) {
        const response = await mine(vega, query)
        const page = await list(response)
        seen.push(...page.map((order) => order.paymentId))
        pages += 1
        const next = response.headers.get('x-next-cursor')
        if (!next) {
          expect(response.headers.get('link')).toBeNull()
          break
        }
        expect(response.headers.get('link')).toBe(`</api/payments/mine?limit=4&cursor=${next}>; rel="next"`)
        query = `?limit=4&cursor=${next}`
        // New orders placed while paging show on a first page only, never shift the later ones.
        if (pages === 2) {
          await t.database.db.insert(payments).values({ userId: vegaId, planType: 'STANDARD', amount: '1.0000000' })
        }
      }
      expect(pages).toBe(6)
      expect(seen).toEqual(all.map((order) => order.paymentId))
      expect(new Set(seen).size).toBe(23)
      const times = all.map((order) => Date.parse(order.createdAt))
      expect([...times].sort((a, b) => b - a)).toEqual(times)
    })

    it('the default page is 20 orders', async () => {
      const response = await mine(vega)
      expect(await list(response)).toHaveLength(20)
      expect(response.headers.get('link')).toContain('limit=20')
    })
  })
})
