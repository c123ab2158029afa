// The slots answer and the admin overview's sliders name a category in the request's language (the
// `lang` cookie, then Accept-Language, as the site picks a page's), in English where the category has
// no name in it; the spec's field names stay as they are. Real HTTP and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminOverviewSchema } from '@spotlight/shared/schemas/stats'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { setCategoryTranslation } from '#src/test/factories'

describe('category names in the slots answer and the campaign overview', () => {
  let t: TestApp
  let admin = ''

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    await setCategoryTranslation(t.database.db, 'finances', 'es', { name: 'Finanzas' })
    await setCategoryTranslation(t.database.db, 'finances', 'vi', { name: 'Tài chính' })
  })
  afterAll(async () => {
    await t.close()
  })

  const slots = (headers: Record<string, string>) =>
    t.request('/api/payments/slots?promoteType=CATEGORY_SLIDER&categorySlug=finances', { headers })

  it('GET /api/payments/slots: the Accept-Language one, the cookie first, English as the fallback', async () => {
    const spanish = await slots({ 'accept-language': 'es-ES,es;q=0.9' })
    expect(spanish.status).toBe(200)
    expect(Object.keys((await spanish.clone().json()) as object).sort()).toEqual([
      'categoryName',
      'remainingSlots',
      'totalSlots',
    ])
    expect(await spanish.json()).toMatchObject({ categoryName: 'Finanzas', totalSlots: 7 })
    expect(spanish.headers.get('vary')?.toLowerCase()).toContain('accept-language')

    const chosen = await slots({ 'accept-language': 'es', cookie: 'lang=vi' })
    expect((await chosen.json()).categoryName).toBe('Tài chính')

    // Korean: no name in it, so the English one; no language asked: English.
    expect((await (await slots({ 'accept-language': 'ko' })).json()).categoryName).toBe('Finances')
    expect((await (await slots({})).json()).categoryName).toBe('Finances')
  })

  it('GET /api/admin/overview: each category slider named in the admin’s language', async () => {
    const overview = async (headers: Record<string, string>) => {
      const response = await t.request('/api/admin/overview', { token: admin, headers })
      expect(response.status).toBe(200)
      const body = AdminOverviewSchema.parse(await response.json())
      return body.occupancy.find((slider) => slider.categorySlug === 'finances')?.categoryName
    }
    expect(await overview({ 'accept-language': 'es' })).toBe('Finanzas')
    expect(await overview({ cookie: 'lang=vi' })).toBe('Tài chính')
    expect(await overview({ 'accept-language': 'ko' })).toBe('Finances')
  })
})
