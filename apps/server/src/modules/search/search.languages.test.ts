import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '@spotlight/shared/domain/languages'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findUserId, insertArticle } from '#src/test/factories'

type Result = { id: number; title: string }

type Key =
  | 'vietnamExact'
  | 'vietnamPlain'
  | 'vietnamBody'
  | 'chinese'
  | 'chineseBody'
  | 'traditional'
  | 'koreanParticle'
  | 'koreanBare'
  | 'indonesianGame'
  | 'indonesianApply'
  | 'hindi'
  | 'english'
  | 'spanish'
type Fixture = Parameters<typeof insertArticle>[2] & { language: Language; daysAgo: number }

/** One or two articles a language, each published `daysAgo` days ago (a larger number is older). */
const FIXTURES: Record<Key, Fixture> = {
  // The same title with and without its diacritics: the one written as typed first, though older.
  vietnamExact: {
    language: 'vi',
    app: 'Ví Sen',
    company: 'Công ty Sen',
    title: 'Ứng dụng ví cho Việt Nam',
    description: 'Gửi Pi cho mẹ trong vài giây.',
    content: '<p>Thanh toán nhanh.</p>',
    daysAgo: 6,
  },
  vietnamPlain: {
    language: 'vi',
    app: 'Vi Lua',
    company: 'Lua Labs',
    title: 'Ung dung vi cho Viet Nam',
    description: 'Thanh toan bang Pi.',
    content: '<p>Nhanh va gon.</p>',
    daysAgo: 1,
  },
  vietnamBody: {
    language: 'vi',
    app: 'Bản đồ Phố',
    company: 'Phố Team',
    title: 'Tìm quán cà phê',
    description: 'Quán gần bạn.',
    content: '<p>Chỉ đường đến quán trên từng con đường.</p>',
    daysAgo: 0,
  },
  chinese: {
    language: 'zh-Hans',
    app: '派钱包',
    company: '星云科技',
    title: '一个钱包应用',
    description: '为先锋们准备的钱包。',
    content: '<p>几秒钟内收发 Pi。</p>',
    daysAgo: 4,
  },
  // Newer, the word in its body alone: after the title's match.
  chineseBody: {
    language: 'zh-Hans',
    app: '生活指南',
    company: '城市工作室',
    title: '城市生活指南',
    description: '附近的咖啡馆。',
    content: '<p>这个应用很好用。</p>',
    daysAgo: 0,
  },
  traditional: {
    language: 'zh-Hant',
    app: '派錢包',
    company: '星雲科技',
    title: '一個錢包應用',
    description: '為先鋒們準備的錢包。',
    content: '<p>幾秒鐘內收發 Pi。</p>',
    daysAgo: 3,
  },
  koreanParticle: {
    language: 'ko',
    app: '파이지갑',
    company: '성운',
    title: '지갑 앱을 소개합니다',
    description: '파이를 안전하게 보관하세요.',
    content: '<p>몇 초 안에 송금합니다.</p>',
    daysAgo: 2,
  },
  koreanBare: {
    language: 'ko',
    app: '체스클럽',
    company: '보드웍스',
    title: '새로운 앱 출시',
    description: '누구나 체스를 즐겨요.',
    content: '<p>매일 퍼즐이 있습니다.</p>',
    daysAgo: 1,
  },
  indonesianGame: {
    language: 'id',
    app: 'Catur Kita',
    company: 'Papan Jaya',
    title: 'Permainan catur untuk semua',
    description: 'Tantang para Pioneer.',
    content: '<p>Setiap hari ada teka-teki.</p>',
    daysAgo: 2,
  },
  indonesianApply: {
    language: 'id',
    app: 'Dompetku',
    company: 'Awan Digital',
    title: 'Dompet untuk Pioneer',
    description: 'Cara mengaplikasikan dompet digital.',
    content: '<p>Kirim Pi dalam hitungan detik.</p>',
    daysAgo: 1,
  },
  hindi: {
    language: 'hi',
    app: 'खेल घर',
    company: 'पाई स्टूडियो',
    title: 'सबके लिए खेलों का संग्रह',
    description: 'पायनियरों के लिए।',
    content: '<p>हर दिन नई पहेली।</p>',
    daysAgo: 2,
  },
  english: {
    language: 'en',
    app: 'PiWallet',
    company: 'Nebula Labs',
    title: 'Keep your Pi safe',
    description: 'A wallet for Pioneers who travel.',
    content: '<p>Send and receive Pi in seconds.</p>',
    daysAgo: 5,
  },
  spanish: {
    language: 'es',
    app: 'Barista',
    company: 'Granos',
    title: 'Pide tu café con Pi',
    description: 'Una aplicación para pagar en cafeterías.',
    content: '<p>Busca cafeterías cercanas.</p>',
    daysAgo: 4,
  },
}

