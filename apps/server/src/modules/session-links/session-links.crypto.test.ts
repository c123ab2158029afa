import { SessionLinkSecretSchema } from '@spotlight/shared/schemas/session-links'
import { decodeProtectedHeader } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  hashSecret,
  isSecretMatch,
  newLinkKeys,
  newRandomToken,
  openSealed,
  sealForDesktop,
} from './session-links.crypto'

const SESSION = '{"accessToken":"desktop-token"}'

/** A compact JWE with one part replaced by `value` (0 header, 2 iv, 3 ciphertext, 4 tag). */
function withPart(sealed: string, index: number, value: string): string {
  const parts = sealed.split('.')
  parts[index] = value
  return parts.join('.')
}

/** `text` (base64url) with its first character changed, so it decodes to different bytes. */
function flipFirst(text: string): string {
  return `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`
}

describe('sealing the desktop session to the link key', () => {
  let keys: { secret: string; deliveryKey: string }
  let sealed: string

  beforeAll(async () => {
    keys = await newLinkKeys()
    sealed = await sealForDesktop(SESSION, keys.deliveryKey, 'code-1')
  })

  it('gives the desktop a secret of the shape the API has always documented', () => {
    expect(SessionLinkSecretSchema.safeParse(keys.secret).success).toBe(true)
    expect(keys.secret).toHaveLength(43)
    expect(keys.deliveryKey).not.toBe(keys.secret)
  })

  it('opens with the secret, for the same code', async () => {
    expect(await openSealed(sealed, keys.secret, keys.deliveryKey, 'code-1')).toBe(SESSION)
  })

  it('is a standard compact JWE: ECDH-ES over X25519 with A256GCM, naming the code', () => {
    const header = decodeProtectedHeader(sealed)
    expect(header).toMatchObject({ alg: 'ECDH-ES', enc: 'A256GCM', kid: 'code-1' })
    expect(header.epk).toMatchObject({ kty: 'OKP', crv: 'X25519' })
    // ECDH-ES in direct mode has no encrypted key: the second part is empty.
    expect(sealed.split('.')[1]).toBe('')
  })

  it('refuses a tampered ciphertext, tag, iv or header', async () => {
    const [header, , iv, ciphertext, tag] = sealed.split('.')
    const tampered = [
      withPart(sealed, 3, flipFirst(ciphertext!)),
      withPart(sealed, 4, flipFirst(tag!)),
      withPart(sealed, 2, flipFirst(iv!)),
      withPart(sealed, 0, flipFirst(header!)),
      withPart(sealed, 3, ''),
    ]
    for (const seal of tampered) {
      expect(await openSealed(seal, keys.secret, keys.deliveryKey, 'code-1')).toBeNull()
    }
  })

  it('refuses a wrong key: another link secret, a random token, or stored values presented as the secret', async () => {
    const other = await newLinkKeys()
    const wrongSecrets = [other.secret, newRandomToken(32), keys.deliveryKey, hashSecret(keys.secret), '']
    for (const secret of wrongSecrets) {
      expect(await openSealed(sealed, secret, keys.deliveryKey, 'code-1')).toBeNull()
    }
    // Another link's whole key pair does not open it either.
    expect(await openSealed(sealed, other.secret, other.deliveryKey, 'code-1')).toBeNull()
  })

  it('refuses a seal made for another code, even with the right key', async () => {
    expect(await openSealed(sealed, keys.secret, keys.deliveryKey, 'code-2')).toBeNull()
  })

  it('refuses a seal in the earlier hand-made format, and anything that is not a JWE', async () => {
    const earlierFormat = ['v1', newRandomToken(32), newRandomToken(12), newRandomToken(40), newRandomToken(16)]
    for (const seal of [earlierFormat.join('.'), 'garbage', '', 'a.b.c.d.e']) {
      expect(await openSealed(seal, keys.secret, keys.deliveryKey, 'code-1')).toBeNull()
    }
  })

  it('seals differently every time and never shows the plaintext or the secret', async () => {
    const again = await sealForDesktop(SESSION, keys.deliveryKey, 'code-1')
    expect(again).not.toBe(sealed)
    for (const seal of [sealed, again]) {
      expect(seal).not.toContain(keys.secret)
      expect(Buffer.from(seal.replaceAll('.', ''), 'base64url').toString('latin1')).not.toContain('desktop-token')
    }
  })

  it('makes a new key pair for every link', async () => {
    const other = await newLinkKeys()
    expect(other.secret).not.toBe(keys.secret)
    expect(other.deliveryKey).not.toBe(keys.deliveryKey)
  })

  it('refuses to seal to something that is not a public key', async () => {
    await expect(sealForDesktop(SESSION, 'not-a-key', 'code-1')).rejects.toThrow()
  })

  it('matches secrets against their stored hash', () => {
    expect(isSecretMatch(keys.secret, hashSecret(keys.secret))).toBe(true)
    expect(isSecretMatch(`${keys.secret}x`, hashSecret(keys.secret))).toBe(false)
    expect(isSecretMatch(keys.secret, 'not-a-hash')).toBe(false)
  })
})
