// Values of `q` built to be expensive (many words, each one a lookup; a long phrase, checked word by word
// against every candidate; a page of typos, each one compared with the dictionary; ORs of the commonest
// words): each must be answered quickly, and a request sent meanwhile must not wait behind it. On PGlite
// the database runs on the server's own thread, so a costly statement would hold /healthz as well.
// On the bench's 10,000 articles (PostgreSQL, one request at a time) the costliest of these, the 36-word
// phrase and "pi" repeated, take ~30-50 ms each (the phrase's first call ~230 ms); here, 60 articles, 2-30
// ms on either database. The limits below are far above that and far below a stall.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { probeHealthzDuring } from '#src/test/healthz-probe'

/** One costly search is answered within this (a loaded shared machine included). */
const SEARCH_MAX_MS = 2_000
/** A request sent while the costly one is in flight is answered within this. */
const HEALTHZ_MAX_MS = 500
const ARTICLES = 60

const COMMON = ['pi', 'app', 'wallet', 'guide', 'travel', 'pagos', 'game', 'market']
const words = (count: number, word: (i: number) => string) => Array.from({ length: count }, (_, i) => word(i))

/** Each at most 200 characters (the longest `q` allowed). */
const COSTLY: [string, string][] = [
  [
    '40 distinct typos of 4 letters',
    words(40, (i) => `q${String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26))}z`).join(' '),
  ],
  [
    'ORs of the commonest words',
    words(40, (i) => COMMON[i % COMMON.length]!)
      .join(' or ')
      .slice(0, 200),
  ],
  [
    'a phrase of 36 words',
    `"${'a wallet for pioneers that takes payments in pi with support in english '.repeat(3).slice(0, 196)}"`,
  ],
  ['one word and 30 exclusions', `wallet ${words(30, (i) => `-w${i}`).join(' ')}`],
  ['the same common word 66 times', words(66, () => 'pi').join(' ')],
  ['100 single letters', 'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(4).slice(0, 200)],
  [
    '20 misspelt common words',
    'Pioneerz Walet Travle Guidde Markett Paymnets Suport Englsh Ecosistem Merkado Billetra Pagoss Viajee Pionros Juegoo Aplicacion Cafeteria Busqeda Lecion Cursso',
  ],
  ['prefix operators', 'pi:* wal:* '.repeat(18).trim()],
  ['nested parentheses and operators', `${'('.repeat(60)}pi${')'.repeat(60)} ${'!'.repeat(40)}`],
  // Searched in four spellings (Simplified, standard, Taiwan's and Hong Kong's Traditional), each a phrase of 199 pairs.
  ['200 Chinese characters of four spellings', '爲臺灣應用錢包裏'.repeat(25)],
  [
    '100 Chinese words OR-ed',
    Array.from({ length: 50 }, () => '應用')
      .join(' or ')
      .slice(0, 200),
  ],
]

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
  await signIn(t, 'owner')
  const ownerId = await findUserId(t.database.db, 'owner')
  // Enough matches for every common word that the walks, counts and snippets have work to do.
  for (let i = 0; i < ARTICLES; i += 1) {
    const word = COMMON[i % COMMON.length]!
    await insertArticle(t.database.db, ownerId, {
      app: `Pi${word} ${i}`,
      company: `Pioneers Labs ${i}`,
      title: `A ${word} for pioneers that takes payments in pi ${i}`,
      description: `A wallet for pioneers that takes payments in pi, with support in English (${word}).`,
      content: `<p>${'Pioneers use this travel guide and market every day to pay with pi. '.repeat(20)}</p>`,
    })
  }
})

afterAll(async () => {
  await t.close()
})

describe.each(['/api/search', '/api/search/suggest'])('%s with a costly q', (path) => {
  it.each(COSTLY)('%s: answered quickly, and nothing waits behind it', async (_name, q) => {
    expect(q.length).toBeLessThanOrEqual(200)
    const { result, healthzMs } = await probeHealthzDuring(t, async () => {
      const started = performance.now()
      const response = await t.request(`${path}?q=${encodeURIComponent(q)}`)
      return { status: response.status, body: await response.text(), ms: performance.now() - started }
    })
    expect(result.status, result.body).toBe(200)
    expect(result.ms).toBeLessThan(SEARCH_MAX_MS)
    expect(Math.max(...healthzMs)).toBeLessThan(HEALTHZ_MAX_MS)
  })
})