/** What a query finds, in that order (the ranking); an empty `finds`: nothing. */
type Case = { rule: string; q: string; finds: Key[] }

const CASES: Case[] = [
  // Vietnamese: unaccent folds every letter (đ too), so words typed without diacritics find them.
  { rule: 'Vietnamese without diacritics finds them', q: 'viet nam', finds: ['vietnamPlain', 'vietnamExact'] },
  { rule: 'Vietnamese without diacritics, newest first', q: 'ung dung', finds: ['vietnamPlain', 'vietnamExact'] },
  { rule: 'Vietnamese đ typed as d, in the body', q: 'duong', finds: ['vietnamBody'] },
  // The title written with the query's diacritics first (older), then the one matching without them.
  { rule: 'Vietnamese exact diacritics rank first', q: 'ứng dụng', finds: ['vietnamExact', 'vietnamPlain'] },
  { rule: 'Vietnamese exact diacritics rank first', q: 'Việt Nam', finds: ['vietnamExact', 'vietnamPlain'] },
  // `mẹ` folds to `me`, an English and a Spanish stop word: the plain way keeps it.
  { rule: 'Vietnamese word that folds to a stop word', q: 'mẹ', finds: ['vietnamExact'] },
  // Chinese: any two characters of an unsegmented run, title before body; either script finds both, newest first
  // (traditional is newer than chinese), and a Traditional variant the others (爲 in the standard, 為 in Taiwan).
  { rule: 'Chinese pair inside a title, then in a body', q: '应用', finds: ['traditional', 'chinese', 'chineseBody'] },
  { rule: 'Chinese longer word as its pairs', q: '钱包应用', finds: ['traditional', 'chinese'] },
  { rule: 'Chinese pair in an app name', q: '钱包', finds: ['traditional', 'chinese'] },
  { rule: 'Chinese lone character starts a pair', q: '钱', finds: ['traditional', 'chinese'] },
  { rule: 'Traditional Chinese pair', q: '應用', finds: ['traditional', 'chinese', 'chineseBody'] },
  { rule: 'Traditional Chinese longer word', q: '錢包應用', finds: ['traditional', 'chinese'] },
  { rule: 'Traditional variant, in descriptions, newest first', q: '爲先鋒', finds: ['traditional', 'chinese'] },
  { rule: 'Chinese pair not in the text', q: '包钱', finds: [] },
  // Korean: particles stripped in the articles and the queries alike.
  { rule: 'Korean word finds it with its particle', q: '앱', finds: ['koreanBare', 'koreanParticle'] },
  { rule: 'Korean word with a particle finds it bare', q: '앱을', finds: ['koreanBare', 'koreanParticle'] },
  { rule: 'Korean word with another particle', q: '지갑은', finds: ['koreanParticle'] },
  { rule: 'Korean object particle, in a description', q: '파이를', finds: ['koreanParticle'] },
  // 파이 ends like the particle 이: it loses it, and so does 파이를 (파이 -> 파), so the two still meet.
  { rule: 'Korean word ending like a particle', q: '파이', finds: ['koreanParticle'] },
  { rule: 'Korean word with two particles', q: '체스에서는', finds: ['koreanBare'] },
  // Indonesian: its own stemmer, for its articles.
  { rule: 'Indonesian stem of a derived word', q: 'main', finds: ['indonesianGame'] },
  { rule: 'Indonesian derived word finds its stem', q: 'bermain', finds: ['indonesianGame'] },
  { rule: 'Indonesian affixes', q: 'aplikasi', finds: ['indonesianApply'] },
  // Hindi: its stemmer (the database has one).
  { rule: 'Hindi stem', q: 'खेल', finds: ['hindi'] },
  { rule: 'Hindi plural finds its stem', q: 'खेलों', finds: ['hindi'] },
  // English and Spanish as before: stems both ways, accents never matter.
  { rule: 'English stem', q: 'wallets', finds: ['english'] },
  { rule: 'Spanish without accents', q: 'aplicacion', finds: ['spanish'] },
  { rule: 'Spanish plural', q: 'aplicaciones', finds: ['spanish'] },
  { rule: 'Spanish accent as typed', q: 'café', finds: ['spanish'] },
]

let t: TestApp
const ids = {} as Record<Key, number>

