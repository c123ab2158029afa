import { describe, expect, it } from 'vitest'
import { serverContext as contextWith } from '#app/test/server-context'
import { serverCallOptions } from './server-api.server'

describe('serverCallOptions', () => {
  it('calls this same process at the address the server gave, with its internal token', () => {
    const options = serverCallOptions(
      contextWith({ apiOrigin: 'http://127.0.0.1:4000', tokenHeader: 'x-spotlight-internal', token: 'secret' }),
    )
    expect(options.baseUrl).toBe('http://127.0.0.1:4000')
    expect(new Headers(options.headers).get('x-spotlight-internal')).toBe('secret')
  })
})
