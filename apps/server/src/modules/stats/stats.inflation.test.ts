import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { STAT_PLACEMENTS } from '@spotlight/shared/domain/enums'
import { ArticleStatsSchema, ReachSchema } from '@spotlight/shared/schemas/stats'
import { statsDaily, statsReaderMarks, statsReaders } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, insertPromotion } from '#src/test/factories'
import { BEHIND_PROXY, BROWSER_UA, beacon, click, impression, statsOf, view } from './stats.test-support'

const DAY_MS = 86_400_000

// One client must not be able to make its campaign figures: each (day, reader, article, type,
// placement) counts once, slider events only for the slider's own articles, clicks only after what
// they click on was seen, and a reader is an address (an IPv6 one by its /64), not a user agent.
describe('POST /api/events: figures one client cannot inflate', () => {
  let t: TestApp
  let clock = new Date()
  let owner: string
  let ownerId: number
  let plain: number
  let inMain: number
  let inCategory: number
  const today = () => clock.toISOString().slice(0, 10)
  const totalsOf = async (id: number) =>
    ArticleStatsSchema.parse(await statsOf(t, owner, id, `?from=${today()}&to=${today()}`))
  const sliderReaders = async (placement: 'MAIN_SLIDER' | 'CATEGORY_SLIDER') => {
    await t.app.statsCounter.flush()
    const reach = ReachSchema.parse(await (await t.request('/api/stats/reach')).json())
    return reach.sliders.find((slider) => slider.placement === placement)!.uniqueReaders
  }

  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock, env: BEHIND_PROXY, publicReadCacheTtlMs: 0 })
    owner = (await signIn(t, 'inflater')).accessToken
    ownerId = await findUserId(t.database.db, 'inflater')
    const window = { startsAt: new Date(clock.getTime() - DAY_MS), expiresAt: new Date(clock.getTime() + 365 * DAY_MS) }
    plain = (await insertArticle(t.database.db, ownerId)).id
    inMain = (await insertArticle(t.database.db, ownerId)).id
    inCategory = (await insertArticle(t.database.db, ownerId)).id
    await insertPromotion(t.database.db, inMain, 'MAIN_SLIDER', window)
    await insertPromotion(t.database.db, inCategory, 'CATEGORY_SLIDER', window)
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await t.app.statsCounter.flush()
    for (const table of [statsDaily, statsReaderMarks, statsReaders]) await t.database.db.delete(table)
    clock = new Date(clock.getTime() + 3 * DAY_MS)
  })

  it('counts 200 identical beacons as one view, one impression and one click', async () => {
    const events = [view(inMain), impression(inMain), click(inMain)]
    for (let sent = 0; sent < 200; sent++) expect((await beacon(t, events)).status).toBe(204)
    const stats = await totalsOf(inMain)
    expect(stats.totals).toEqual({ views: 1, uniqueReaders: 1, impressions: 1, clicks: 1, ctr: 1 })
  })

  it('counts no slider event of an article not promoted in that slider', async () => {
    const everywhere = STAT_PLACEMENTS.flatMap((placement) => [impression(plain, placement), click(plain, placement)])
    expect((await beacon(t, everywhere)).status).toBe(204)
    const stats = await totalsOf(plain)
    expect(stats.placements.MAIN_SLIDER).toEqual({ impressions: 0, clicks: 0 })
    expect(stats.placements.CATEGORY_SLIDER).toEqual({ impressions: 0, clicks: 0 })
    // The lists' cards are not sold: there, an impression and then its click count.
    expect(stats.placements.LIST).toEqual({ impressions: 1, clicks: 1 })

    // A category slider's article is not in the main slider, nor the main slider's in a category's.
    await beacon(t, [impression(inCategory, 'CATEGORY_SLIDER'), impression(inCategory, 'MAIN_SLIDER')])
    await beacon(t, [impression(inMain, 'CATEGORY_SLIDER'), impression(inMain, 'MAIN_SLIDER')])
    expect((await totalsOf(inCategory)).placements).toMatchObject({
      CATEGORY_SLIDER: { impressions: 1, clicks: 0 },
      MAIN_SLIDER: { impressions: 0, clicks: 0 },
    })
    expect((await totalsOf(inMain)).placements).toMatchObject({
      CATEGORY_SLIDER: { impressions: 0, clicks: 0 },
      MAIN_SLIDER: { impressions: 1, clicks: 0 },
    })
  })

  it('counts no click without the impression (or, in the article, the view) of that reader that day', async () => {
    await beacon(t, [click(inMain), click(inMain, 'FEATURED'), click(inMain, 'ARTICLE')])
    expect((await totalsOf(inMain)).totals).toMatchObject({ impressions: 0, clicks: 0 })
    // Another reader's impression does not make this reader's click count.
    await beacon(t, [impression(inMain)], BROWSER_UA, '198.51.100.20')
    await beacon(t, [click(inMain)], BROWSER_UA, '198.51.100.21')
    expect((await totalsOf(inMain)).totals).toMatchObject({ impressions: 1, clicks: 0 })
    // Seen first (in an earlier beacon, or later in the same one), the click counts.
    await beacon(t, [impression(inMain, 'FEATURED')])
    await beacon(t, [click(inMain, 'FEATURED'), click(inMain, 'ARTICLE'), view(inMain)])
    expect((await totalsOf(inMain)).placements).toMatchObject({
      FEATURED: { impressions: 1, clicks: 1 },
      ARTICLE: { impressions: 0, clicks: 1 },
    })
  })

  it('counts 30 user agents from one IPv4 address as one reader', async () => {
    for (let agent = 0; agent < 30; agent++) {
      const userAgent = BROWSER_UA.replace('Chrome/126.0', `Chrome/126.${agent}`)
      await beacon(t, [view(inMain), impression(inMain)], userAgent, '192.0.2.44')
    }
    expect((await totalsOf(inMain)).totals).toMatchObject({ views: 1, uniqueReaders: 1, impressions: 1 })
    expect(await sliderReaders('MAIN_SLIDER')).toBe(1)
  })

  it('counts the addresses of one IPv6 /64 as one reader, and two /64s as two', async () => {
    await beacon(t, [view(inCategory), impression(inCategory, 'CATEGORY_SLIDER')], BROWSER_UA, '2001:db8:1:2::1')
    await beacon(
      t,
      [view(inCategory), impression(inCategory, 'CATEGORY_SLIDER')],
      BROWSER_UA,
      '2001:0db8:0001:0002:a1b2:c3d4:e5f6:0789',
    )
    expect((await totalsOf(inCategory)).totals).toMatchObject({ views: 1, uniqueReaders: 1, impressions: 1 })
    expect(await sliderReaders('CATEGORY_SLIDER')).toBe(1)

    await beacon(t, [view(inCategory), impression(inCategory, 'CATEGORY_SLIDER')], BROWSER_UA, '2001:db8:1:3::1')
    expect((await totalsOf(inCategory)).totals).toMatchObject({ views: 2, uniqueReaders: 2, impressions: 2 })
    expect(await sliderReaders('CATEGORY_SLIDER')).toBe(2)
  })

  it('counts an IPv4 address written as IPv6 (::ffff:a.b.c.d) as that IPv4 reader', async () => {
    await beacon(t, [view(plain)], BROWSER_UA, '192.0.2.80')
    await beacon(t, [view(plain)], BROWSER_UA, '::ffff:192.0.2.80')
    expect((await totalsOf(plain)).totals).toMatchObject({ views: 1, uniqueReaders: 1 })
  })
})
