import { describe, expect, it } from 'vitest'
import { createNonceSource } from './nonce-source'

describe('createNonceSource', () => {
  it('gives 16-byte base64 nonces, never the same one, across many refills', () => {
    const next = createNonceSource()
    const seen = new Set<string>()
    for (let i = 0; i < 256 * 8 + 3; i++) {
      const nonce = next()
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      seen.add(nonce)
    }
    expect(seen.size).toBe(256 * 8 + 3)
  })

  it('draws each source from its own bytes', () => {
    const [a, b] = [createNonceSource(), createNonceSource()]
    expect(a()).not.toBe(b())
  })
})
