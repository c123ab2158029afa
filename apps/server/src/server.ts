import path from 'node:path'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config/env'
import { createDatabase } from './db/client'
import { isDatabaseUnavailable } from './errors/database-unavailable'
import { seedCategories } from './db/seed'
import { seedDemo } from './modules/demo/demo.seed'

/** How long in-flight requests get to finish after SIGTERM/SIGINT before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(78) // EX_CONFIG
    }
    throw error
  }

  const started = performance.now()
  const database = createDatabase({
    url: config.databaseUrl,
    poolMax: config.databasePoolMax,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
    dataDir: path.join(config.dataDir, 'pglite'),
  })
  try {
    await database.migrate()
  } catch (error) {
    // A database that does not answer is the operator's to fix, not a bug: one line, no stack. Exit 1,
    // not 78: the address may be right and the database merely not up yet, so a supervisor retries.
    if (config.databaseUrl && isDatabaseUnavailable(error)) {
      console.error(unreachableDatabase(config.databaseUrl, error))
      process.exit(1)
    }
    throw error
  }
  await seedCategories(database.db)
  await seedDemo(database.db, config, { log: (message) => console.info(message) })

  const app = await buildApp({
    config,
    database,
    rateLimitMax: config.rateLimitMax,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY && !config.isProduction ? { transport: { target: 'pino-pretty' } } : {}),
    },
  })

  let isClosing = false
  const shutdown = async (signal: string) => {
    if (isClosing) return
    isClosing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    try {
      await app.close() // stops accepting, waits for in-flight requests, then closes the database
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down')
      process.exit(1)
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    {
      url: config.publicUrl,
      database: database.engine,
      piSimulator: config.piSimulator,
      startupMs: Math.round(performance.now() - started),
    },
    'Spotlight is serving',
  )
}

/** Names the host and port of DATABASE_URL (never its password) and what the connection met. */
function unreachableDatabase(url: string, error: unknown): string {
  const { hostname, port } = new URL(url)
  let reason = 'no answer'
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string') {
      reason = code
      break
    }
    if (typeof message === 'string' && message) reason = message
    current = cause
  }
  return `DATABASE_URL: could not reach PostgreSQL at ${hostname || 'localhost'}:${port || '5432'} (${reason}); is it running, and is the address right?`
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
