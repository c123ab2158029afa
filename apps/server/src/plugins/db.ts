import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from '#src/db/client'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Db
  }
}

/** Exposes the database to every module; closing the app closes the database last. */
async function dbPlugin(app: FastifyInstance, options: { database: Database; closeOnShutdown: boolean }) {
  app.decorate('database', options.database)
  app.decorate('db', options.database.db)
  if (options.closeOnShutdown) app.addHook('onClose', async () => options.database.close())
}

export default fp(dbPlugin, { name: 'db' })
