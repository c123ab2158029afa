import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { appContext } from './app-context'
import { serverCallOptions } from './server-api.server'

function contextWith(internal: { apiOrigin: string; tokenHeader: string; token: string }) {
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

describe('serverCallOptions', () => {
  it('calls this same process at the address the server gave, with its internal token', () => {
    const options = serverCallOptions(
      contextWith({ apiOrigin: 'http://127.0.0.1:4000', tokenHeader: 'x-spotlight-internal', token: 'secret' }),
    )
    expect(options.baseUrl).toBe('http://127.0.0.1:4000')
    expect(new Headers(options.headers).get('x-spotlight-internal')).toBe('secret')
  })
})
