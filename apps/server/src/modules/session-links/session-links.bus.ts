import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Database } from '#src/db/client'

/**
 * Tells every server instance that a link's session is ready to hand out. Only the code travels:
 * a NOTIFY payload is visible to anyone connected to the database, the session is not.
 */
export type SessionLinkBus = {
  /** Never rejects: a lost notice is recovered by the next subscription check or the status fallback. */
  publish(code: string): Promise<void>
  /**
   * `listener(code)` when a link is ready; `listener(null)` after the bus (re)connected, when notices
   * may have been missed: every local subscriber should be checked again.
   */
  subscribe(listener: (code: string | null) => void): () => void
  close(): Promise<void>
}

export const NOTIFY_CHANNEL = 'session_links'

type BusOptions = {
  /** How often the LISTEN connection is checked with a trivial query (a dead TCP link is otherwise silent). */
  keepaliveMs?: number
  /** First reconnect delay; doubles up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
}

/** PostgreSQL: LISTEN/NOTIFY across instances. PGlite: one in-process emitter per database. */
export async function startSessionLinkBus(
  database: Database,
  log: FastifyBaseLogger,
  options: BusOptions = {},
): Promise<SessionLinkBus> {
  if (!database.pool) return createInProcessBus(database)
  const bus = createPostgresBus(database.pool, log, options)
  await bus.start()
  return bus
}

function fanOut(listeners: Set<(code: string | null) => void>) {
  return (code: string | null) => {
    for (const listener of listeners) listener(code)
  }
}

/** Apps sharing one embedded database (tests run two instances on one) share its emitter. */
const inProcessEmitters = new WeakMap<Database, EventEmitter>()

function createInProcessBus(database: Database): SessionLinkBus {
  let emitter = inProcessEmitters.get(database)
  if (!emitter) {
    emitter = new EventEmitter()
    emitter.setMaxListeners(0)
    inProcessEmitters.set(database, emitter)
  }
  const shared = emitter
  const listeners = new Set<(code: string | null) => void>()
  const onReady = fanOut(listeners)
  shared.on('ready', onReady)

  return {
    async publish(code) {
      shared.emit('ready', code)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      shared.off('ready', onReady)
      listeners.clear()
    },
  }
}

function createPostgresBus(pool: pg.Pool, log: FastifyBaseLogger, options: BusOptions) {
  const { keepaliveMs = 30_000, retryMs: firstRetryMs = 250, maxRetryMs = 10_000 } = options
  const listeners = new Set<(code: string | null) => void>()
  const notify = fanOut(listeners)
  let retryMs = firstRetryMs
  let retryTimer: NodeJS.Timeout | undefined
  let current: { client: pg.Client; drop(error?: Error): void } | null = null
  let isClosed = false

  // Once the pool has ended the database is closing: stop listening and stop reconnecting.
  const isStopped = () => isClosed || pool.ending

  const keepalive = setInterval(() => {
    const connection = current
    if (!connection) return
    if (pool.ending) return connection.drop()
    connection.client.query('select 1 /* session-links keepalive */').catch((error: Error) => connection.drop(error))
  }, keepaliveMs)
  keepalive.unref()

  function scheduleReconnect() {
    if (isStopped() || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, maxRetryMs)
  }

  /**
   * A dedicated connection (the pool's settings, outside the pool) that LISTENs: it never serves
   * other queries and never holds up closing the pool. When it breaks it is replaced.
   */
  async function connect(): Promise<void> {
    if (isStopped()) return
    const client = new pg.Client(pool.options)
    let isDropped = false
    const drop = (error?: Error) => {
      if (isDropped) return
      isDropped = true
      if (current?.client === client) current = null
      client.removeAllListeners('notification')
      client.end().catch(() => {})
      if (error && !isStopped()) {
        log.warn({ err: error }, 'live channel: lost the LISTEN connection; reconnecting')
        scheduleReconnect()
      }
    }
    client.on('error', (error) => drop(error))
    client.on('end', () => drop(new Error('connection ended')))
    client.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) notify(message.payload)
    })

    try {
      await client.connect()
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`)
    } catch (error) {
      drop(error as Error)
      return
    }
    if (isStopped()) return drop()
    current = { client, drop }
    retryMs = firstRetryMs
    // Anything published while we were not listening is only in the database now.
    notify(null)
  }

  return {
    start: connect,
    async publish(code: string) {
      try {
        await pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, code])
      } catch (error) {
        log.warn({ err: error }, 'live channel: NOTIFY failed; the desktop will get its session by polling')
      }
    },
    subscribe(listener: (code: string | null) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      isClosed = true
      clearInterval(keepalive)
      clearTimeout(retryTimer)
      listeners.clear()
      current?.drop()
    },
  } satisfies SessionLinkBus & { start(): Promise<void> }
}
