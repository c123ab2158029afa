import { mkdirSync } from 'node:fs'
import type { Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { MIGRATIONS_DIR } from '#src/paths'
import { failFastWhileUnreachable } from './fail-fast-pool'
import { releasePoolTransactions } from './pool-transactions'
import { applyModuleSql, type SqlRunner } from './module-sql'
import * as schema from './schema/index'

export type Schema = typeof schema
/** Drizzle's shared type: PGlite, node-postgres and transactions all fit it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  engine: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
  /** node-postgres pool (PostgreSQL only), for LISTEN/NOTIFY. */
  pool: pg.Pool | null
}

export type DatabaseOptions = {
  /** postgres:// URL; without it PGlite runs embedded. */
  url?: string | undefined
  /** PostgreSQL connections at most (DATABASE_POOL_MAX); by default defaultPoolMax(). */
  poolMax?: number | undefined
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string | undefined
  /** PostgreSQL: how long a query may wait for its answer before its connection is dropped (0: for ever). */
  queryTimeoutMs?: number | undefined
}

/** DATABASE_QUERY_TIMEOUT_MS's default: well past any statement the requests and jobs make. */
export const DEFAULT_QUERY_TIMEOUT_MS = 30_000

/**
 * Twice the cores, 2 to 10: more backends than the cores can run only take turns (on 2 cores, uncached
 * search at 50 connections gave ~20 % more requests a second and a lower p99 with 4 than with 10; decision
 * 0010). The database usually runs on a machine like this one; DATABASE_POOL_MAX says otherwise.
 */
export function defaultPoolMax(cores = os.availableParallelism()): number {
  return Math.min(10, Math.max(2, 2 * cores))
}

export function createDatabase(options: DatabaseOptions): Database {
  return options.url
    ? createPostgres(
        options.url,
        options.poolMax ?? defaultPoolMax(),
        options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
      )
    : createPglite(options.dataDir)
}

type ClientInternals = { connection: { stream: Socket }; _activeQuery: unknown }

/** Each watched connection's timeout (0: off for now, as during migrations). */
const answerTimeouts = new WeakMap<Socket, number>()

/**
 * Drops `client`'s connection when a query sent on it gets no byte of answer for `timeoutMs` (0: never):
 * a database host that froze or vanished behind a silent network leaves the connection open, and its
 * query would wait until TCP gave up, minutes later, with every request lent that connection after it.
 * The query then fails as an outage (503), the pool discards the connection, and new connections meet
 * the fail-fast guard. A connection idle in the pool or between a transaction's statements is left be.
 */
export function dropUnansweredQueries(client: pg.ClientBase, timeoutMs: number): void {
  const internals = client as unknown as ClientInternals
  const socket = internals.connection.stream
  const isWatched = answerTimeouts.has(socket)
  answerTimeouts.set(socket, timeoutMs)
  socket.setTimeout(timeoutMs)
  if (isWatched) return
  socket.on('timeout', () => {
    const ms = answerTimeouts.get(socket)
    if (ms && internals._activeQuery) socket.destroy(new Error(`Connection terminated: no answer in ${ms} ms`))
  })
}

function createPostgres(url: string, max: number, queryTimeoutMs: number): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 })
  // A client that loses its server (PostgreSQL restarting, a reset connection) emits 'error'; without a
  // listener that would crash the process. An idle one emits on the pool. A checked-out one (inside a
  // transaction) has no pool listener, so each client gets its own: its queries fail with the same error
  // (answered 503), and the pool discards it when it is released.
  pool.on('error', () => {})
  pool.on('connect', (client) => {
    client.on('error', () => {})
    dropUnansweredQueries(client, queryTimeoutMs)
  })
  const outage = failFastWhileUnreachable(pool)
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  releasePoolTransactions(db, pool)
  return {
    db,
    engine: 'postgres',
    pool,
    migrate: () => migratePostgresUnderLock(pool, queryTimeoutMs),
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: () => {
      outage.stop()
      return pool.end()
    },
  }
}

/** Any fixed number: the key of the session-level advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 0x5ec7_1175

/**
 * Several instances starting together would each find the same migrations pending and race to apply
 * them (the loser fails on "relation already exists"). Holding an advisory lock on one connection
 * makes the others wait, then find nothing left to do.
 */
async function migratePostgresUnderLock(pool: pg.Pool, queryTimeoutMs: number): Promise<void> {
  const client = await pool.connect()
  // Waiting for another instance's migrations, or a long one of its own, is no outage.
  dropUnansweredQueries(client, 0)
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR })
      await applyModuleSql(postgresRunner(client))
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    dropUnansweredQueries(client, queryTimeoutMs)
    client.release()
  }
}

function createPglite(dataDir: string | undefined): Database {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true })
  // The search index needs these two extensions: on PostgreSQL the migrations create them, PGlite loads them here.
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { unaccent, pg_trgm } })
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    engine: 'pglite',
    pool: null,
    migrate: oneAtATime(async () => {
      await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR })
      await applyModuleSql(pgliteRunner(client))
    }),
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: () => client.close(),
  }
}

/** The modules' functions and triggers are applied right after the migrations, on the same connection. */
function postgresRunner(client: pg.PoolClient): SqlRunner {
  return {
    rows: async (text) => (await client.query(text)).rows,
    exec: async (text) => {
      await client.query(text)
    },
    async transaction(run) {
      await client.query('begin')
      try {
        await run()
        await client.query('commit')
      } catch (error) {
        await client.query('rollback')
        throw error
      }
    },
  }
}

/** SQL on an embedded database, for applyModuleSql (the migration tests apply the files the same way). */
export function pgliteRunner(client: PGlite): SqlRunner {
  return {
    rows: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    exec: async (text) => {
      await client.exec(text)
    },
    async transaction(run) {
      await client.exec('begin')
      try {
        await run()
        await client.exec('commit')
      } catch (error) {
        await client.exec('rollback')
        throw error
      }
    },
  }
}

/** Chains calls so a second one starts after the first settles (PGlite's stand-in for the advisory lock). */
function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let last: Promise<void> = Promise.resolve()
  return () => {
    const next = last.catch(() => {}).then(run)
    last = next
    return next
  }
}

async function pingWith(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}
