import { describe, expect, it } from 'vitest'
import {
  deliveryKeyFor,
  hashSecret,
  isSecretMatch,
  newRandomToken,
  openSealed,
  sealForDesktop,
} from './session-links.crypto'

describe('sealing the desktop session to the link secret', () => {
  const secret = newRandomToken(32)
  const key = deliveryKeyFor(secret)
  const sealed = sealForDesktop('{"accessToken":"t"}', key, 'code-1')

  it('opens with the secret and the same code', () => {
    expect(openSealed(sealed, secret, 'code-1')).toBe('{"accessToken":"t"}')
  })

  it('does not open with another secret, another code, or a tampered seal', () => {
    expect(openSealed(sealed, newRandomToken(32), 'code-1')).toBeNull()
    expect(openSealed(sealed, secret, 'code-2')).toBeNull()
    const parts = sealed.split('.')
    parts[3] = Buffer.from('tampered').toString('base64url')
    expect(openSealed(parts.join('.'), secret, 'code-1')).toBeNull()
    expect(openSealed('v2.a.b.c.d', secret, 'code-1')).toBeNull()
    expect(openSealed('garbage', secret, 'code-1')).toBeNull()
  })

  it('seals differently every time and never contains the plaintext or the secret', () => {
    const again = sealForDesktop('{"accessToken":"t"}', key, 'code-1')
    expect(again).not.toBe(sealed)
    expect(sealed).not.toContain('accessToken')
    expect(sealed).not.toContain(secret)
    expect(key).not.toContain(secret)
  })

  it('derives the same key from the same secret only', () => {
    expect(deliveryKeyFor(secret)).toBe(key)
    expect(deliveryKeyFor(newRandomToken(32))).not.toBe(key)
  })

  it('matches secrets against their stored hash', () => {
    expect(isSecretMatch(secret, hashSecret(secret))).toBe(true)
    expect(isSecretMatch(`${secret}x`, hashSecret(secret))).toBe(false)
    expect(isSecretMatch(secret, 'not-a-hash')).toBe(false)
  })
})
