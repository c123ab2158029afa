import { RouterContextProvider } from 'react-router'
import { appContext } from '#app/lib/app-context'

type Internal = { apiOrigin: string; tokenHeader: string; token: string }

/** The context the server hands a route's loader (app-context.ts), as a test builds it. */
export function serverContext(
  internal: Internal = { apiOrigin: 'http://127.0.0.1:4000', tokenHeader: 'x-internal', token: 't' },
): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(appContext, {
    nonce: '',
    requestId: 'r1',
    internal,
    config: {
      publicUrl: 'https://spotlight.example',
      piSdkUrl: '',
      piSandbox: false,
      piSimulator: false,
      mediaStore: 'local',
    },
  })
  return context
}
