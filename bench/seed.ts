// The benchmark's data set, written straight through the server's own schema in a few multi-row
// inserts: 10,000 published articles across the 10 categories (half in English, half in Spanish,
// made of varied sentences so search has realistic words to find), 7 slider promotions in force. Run by scripts/bench.mjs with tsx before the server starts (PGlite allows
// one process at a time). Prints one JSON line: the ids the bench requests.
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { PROMOTION_DAYS } from '@spotlight/shared/domain/limits'
import { mulberry32 } from '@spotlight/shared/domain/rotation'
import { createDatabase } from '../apps/server/src/db/client'
import { articles, categories, promotions, users } from '../apps/server/src/db/schema/index'
import { seedCategories } from '../apps/server/src/db/seed'

const ARTICLES = 10_000
const PROMOTIONS = 7
const BATCH = 250
const DAY_MS = 24 * 60 * 60 * 1000

/** A fixed pseudo-random sequence: the same data set on every run. */
const random = mulberry32

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!

const APP_STEMS = [
  'Wallet',
  'Market',
  'Chat',
  'Quest',
  'Learn',
  'Host',
  'Trip',
  'Calm',
  'Ledger',
  'Tasks',
  'Swap',
  'Play',
]
const TOPICS_EN = [
  'wallet',
  'marketplace',
  'game',
  'course',
  'hosting',
  'travel guide',
  'meditation',
  'budget',
  'planner',
  'exchange',
  'community',
  'delivery',
]
const TOPICS_ES = [
  'billetera',
  'mercado',
  'juego',
  'curso',
  'alojamiento',
  'guía de viaje',
  'meditación',
  'presupuesto',
  'agenda',
  'intercambio',
  'comunidad',
  'entrega',
]
const SENTENCES_EN = [
  'Pioneers use this {topic} every day to pay in Pi without leaving the Pi Browser.',
  'The team behind it shipped a new {topic} with faster payments and a cleaner design.',
  'You can sign in with your Pi account, browse offers and keep track of every payment.',
  'Merchants in several cities already accept it, and more join each week.',
  'The app works offline for reading and syncs your history when you are back online.',
  'Support answers in English and Spanish, usually within a day.',
  'Fees are shown before you confirm, so there are no surprises at checkout.',
  'A short tutorial explains how to get started in less than five minutes.',
]
const SENTENCES_ES = [
  'Los pioneros usan esta {topic} cada día para pagar con Pi sin salir del Pi Browser.',
  'El equipo lanzó una nueva {topic} con pagos más rápidos y un diseño más claro.',
  'Puedes iniciar sesión con tu cuenta de Pi, ver ofertas y seguir cada pago.',
  'Comercios de varias ciudades ya la aceptan y cada semana se suman más.',
  'La aplicación funciona sin conexión para leer y sincroniza tu historial al volver.',
  'El soporte responde en español y en inglés, normalmente en un día.',
  'Las comisiones se muestran antes de confirmar, así que no hay sorpresas al pagar.',
  'Un tutorial breve explica cómo empezar en menos de cinco minutos.',
]
/** One article in 2,000 mentions it: the bench's rare word. */
const RARE_WORD = 'zirconia'

type Text = { title: string; description: string; app: string; company: string; content: string }

/** An article of about 2 KB of HTML: a few headed paragraphs and a list, in one language. */
function articleText(n: number): Text {
  const next = random(n + 1)
  const spanish = n % 2 === 1
  const topics = spanish ? TOPICS_ES : TOPICS_EN
  const sentences = spanish ? SENTENCES_ES : SENTENCES_EN
  const topic = pick(next, topics)
  const app = `Pi${pick(next, APP_STEMS)} ${n}`
  const paragraph = () =>
    `<p>${Array.from({ length: 4 }, () => pick(next, sentences).replace('{topic}', pick(next, topics))).join(' ')}</p>`
  const rare = n % 2000 === 7 ? `<p>Made with ${RARE_WORD} care.</p>` : ''
  return {
    app,
    company: `${pick(next, ['Nova', 'Andes', 'Lumen', 'Sol', 'Orbit', 'Río'])} ${spanish ? 'Estudio' : 'Labs'} ${n % 97}`,
    title: spanish ? `${app}: una ${topic} para pioneros` : `${app}: a ${topic} for Pioneers`,
    description: spanish
      ? `Una ${topic} del ecosistema Pi que acepta pagos en Pi, con soporte en español.`
      : `A ${topic} of the Pi ecosystem that takes payments in Pi, with support in English.`,
    content: `<h2>${spanish ? 'Qué hace' : 'What it does'}</h2>${paragraph()}${paragraph()}<h2>${spanish ? 'Por qué gusta' : 'Why Pioneers like it'}</h2><ul><li>${spanish ? 'Pagos en Pi' : 'Pays in Pi'}</li><li>Pi Browser</li></ul>${paragraph()}${paragraph()}${rare}`,
  }
}

async function main() {
  const url = process.env.DATABASE_URL || undefined
  const dataDir = process.env.DATA_DIR
  const database = createDatabase({ url, dataDir: url ? undefined : path.join(dataDir!, 'pglite') })
  await database.migrate()
  await seedCategories(database.db)
  const { db } = database

  const categoryRows = await db.select({ id: categories.id }).from(categories).orderBy(categories.id)
  const [owner] = await db
    .insert(users)
    .values({ piUid: 'bench-publisher', username: 'bench_publisher', role: 'USER' })
    .returning({ id: users.id })

  const now = Date.now()
  const ids: number[] = []
  for (let start = 0; start < ARTICLES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ARTICLES - start) }, (_, offset) => {
      const n = start + offset
      return {
        ownerId: owner!.id,
        ...articleText(n),
        categoryId: categoryRows[n % categoryRows.length]!.id,
        // Several articles a day over the last months: the list order needs both keys.
        publishDate: new Date(now - Math.floor(n / 8) * DAY_MS).toISOString().slice(0, 10),
        status: 'PUBLISHED' as const,
      }
    })
    const inserted = await db.insert(articles).values(rows).returning({ id: articles.id })
    ids.push(...inserted.map((row) => row.id))
  }

  await db.insert(promotions).values(
    Array.from({ length: PROMOTIONS }, (_, n) => ({
      articleId: ids[n]!,
      planType: n < 3 ? ('MAIN_SLIDER' as const) : ('CATEGORY_SLIDER' as const),
      categoryId: n < 3 ? null : categoryRows[n % categoryRows.length]!.id,
      state: 'ACTIVE' as const,
      startsAt: new Date(now),
      expiresAt: new Date(now + PROMOTION_DAYS * DAY_MS),
    })),
  )
  // As autovacuum would leave a production database: statistics, and the visibility map set.
  await db.execute(sql`vacuum analyze`)
  await database.close()
  // The article the bench reads: one from the middle, not the cached first row.
  console.log(JSON.stringify({ articleId: ids[ARTICLES / 2], articles: ids.length, categories: categoryRows.length }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
