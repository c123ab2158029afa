import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

/** The NOTIFY channel on which instances tell each other "a write went through: drop your cache". */
export const PUBLIC_READS_CHANNEL = 'public_reads'

export type PublicReadBus = {
  /** Tells the other instances; never rejects (their TTL bounds a lost notice). */
  publish(): void
  close(): Promise<void>
}

const RETRY_MS = 1000

/**
 * PostgreSQL LISTEN/NOTIFY between the instances on one database. `onClear` runs when another
 * instance wrote, and after (re)connecting, when notices may have been missed. A dedicated
 * connection outside the pool listens, so it never holds up closing the pool.
 */
export function startPublicReadBus(pool: pg.Pool, onClear: () => void, log: FastifyBaseLogger): PublicReadBus {
  const instanceId = randomUUID()
  let client: pg.Client | null = null
  let isClosed = false
  let retryTimer: NodeJS.Timeout | undefined

  function retry() {
    if (isClosed || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, RETRY_MS)
    retryTimer.unref()
  }

  async function connect() {
    if (isClosed) return
    const next = new pg.Client(pool.options)
    const lost = (error?: Error) => {
      if (client !== next) return
      client = null
      if (error && !isClosed) log.warn({ err: error }, 'public read cache: LISTEN connection lost; reconnecting')
      next.end().catch(() => {})
      retry()
    }
    next.on('error', lost)
    next.on('end', () => lost())
    next.on('notification', (message) => {
      if (message.channel === PUBLIC_READS_CHANNEL && message.payload !== instanceId) onClear()
    })
    client = next
    try {
      await next.connect()
      await next.query(`listen ${PUBLIC_READS_CHANNEL}`)
      onClear()
    } catch (error) {
      lost(error as Error)
    }
  }

  void connect()
  return {
    publish() {
      pool.query('select pg_notify($1, $2)', [PUBLIC_READS_CHANNEL, instanceId]).catch((error: unknown) => {
        log.warn({ err: error }, 'public read cache: NOTIFY failed; other instances catch up within the TTL')
      })
    },
    async close() {
      isClosed = true
      clearTimeout(retryTimer)
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}
