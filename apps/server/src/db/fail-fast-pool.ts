import pg from 'pg'
import { isDatabaseUnavailable } from '#src/errors/database-unavailable'

/** While the database is unreachable, how often one probe connection tries it again. */
const PROBE_EVERY_MS = 250
/** node-postgres's words for a checkout that found every connection busy for the whole connect timeout. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect'
/** A probe that got no answer in time (node-postgres's words for a connect or a query timing out): an outage too. */
const isNoAnswer = (error: Error) =>
  isDatabaseUnavailable(error) || error.message === 'timeout expired' || error.message === 'Query read timeout'

/**
 * Without this, every request during an outage makes its own connection attempt, and where the host
 * does not answer at all (a partition, a frozen server) each waits the whole connect timeout (5 s)
 * while more pile up behind it. Once a new connection fails as an outage, the pool's checkouts (every
 * query and transaction) fail at once, with that failure as their cause (answered 503), and one probe
 * connection, outside the pool, tries the database every PROBE_EVERY_MS; the first that gets an
 * answer lets the pool connect again. A checkout that waited out the timeout for a busy connection
 * (a migration's lock, a burst) is no outage by itself: one probe tells which it was.
 */
export function failFastWhileUnreachable(pool: pg.Pool) {
  let failure: Error | null = null
  let probe: pg.Client | null = null
  let isStopped = false
  const connect = pool.connect.bind(pool) as (
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ) => void
  const isDone = () => isStopped || pool.ending

  /** A new connection and a trivial query, each bounded by the connect timeout: null when answered. */
  async function probeOnce(): Promise<Error | null> {
    const client = new pg.Client({ ...pool.options, query_timeout: pool.options.connectionTimeoutMillis })
    probe = client
    client.on('error', () => {})
    const outcome = await client
      .connect()
      .then(() => client.query('select 1 /* outage probe */'))
      .then(
        () => null,
        (error: Error) => error,
      )
    probe = null
    client.end().catch(() => {})
    return outcome
  }

  async function probeUntilAnswered() {
    while (failure && !isDone()) {
      if ((await probeOnce()) === null) failure = null
      else await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS).unref())
    }
  }

  function open(error: Error) {
    if (failure || isDone()) return
    failure = error
    void probeUntilAnswered()
  }

  let isChecking = false
  async function checkAfterPoolWait() {
    if (isChecking || probe) return
    isChecking = true
    const error = await probeOnce()
    isChecking = false
    if (error && isNoAnswer(error)) open(error)
  }

  const guarded = (callback?: Parameters<typeof connect>[0]) => {
    if (!callback)
      return new Promise<pg.PoolClient>((resolve, reject) =>
        guarded((error, client) => (error ? reject(error) : resolve(client!))),
      )
    if (failure) {
      // SQLSTATE 08001, "unable to establish connection": what the caller would have met, without the wait.
      const error = Object.assign(
        new Error('The database is unreachable; no connection is tried until it answers again.', { cause: failure }),
        { code: '08001' },
      )
      return void process.nextTick(() => callback(error, undefined, () => {}))
    }
    connect((error, client, done) => {
      if (error && !failure && !isDone() && isDatabaseUnavailable(error)) {
        if (error.message === POOL_WAIT_TIMEOUT) void checkAfterPoolWait()
        else open(error)
      }
      callback(error, client, done)
    })
  }
  pool.connect = guarded as typeof pool.connect

  return {
    stop() {
      isStopped = true
      probe?.end().catch(() => {})
    },
  }
}