async function search(q: string, extra: Record<string, string> = {}): Promise<Response> {
  const response = await t.request(`/api/search?${new URLSearchParams({ q, ...extra }).toString()}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return response
}

async function found(q: string): Promise<Key[]> {
  const results = (await (await search(q)).json()) as Result[]
  return results.map((result) => keyOf(result.id))
}

async function suggested(q: string): Promise<Key[]> {
  const response = await t.request(`/api/search/suggest?${new URLSearchParams({ q }).toString()}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { id: number }[]).map((suggestion) => keyOf(suggestion.id))
}

function keyOf(id: number): Key {
  const key = (Object.keys(ids) as Key[]).find((candidate) => ids[candidate] === id)
  if (!key) throw new Error(`not a fixture: ${id}`)
  return key
}

beforeAll(async () => {
  t = await buildTestApp()
  await signIn(t, 'writer')
  const ownerId = await findUserId(t.database.db, 'writer')
  for (const [key, { daysAgo, ...fields }] of Object.entries(FIXTURES)) {
    const article = await insertArticle(t.database.db, ownerId, { ...fields, publishDate: daysFromToday(-daysAgo) })
    ids[key as Key] = article.id
  }
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/search in every language', () => {
  it.each(CASES)('$rule: $q', async ({ q, finds }) => {
    expect(await found(q)).toEqual(finds)
  })

  it.each([
    ['钱包', 'chinese', '为先锋们准备的<mark>钱包</mark>。'],
    ['파이', 'koreanParticle', '<mark>파이를</mark> 안전하게 보관하세요.'],
    ['准备', 'chinese', '为先锋们<mark>准备</mark>的钱包。'],
    // The other script's words are marked as written.
    ['准备', 'traditional', '為先鋒們<mark>準備</mark>的錢包。'],
  ] as const)('marks a Chinese pair or a Korean word in the description: %s', async (q, key, marked) => {
    const results = (await (await search(q)).json()) as (Result & { snippet: string })[]
    expect(results.find((result) => result.id === ids[key])?.snippet).toBe(marked)
  })

  it.each([
    ['应用', 'chineseBody', '这个<mark>应用</mark>很好用。'],
    // Overlapping pairs (这个 个应 应用) marked in the query's order: the first and the last whole, not the middle.
    ['这个应用', 'chineseBody', '<mark>这个</mark><mark>应用</mark>很好用。'],
    ['퍼즐', 'koreanBare', '매일 <mark>퍼즐이</mark> 있습니다.'],
  ] as const)('marks a Chinese pair or a Korean word in a body excerpt: %s', async (q, key, marked) => {
    const results = (await (await search(q)).json()) as (Result & { snippet: string })[]
    expect(results.find((result) => result.id === ids[key])?.snippet).toBe(marked)
  })

  it('pages from the exact-diacritic rank to the next one', async () => {
    const first = await search('ứng dụng', { limit: '1' })
    expect(((await first.json()) as Result[]).map((result) => keyOf(result.id))).toEqual(['vietnamExact'])
    expect(first.headers.get('x-total-count')).toBe('2')
    const cursor = first.headers.get('x-next-cursor')
    expect(cursor).toBeTruthy()
    const second = await search('ứng dụng', { limit: '1', cursor: cursor! })
    expect(((await second.json()) as Result[]).map((result) => keyOf(result.id))).toEqual(['vietnamPlain'])
    expect(second.headers.get('x-next-cursor')).toBeNull()
  })

  it('finds an article again in its new language after the language changes', async () => {
    // As Indonesian, `bermain` reaches `main` through the Indonesian stemmer; as English, it does not.
    await t.database.db.execute(sql`update articles set language = 'en' where id = ${ids.indonesianGame}`)
    expect(await found('bermain')).toEqual([])
    await t.database.db.execute(sql`update articles set language = 'id' where id = ${ids.indonesianGame}`)
    expect(await found('bermain')).toEqual(['indonesianGame'])
  })
})

describe('GET /api/search/suggest in every script', () => {
  it.each([
    ['a Vietnamese prefix without diacritics', 'ung d', ['vietnamPlain', 'vietnamExact']],
    ['a Vietnamese word without diacritics', 'viet', ['vietnamPlain', 'vietnamExact']],
    ['a Han pair inside a title, either script, newest first', '钱包', ['traditional', 'chinese']],
    ['a Han pair of an app, either script', '應用', ['traditional', 'chinese']],
    ['a Hangul prefix', '지갑', ['koreanParticle']],
    ['a Hangul word with its particle', '앱을', ['koreanBare', 'koreanParticle']],
    ['a Hangul prefix of a longer word', '소개', ['koreanParticle']],
  ] as const)('suggests from %s: %s', async (_rule, q, expected) => {
    expect(await suggested(q)).toEqual(expected)
  })
})
