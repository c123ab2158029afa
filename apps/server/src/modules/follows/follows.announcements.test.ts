// A followed maker publishes, or a followed category gets an article: the followers hear of it on
// the site at once, and a day's news is one digest, sent to the Pi app once, at the day's end.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clockedPaymentsApp, type ClockedPaymentsApp } from '#src/modules/payments/payments.test-support'
import { grantPiNotifications, notificationsApi, piCentre } from '#src/modules/notifications/notifications.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findUserId, insertArticle, setCategoryTranslation } from '#src/test/factories'
import { announceDue } from './follow-announcements'

const HOUR_MS = 60 * 60 * 1000

describe('news of follows', () => {
  let t: TestApp
  let now: () => Date
  let passTime: ClockedPaymentsApp['passTime']
  let setServerOffset: ClockedPaymentsApp['setServerOffset']
  const tokens: Record<string, string> = {}
  let makerId: number
  let slug: string
  let categoryId: number

  beforeEach(async () => {
    ;({ t, now, passTime, setServerOffset } = await clockedPaymentsApp())
    // Noon UTC today, so the day's news all falls within one UTC day.
    const noon = new Date()
    noon.setUTCHours(12, 0, 0, 0)
    setServerOffset(noon.getTime() - Date.now())
    for (const name of ['fay', 'cat', 'both', 'max', 'admin']) {
      await grantPiNotifications(t, name)
      tokens[name] = (await signIn(t, name)).accessToken
    }
    makerId = await findUserId(t.database.db, 'max')
    const first = await insertArticle(t.database.db, makerId, { company: 'Max Games', publishDate: daysFromToday(-5) })
    categoryId = first.categoryId!
    slug = ((await (await t.request('/api/categories')).json()) as { id: number; slug: string }[]).find(
      (category) => category.id === categoryId,
    )!.slug
    const follow = (token: string, path: string) => t.request(`/api/follows${path}`, { method: 'PUT', token })
    expect((await follow(tokens.fay!, '/makers/max')).status).toBe(200)
    expect((await follow(tokens.cat!, `/categories/${slug}`)).status).toBe(200)
    expect((await follow(tokens.both!, '/makers/max')).status).toBe(200)
    expect((await follow(tokens.both!, `/categories/${slug}`)).status).toBe(200)
    // The maker follows their own category: they are still not told of their own articles.
    expect((await follow(tokens.max!, `/categories/${slug}`)).status).toBe(200)
  })
  afterEach(async () => {
    await t.close()
  })

  /** The maker's article, sent to review and approved by an admin, as the site does it. */
  async function publish(title: string, publishDate = daysFromToday(0)) {
    const article = await insertArticle(t.database.db, makerId, {
      title,
      company: 'Max Games',
      categoryId,
      status: 'PENDING_APPROVAL',
      publishDate,
    })
    const approved = await t.request(`/api/articles/${article.id}/approve`, { method: 'PUT', token: tokens.admin })
    expect(approved.status).toBe(200)
    return article.id
  }

  const followedNews = async (username: string) =>
    (await notificationsApi(t).list(tokens[username]!)).body.items.filter((item) => item.type === 'FOLLOWED_NEWS')

  it('tells a maker’s follower at once on the site, and several in a day make one Pi digest', async () => {
    const firstId = await publish('Pi Chess')
    await announceDue(t.database.db, now())
    const [single] = await followedNews('fay')
    expect(single).toMatchObject({
      type: 'FOLLOWED_NEWS',
      title: 'New from Max Games',
      body: '"Pi Chess" is out on Spotlight.',
      link: `/articles/${firstId}`,
      readAt: null,
    })

    await passTime(2 * HOUR_MS)
    await publish('Pi Poker')
    await announceDue(t.database.db, now())
    await passTime(2 * HOUR_MS)
    await publish('Pi Go')
    await announceDue(t.database.db, now())

    const items = await followedNews('fay')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      title: '3 new articles you follow',
      body: 'The latest: "Pi Go" from Max Games.',
      link: '/user-dashboard/following',
      readAt: null,
    })
    // Nothing goes to the Pi app during the day...
    await t.app.notificationsOutbox.drain()
    expect(await piCentre(t, 'fay')).toEqual([])
    // ...and one digest once the day is over.
    await passTime(12 * HOUR_MS)
    await t.app.notificationsOutbox.drain()
    await t.app.notificationsOutbox.drain()
    const pi = await piCentre(t, 'fay')
    expect(pi).toHaveLength(1)
    expect(pi[0]).toMatchObject({ title: '3 new articles you follow', subroute: '/user-dashboard/following' })
  })

  it('tells a category’s follower, a follower of both once (as the maker’s), and never the maker', async () => {
    await publish('Pi Chess')
    expect(await announceDue(t.database.db, now())).toBe(1)
    // Announced once: a second run finds nothing.
    expect(await announceDue(t.database.db, now())).toBe(0)
    const [viaCategory] = await followedNews('cat')
    expect(viaCategory?.title).toMatch(/^New from .+/)
    expect(viaCategory?.title).not.toBe('New from Max Games')
    expect(await followedNews('both')).toEqual([expect.objectContaining({ title: 'New from Max Games' })])
    expect(await followedNews('max')).toEqual([])
  })

  it('waits for a scheduled article’s day before telling anyone', async () => {
    await publish('Tomorrow’s game', daysFromToday(1))
    expect(await announceDue(t.database.db, now())).toBe(0)
    expect(await followedNews('fay')).toEqual([])
    await passTime(13 * HOUR_MS)
    expect(await announceDue(t.database.db, now())).toBe(1)
    expect(await followedNews('fay')).toEqual([
      expect.objectContaining({ body: '"Tomorrow’s game" is out on Spotlight.' }),
    ])
  })

  it('names a followed category in the reader’s language, the English name where it has none', async () => {
    const english = ((await (await t.request(`/api/categories/slug/${slug}`)).json()) as { name: string }).name
    await setCategoryTranslation(t.database.db, slug, 'es', { name: 'Categoría traducida' })
    await setCategoryTranslation(t.database.db, slug, 'vi', { name: 'Danh mục đã dịch' })
    await publish('Pi Chess')
    await announceDue(t.database.db, now())
    const titleIn = async (language: string) =>
      (await notificationsApi(t).list(tokens.cat!, '', { cookie: `lang=${language}` })).body.items[0]?.title
    expect(await titleIn('es')).toBe('Novedad de Categoría traducida')
    expect(await titleIn('vi')).toBe('Mới từ Danh mục đã dịch')
    expect(await titleIn('en')).toBe(`New from ${english}`)
    expect(await titleIn('ko')).toContain(english)
    // A follower of the maker hears of it by the maker's company, in every language.
    const viaMaker = (await notificationsApi(t).list(tokens.both!, '', { cookie: 'lang=es' })).body.items[0]
    expect(viaMaker?.title).toBe('Novedad de Max Games')
  })

  it('speaks the reader’s language', async () => {
    await publish('Pi Chess')
    await publish('Pi Go')
    await announceDue(t.database.db, now())
    const { items } = (await notificationsApi(t).list(tokens.fay!, '', { cookie: 'lang=es' })).body
    expect(items[0]).toMatchObject({
      title: '2 artículos nuevos de lo que sigues',
      body: 'El último: "Pi Go", de Max Games.',
    })
  })
})
