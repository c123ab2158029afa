import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle } from '#src/test/factories'

type Result = { id: number; title: string; snippet: string; category: { slug: string } | null }

let t: TestApp
let ownerId: number
const ids: Record<string, number> = {}

async function search(q: string, extra = ''): Promise<Result[]> {
  const response = await t.request(`/api/search?q=${encodeURIComponent(q)}${extra}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Result[]
}

const idsOf = (results: Result[]) => results.map((result) => result.id)

beforeAll(async () => {
  t = await buildTestApp()
  await signIn(t, 'writer')
  ownerId = await findUserId(t.database.db, 'writer')
  const games = await findCategoryId(t.database.db, 'games')
  const finances = await findCategoryId(t.database.db, 'finances')
  const add = async (key: string, fields: Parameters<typeof insertArticle>[2]) => {
    ids[key] = (await insertArticle(t.database.db, ownerId, fields)).id
  }
  await add('wallet', {
    app: 'PiWallet',
    company: 'Nebula Labs',
    title: 'Keep your Pi safe',
    description: 'A wallet for Pioneers who travel.',
    categoryId: finances,
    content: '<p>Send and receive Pi in seconds, with a <strong>backup phrase</strong> on paper.</p>',
    publishDate: daysFromToday(-5),
  })
  await add('cafe', {
    app: 'Barista',
    company: 'Granos',
    title: 'Pide tu café con Pi',
    description: 'Cafeterías que aceptan Pi en tu ciudad.',
    content: '<p>Una búsqueda rápida de cafeterías cercanas y aplicaciones de pago.</p>',
    publishDate: daysFromToday(-4),
  })
  await add('chess', {
    app: 'Knight Club',
    company: 'Board Works',
    title: 'Chess for everyone',
    description: 'Play chess games against Pioneers.',
    categoryId: games,
    content: '<p>The game has ranked matches and a daily puzzle.</p>',
    publishDate: daysFromToday(-3),
  })
  await add('puzzle', {
    app: 'Tiles',
    company: 'Quiet Studio',
    title: 'Quiet evenings',
    description: 'Relaxing tiles for the evening.',
    categoryId: games,
    content: '<p>A calm puzzle with no timers. Also a chess mode for two.</p>',
    publishDate: daysFromToday(-2),
  })
  await add('market', {
    app: 'Mercadito',
    company: 'Feria Digital',
    title: 'Compra y vende en tu barrio',
    description: 'Un mercado de segunda mano con pagos en Pi.',
    content:
      '<p>Publica tus artículos en minutos. <a href="https://example.com/hidden-href-word" title="attrword">Visita</a></p>',
    publishDate: daysFromToday(-1),
  })
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/search relevance', () => {
  it('finds by title, app, company, description, category name and body text', async () => {
    expect(idsOf(await search('safe'))).toEqual([ids.wallet])
    expect(idsOf(await search('Mercadito'))).toEqual([ids.market])
    expect(idsOf(await search('Nebula'))).toEqual([ids.wallet])
    expect(idsOf(await search('Relaxing'))).toEqual([ids.puzzle])
    expect(idsOf(await search('Finances'))).toEqual([ids.wallet])
    expect(idsOf(await search('timers'))).toEqual([ids.puzzle])
  })

  it('never finds by HTML tags or attribute values', async () => {
    expect(await search('strong')).toEqual([])
    expect(await search('attrword')).toEqual([])
    expect(await search('href')).toEqual([])
  })

  it('ignores accents both ways', async () => {
    expect(idsOf(await search('busqueda'))).toEqual([ids.cafe])
    expect(idsOf(await search('cafe'))).toContain(ids.cafe)
    expect(idsOf(await search('CAFÉ'))).toContain(ids.cafe)
    expect(idsOf(await search('árticulos'))).toEqual([ids.market])
  })

  it('matches English and Spanish word forms', async () => {
    expect(idsOf(await search('games'))).toEqual(expect.arrayContaining([ids.chess]))
    expect(idsOf(await search('game'))).toEqual(expect.arrayContaining([ids.chess]))
    expect(idsOf(await search('aplicación'))).toEqual([ids.cafe])
    expect(idsOf(await search('aplicaciones'))).toEqual([ids.cafe])
    expect(idsOf(await search('cafetería'))).toEqual([ids.cafe])
    expect(idsOf(await search('mercados'))).toEqual([ids.market])
  })

  it('understands web-style syntax: phrases, exclusion and or', async () => {
    expect(idsOf(await search('"backup phrase"'))).toEqual([ids.wallet])
    expect(await search('"phrase backup"')).toEqual([])
    expect(idsOf(await search('chess -timers'))).toEqual([ids.chess])
    expect(idsOf(await search('mercadito or barista')).sort()).toEqual([ids.cafe, ids.market].sort())
  })

  it('forgives typos on app and company names', async () => {
    expect(idsOf(await search('Piwalet'))).toEqual([ids.wallet])
    expect(idsOf(await search('Mercadito'))).toEqual([ids.market])
    expect(idsOf(await search('Nebola Labs'))).toEqual([ids.wallet])
  })

  it('ranks a title match above a description match above a body match; ties go to the newer', async () => {
    // chess: title and description; puzzle: body only.
    expect(idsOf(await search('chess'))).toEqual([ids.chess, ids.puzzle])
    // puzzle in the body of chess, in the body of puzzle too: the newer (puzzle) first.
    expect(idsOf(await search('puzzle'))).toEqual([ids.puzzle, ids.chess])
    // evening(s): title and description of puzzle only.
    expect(idsOf(await search('evening'))).toEqual([ids.puzzle])
  })

  it('filters by category slug; an unknown slug finds nothing', async () => {
    expect(idsOf(await search('chess', '&category=games'))).toEqual([ids.chess, ids.puzzle])
    expect(await search('chess', '&category=finances')).toEqual([])
    expect(await search('chess', '&category=no-such-category')).toEqual([])
  })

  it('marks the matched words in the snippet', async () => {
    const [result] = await search('busqueda')
    expect(result!.snippet).toContain('<mark>búsqueda</mark>')
    const [wallet] = await search('backup')
    expect(wallet!.snippet).toContain('<mark>backup</mark>')
  })
})
