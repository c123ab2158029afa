import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPiClient, PiApiError, type PiClient } from '#src/modules/pi/pi-client'

/**
 * What the start-up check of PI_API_KEY found: `off` (the simulator, or PI_KEY_CHECK=0), `checking`,
 * `valid`, `rejected` (the platform answered 401 or 403: every approval will fail), or `unknown` (the
 * platform could not be reached or answered something else; payments may still work).
 */
export type PiKeyStatus = 'off' | 'checking' | 'valid' | 'rejected' | 'unknown'

declare module 'fastify' {
  interface FastifyInstance {
    pi: PiClient
    /** The start-up check of PI_API_KEY: /readyz and /metrics report it. */
    piKeyStatus: () => PiKeyStatus
  }
}

/**
 * Asks the platform one question only the app's server key may ask (the app's incomplete A2U payments,
 * read-only) and sorts the answer: a refused key is an error an operator must fix, an unreachable
 * platform a warning (the start goes on either way: the site reads fine without payments).
 */
async function checkKey(app: FastifyInstance, setStatus: (status: PiKeyStatus) => void) {
  try {
    await app.pi.incompleteServerPayments()
    setStatus('valid')
    app.log.info('PI_API_KEY: the Pi Platform accepted the server key')
  } catch (error) {
    if (error instanceof PiApiError && (error.status === 401 || error.status === 403)) {
      setStatus('rejected')
      app.log.error(
        { piStatus: error.status, piError: error.code, piApiBase: app.config.piApiBase },
        `PI_API_KEY: the Pi Platform refused the server key (HTTP ${error.status}); every payment approval will fail until PI_API_KEY holds the Server API key of this app from the Pi Developer Portal`,
      )
      return
    }
    setStatus('unknown')
    app.log.warn(
      { err: error, piApiBase: app.config.piApiBase },
      'PI_API_KEY could not be checked: the Pi Platform did not answer as expected; the server starts anyway',
    )
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

  // A wrong key used to show only at the first approval, as a 500 to a paying user. Checked once the
  // server listens, in the background: a slow platform never holds up the start.
  let status: PiKeyStatus = app.config.piKeyCheck ? 'checking' : 'off'
  app.decorate('piKeyStatus', () => status)
  app.metrics.gauge(
    {
      name: 'spotlight_pi_api_key_rejected',
      help: '1 when the Pi Platform refused PI_API_KEY at the start (payments cannot be approved), else 0.',
    },
    (gauge) => gauge.set(status === 'rejected' ? 1 : 0),
  )
  if (app.config.piKeyCheck)
    app.addHook('onListen', async () => {
      void checkKey(app, (found) => {
        status = found
      })
    })
}

export default fp(piPlugin, { name: 'pi', dependencies: ['config', 'metrics'] })
