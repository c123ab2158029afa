// Search query costs on a seeded database (docs/decisions/0010-search.md), for iterating on the
// SQL: for each bench query, the search repository runs against PostgreSQL through a recording client;
// prints the single-connection latency (median and best of 15) and, for each statement it ran, the
// median and best EXPLAIN (ANALYZE, BUFFERS) execution time, planning time and shared buffers.
//   DATABASE_URL=postgres://…/db tsx bench/search-explain.mts   (seeded by bench/seed.ts)
//   SEARCH_QUERIES='wallet|"travel guide"' narrows the queries; SEARCH_PLANS=1 prints the plans too.
import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from '../apps/server/src/db/client'
import { SEARCH_COUNT_BOUND } from '@spotlight/shared/schemas/search'
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository'

const RUNS = 15
const queries = (process.env.SEARCH_QUERIES ?? 'wallet|zirconia|"travel guide"|Piwalet|ung dung|应用|앱을').split('|')
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()

type Statement = { text: string; values: unknown[] }
let recorded: Statement[] = []
const dialect = new PgDialect()
const run = async ({ text, values }: Statement) => (await client.query({ text, values: values as unknown[] })).rows
// The repository's two ways of querying (db.execute and the named prepared statement), recorded and run.
const db = {
  execute: async (query: SQL) => {
    const built = dialect.sqlToQuery(query)
    recorded.push({ text: built.sql, values: built.params })
    return { rows: await run(recorded.at(-1)!) }
  },
  _: {
    session: {
      prepareQuery: (built: { sql: string; params: unknown[] }) => ({
        execute: async () => {
          recorded.push({ text: built.sql, values: built.params })
          return { rows: await run(recorded.at(-1)!) }
        },
      }),
    },
  },
} as unknown as Db
const repo = createSearchRepository(db)
const today = new Date().toISOString().slice(0, 10)
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
const best = (list: number[]) => Math.min(...list)

for (const q of queries) {
  const latencies: number[] = []
  let rows = 0
  for (let i = 0; i < RUNS; i++) {
    recorded = []
    const start = performance.now()
    rows = (await repo.search({ q, today, limit: 20, countBound: SEARCH_COUNT_BOUND })).length
    latencies.push(performance.now() - start)
  }
  console.log(
    `== ${q}: ${rows} rows, ${recorded.length} statement(s); one connection: median ${median(latencies).toFixed(1)} ms, best ${best(latencies).toFixed(1)} ms`,
  )
  for (const [index, statement] of recorded.entries()) {
    const executions: number[] = []
    const plannings: number[] = []
    let plan: string[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await client.query({
        text: `explain (analyze, buffers) ${statement.text}`,
        values: statement.values,
      })
      plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']!)
      executions.push(Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))![1]))
      plannings.push(Number(/Planning Time: ([\d.]+)/.exec(plan.join('\n'))![1]))
    }
    const buffers = /Buffers: (shared [^\n]*)/.exec(plan.join('\n'))?.[1] ?? ''
    console.log(
      `   statement ${index + 1}: execution median ${median(executions).toFixed(2)} ms, best ${best(executions).toFixed(2)} ms; planning median ${median(plannings).toFixed(2)} ms; ${buffers}`,
    )
    if (process.env.SEARCH_PLANS === '1') console.log(plan.join('\n'))
  }
}
await client.end()
