import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import type { Database } from '#src/db/client'

/**
 * PostgreSQL LISTEN/NOTIFY for the whole process: one listening connection serves every channel
 * (the public read cache's and the live channel's), however many modules listen.
 */
export type NotifyHub = {
  /**
   * `handler(payload)` for each notice on `channel`, this process's own included; `handler(null)`
   * after the hub (re)connected, when notices may have been missed. Returns the unsubscribe.
   */
  listen(channel: string, handler: (payload: string | null) => void): () => void
  /** Never rejects: a lost notice is for each channel to recover from (a TTL, a status poll). */
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
}

type Handler = (payload: string | null) => void
type HubOptions = {
  /** How often the LISTEN connection is checked with a trivial query (a dead TCP link is otherwise silent). */
  keepaliveMs?: number
  /** First reconnect delay; doubles up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
}

function createHandlers() {
  const byChannel = new Map<string, Set<Handler>>()
  return {
    byChannel,
    add(channel: string, handler: Handler) {
      const set = byChannel.get(channel) ?? new Set()
      byChannel.set(channel, set)
      set.add(handler)
      return () => void set.delete(handler)
    },
    deliver(channel: string, payload: string | null) {
      for (const handler of byChannel.get(channel) ?? []) handler(payload)
    },
  }
}

/** PGlite has no second connection to listen on: apps sharing one embedded database share an emitter. */
const inProcessEmitters = new WeakMap<Database, EventEmitter>()

function createInProcessHub(database: Database): NotifyHub {
  let emitter = inProcessEmitters.get(database)
  if (!emitter) {
    emitter = new EventEmitter()
    emitter.setMaxListeners(0)
    inProcessEmitters.set(database, emitter)
  }
  const shared = emitter
  const handlers = createHandlers()
  const onNotice = (channel: string, payload: string) => handlers.deliver(channel, payload)
  shared.on('notice', onNotice)
  return {
    listen: handlers.add,
    async notify(channel, payload) {
      shared.emit('notice', channel, payload)
    },
    async close() {
      shared.off('notice', onNotice)
      handlers.byChannel.clear()
    },
  }
}

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`

function createPostgresHub(pool: pg.Pool, log: FastifyBaseLogger, options: HubOptions) {
  const { keepaliveMs = 30_000, retryMs: firstRetryMs = 250, maxRetryMs = 10_000 } = options
  const handlers = createHandlers()
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
    connection.client.query('select 1 /* notify hub keepalive */').catch((error: Error) => connection.drop(error))
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
        log.warn({ err: error }, 'notify hub: lost the LISTEN connection; reconnecting')
        scheduleReconnect()
      }
    }
    client.on('error', (error) => drop(error))
    client.on('end', () => drop(new Error('connection ended')))
    client.on('notification', (message) => {
      if (message.payload) handlers.deliver(message.channel, message.payload)
    })
    try {
      await client.connect()
      for (const channel of handlers.byChannel.keys()) await client.query(`LISTEN ${quoted(channel)}`)
    } catch (error) {
      drop(error as Error)
      return
    }
    if (isStopped()) return drop()
    current = { client, drop }
    retryMs = firstRetryMs
    // Anything published while we were not listening is only in the database now.
    for (const channel of handlers.byChannel.keys()) handlers.deliver(channel, null)
  }

  return {
    start: connect,
    listen(channel, handler) {
      const isNew = !handlers.byChannel.has(channel)
      const unsubscribe = handlers.add(channel, handler)
      // A channel first heard of after connecting: LISTEN on the open connection (a reconnect covers it otherwise).
      if (isNew && current)
        current.client.query(`LISTEN ${quoted(channel)}`).catch((error: Error) => current?.drop(error))
      return unsubscribe
    },
    async notify(channel, payload) {
      try {
        await pool.query('select pg_notify($1, $2)', [channel, payload])
      } catch (error) {
        log.warn({ err: error, channel }, 'notify hub: NOTIFY failed')
      }
    },
    async close() {
      isClosed = true
      clearInterval(keepalive)
      clearTimeout(retryTimer)
      handlers.byChannel.clear()
      current?.drop()
    },
  } satisfies NotifyHub & { start(): Promise<void> }
}

/** PostgreSQL: LISTEN/NOTIFY across instances. PGlite: one in-process emitter per database. */
export async function startNotifyHub(
  database: Database,
  log: FastifyBaseLogger,
  options: HubOptions = {},
): Promise<NotifyHub> {
  if (!database.pool) return createInProcessHub(database)
  const hub = createPostgresHub(database.pool, log, options)
  await hub.start()
  return hub
}

declare module 'fastify' {
  interface FastifyInstance {
    notifyHub: NotifyHub
  }
}

/** `app.notifyHub`, for every module that tells other instances something. */
export const notifyHubPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = await startNotifyHub(app.database, app.log)
    app.decorate('notifyHub', hub)
    app.addHook('onClose', async () => hub.close())
  },
  { name: 'notify-hub', dependencies: ['db'] },
)
