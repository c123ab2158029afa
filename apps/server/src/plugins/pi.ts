import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPiClient, type PiClient } from '#src/modules/pi/pi-client'

declare module 'fastify' {
  interface FastifyInstance {
    pi: PiClient
  }
}

/** The Pi Platform client. With the built-in simulator it calls this very server over loopback HTTP. */
async function piPlugin(app: FastifyInstance, options: { pi?: PiClient }) {
  const configured = app.config.piApiBase
  const baseUrl = () => {
    if (configured) return configured
    const address = app.server.address() as AddressInfo | null
    if (!address) throw new Error('the Pi simulator is reached over HTTP: the server must be listening')
    return `http://127.0.0.1:${address.port}/__pi-sim`
  }
  app.decorate('pi', options.pi ?? createPiClient({ baseUrl, apiKey: app.config.piApiKey }))
}

export default fp(piPlugin, { name: 'pi', dependencies: ['config'] })
