import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle } from '#src/test/factories'

type Result = { id: number; title: string; snippet: string; category: { slug: string } | null }

type Key = 'wallet' | 'cafe' | 'chess' | 'puzzle' | 'market' | 'lessons'
type Fixture = Parameters<typeof insertArticle>[2] & { category?: string; daysAgo: number }

/** Five articles in English and Spanish, each published `daysAgo` days ago (a larger number is older). */
const FIXTURES: Record<Key, Fixture> = {
  wallet: {
    app: 'PiWallet',
    company: 'Nebula Labs',
    title: 'Keep your Pi safe',
    description: 'A wallet for Pioneers who travel.',
    category: 'finances',
    content: '<p>Send and receive Pi in seconds, with a <strong>backup phrase</strong> on paper.</p>',
    daysAgo: 5,
  },
  cafe: {
    app: 'Barista',
    company: 'Granos',
    title: 'Pide tu café con Pi',
    description: 'Cafeterías que aceptan Pi en tu ciudad.',
    content: '<p>Una búsqueda rápida de cafeterías cercanas y aplicaciones de pago.</p>',
    daysAgo: 4,
  },
  chess: {
    app: 'Knight Club',
    company: 'Board Works',
    title: 'Chess for everyone',
    description: 'Play chess games against Pioneers.',
    category: 'games',
    content: '<p>The game has ranked matches and a daily puzzle.</p>',
    daysAgo: 3,
  },
  puzzle: {
    app: 'Tiles',
    company: 'Quiet Studio',
    title: 'Quiet evenings',
    description: 'Relaxing tiles for the evening.',
    category: 'games',
    content: '<p>A calm puzzle with no timers. Also a chess mode for two.</p>',
    daysAgo: 2,
  },
  market: {
    app: 'Mercadito',
    company: 'Feria Digital',
    title: 'Compra y vende en tu barrio',
    description: 'Un mercado de segunda mano con pagos en Pi.',
    content:
      '<p>Publica tus artículos en minutos. <a href="https://example.com/hidden-href-word" title="attrword">Visita</a></p>',
    daysAgo: 1,
  },
  // The newest: chess in its description alone.
  lessons: {
    app: 'Opening Book',
    company: 'Rook House',
    title: 'Learn the openings',
    description: 'Chess lessons for beginners.',
    content: '<p>Openings explained move by move.</p>',
    daysAgo: 0,
  },
}

/**
 * What a query finds: `finds` in that order (the ranking), or, with `match`, any order or at least
 * these (where other fixtures may match too). An empty `finds`: nothing.
 */
type Case = { rule: string; q: string; category?: string; finds: Key[]; match?: 'inOrder' | 'anyOrder' | 'includes' }

const CASES: Case[] = [
  { rule: 'finds by title', q: 'safe', finds: ['wallet'] },
  { rule: 'finds by app', q: 'Mercadito', finds: ['market'] },
  { rule: 'finds by company', q: 'Nebula', finds: ['wallet'] },
  { rule: 'finds by description', q: 'Relaxing', finds: ['puzzle'] },
  { rule: 'finds by category name', q: 'Finances', finds: ['wallet'] },
  { rule: 'finds by body text', q: 'timers', finds: ['puzzle'] },
  { rule: 'never finds by an HTML tag', q: 'strong', finds: [] },
  { rule: 'never finds by an attribute value', q: 'attrword', finds: [] },
  { rule: 'never finds by an attribute name', q: 'href', finds: [] },
  { rule: 'ignores accents the query lacks', q: 'busqueda', finds: ['cafe'] },
  { rule: 'ignores accents the query lacks (title)', q: 'cafe', finds: ['cafe'], match: 'includes' },
  { rule: 'ignores case and accents', q: 'CAFÉ', finds: ['cafe'], match: 'includes' },
  { rule: 'ignores accents the text lacks', q: 'árticulos', finds: ['market'] },
  { rule: 'matches an English plural', q: 'games', finds: ['chess'], match: 'includes' },
  { rule: 'matches an English singular', q: 'game', finds: ['chess'], match: 'includes' },
  { rule: 'matches a Spanish singular', q: 'aplicación', finds: ['cafe'] },
  { rule: 'matches a Spanish plural', q: 'aplicaciones', finds: ['cafe'] },
  { rule: 'matches a Spanish word form', q: 'cafetería', finds: ['cafe'] },
  { rule: 'matches a Spanish plural (app name stem)', q: 'mercados', finds: ['market'] },
  { rule: 'matches a quoted phrase', q: '"backup phrase"', finds: ['wallet'] },
  { rule: 'keeps a phrase in its order', q: '"phrase backup"', finds: [] },
  { rule: 'excludes a -word', q: 'chess -timers', finds: ['chess', 'lessons'] },
  { rule: 'understands or', q: 'mercadito or barista', finds: ['cafe', 'market'], match: 'anyOrder' },
  { rule: 'forgives a typo on an app name', q: 'Piwalet', finds: ['wallet'] },
  { rule: 'forgives a typo on a company name', q: 'Nebola Labs', finds: ['wallet'] },
  // chess: title (3 days ago); lessons: description (today); puzzle: body (2 days ago). Where the words are
  // comes before how new the article is.
  { rule: 'ranks title, then description, then body', q: 'chess', finds: ['chess', 'lessons', 'puzzle'] },
  // puzzle in the body of chess, in the body of puzzle too: the newer (puzzle) first.
  { rule: 'gives ties to the newer', q: 'puzzle', finds: ['puzzle', 'chess'] },
  // evening(s): title and description of puzzle only.
  { rule: 'matches title and description word forms', q: 'evening', finds: ['puzzle'] },
  { rule: 'filters by category slug', q: 'chess', category: 'games', finds: ['chess', 'puzzle'] },
  { rule: 'filters out other categories', q: 'chess', category: 'finances', finds: [] },
  { rule: 'finds nothing in an unknown category', q: 'chess', category: 'no-such-category', finds: [] },
]

let t: TestApp
const ids = {} as Record<Key, number>

async function search(q: string, category?: string): Promise<Result[]> {
  const query = new URLSearchParams({ q, ...(category ? { category } : {}) })
  const response = await t.request(`/api/search?${query.toString()}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Result[]
}

beforeAll(async () => {
  t = await buildTestApp()
  await signIn(t, 'writer')
  const ownerId = await findUserId(t.database.db, 'writer')
  for (const [key, { category, daysAgo, ...fields }] of Object.entries(FIXTURES)) {
    const categoryId = category ? await findCategoryId(t.database.db, category) : undefined
    const article = await insertArticle(t.database.db, ownerId, {
      ...fields,
      ...(categoryId ? { categoryId } : {}),
      publishDate: daysFromToday(-daysAgo),
    })
    ids[key as Key] = article.id
  }
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/search relevance', () => {
  it.each(CASES)('$rule: $q', async ({ q, category, finds, match = 'inOrder' }) => {
    const found = (await search(q, category)).map((result) => result.id)
    const expected = finds.map((key) => ids[key])
    if (match === 'includes') expect(found).toEqual(expect.arrayContaining(expected))
    else if (match === 'anyOrder') expect([...found].sort()).toEqual([...expected].sort())
    else expect(found).toEqual(expected)
  })

  it.each([
    ['busqueda', '<mark>búsqueda</mark>'],
    ['backup', '<mark>backup</mark>'],
  ])('marks the matched words in the snippet: %s', async (q, marked) => {
    const [result] = await search(q)
    expect(result!.snippet).toContain(marked)
  })
})
