// The benchmark's data set, written straight through the server's own schema in a few multi-row
// inserts (seconds, not minutes): 1,000 published articles across the 10 categories, 7 slider
// promotions in force. Run by scripts/bench.mjs with tsx before the server starts (PGlite allows
// one process at a time). Prints one JSON line: the ids the bench requests.
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { PROMOTION_DAYS } from '@spotlight/shared/domain/limits'
import { createDatabase } from '../apps/server/src/db/client'
import { articles, categories, promotions, users } from '../apps/server/src/db/schema/index'
import { seedCategories } from '../apps/server/src/db/seed'

const ARTICLES = 1000
const PROMOTIONS = 7
const BATCH = 250
const DAY_MS = 24 * 60 * 60 * 1000

/** About the size of a real article: a few headed paragraphs and a list (~3 KB of HTML). */
function contentHtml(n: number): string {
  const paragraph = `<p>Article ${n} of the benchmark set. Pioneers use this app every day to pay in Pi, trade, learn and meet; this paragraph stands in for the two or three a real advertiser writes about what it does and why it matters.</p>`
  return `<h2>What it does</h2>${paragraph.repeat(4)}<h2>Why Pioneers like it</h2><ul><li>Pays in Pi</li><li>Works in the Pi Browser</li><li>Fast</li></ul>${paragraph.repeat(4)}`
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
        company: `Bench Company ${n % 37}`,
        app: `Bench App ${n}`,
        title: `Benchmark article number ${n}: a Pi app worth a look`,
        description: `A sample description of benchmark article ${n}, long enough to be cut at 150 characters on the list card, as real descriptions often are in practice.`,
        categoryId: categoryRows[n % categoryRows.length]!.id,
        content: contentHtml(n),
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
  await db.execute(sql`analyze`)
  await database.close()
  // The article the bench reads: one from the middle, not the cached first row.
  console.log(JSON.stringify({ articleId: ids[ARTICLES / 2], articles: ids.length, categories: categoryRows.length }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
