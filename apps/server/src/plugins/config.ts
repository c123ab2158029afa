import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '#src/config/env'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

async function configPlugin(app: FastifyInstance, options: { config: Config }) {
  app.decorate('config', options.config)
}

export default fp(configPlugin, { name: 'config' })
