import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { CompactEncrypt, compactDecrypt, exportJWK, generateKeyPair, importJWK } from 'jose'

// The desktop's session waits in the database between the phone's sync and the hand-out, possibly on
// another instance. It is sealed to a key only the desktop holds, so the database (its backups, a
// replica, anyone who can read the row) never holds a usable session token.
//
// The sealing is standard JWE (RFC 7516) through `jose`: ECDH-ES key agreement over X25519 (RFC 8037)
// with A256GCM, in compact form. The desktop's secret IS the link's X25519 private key (the JWK `d`,
// 43 base64url characters: the same shape as before); the row keeps only its public key (`x`) and
// the secret's sha-256, neither of which reveals the secret. The code goes into the protected header
// as `kid`, which GCM authenticates, so a sealed session cannot be moved to another link's row.

const ALG = 'ECDH-ES'
const ENC = 'A256GCM'
const CURVE = 'X25519'

/** `bytes` random bytes as base64url: 16 bytes (128 bits) make a 22-character code. */
export function newRandomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url')
}

/** `length` uniformly random decimal digits (leading zeros kept). */
export function newPairingCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function isSecretMatch(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return presented.length === stored.length && timingSafeEqual(presented, stored)
}

/** A new link's keys: the secret (the private key, for the desktop only) and the delivery key to store. */
export async function newLinkKeys(): Promise<{ secret: string; deliveryKey: string }> {
  const { privateKey } = await generateKeyPair(ALG, { crv: CURVE, extractable: true })
  const { d, x } = await exportJWK(privateKey)
  if (!d || !x) throw new Error('The X25519 key pair did not export its JWK parts.')
  return { secret: d, deliveryKey: x }
}

/** Encrypts `plaintext` to the link's `deliveryKey` as a compact JWE bound to `code`. */
export async function sealForDesktop(plaintext: string, deliveryKey: string, code: string): Promise<string> {
  const recipient = await importJWK({ kty: 'OKP', crv: CURVE, x: deliveryKey }, ALG)
  return new CompactEncrypt(new TextEncoder().encode(plaintext))
    .setProtectedHeader({ alg: ALG, enc: ENC, kid: code })
    .encrypt(recipient)
}

/**
 * The plaintext, or null when `secret` is not the private key of `deliveryKey` (the import checks
 * that the pair matches), when the seal was tampered with or made for another code, or when it is
 * not a JWE at all (a row sealed by the earlier hand-made format is refused this way).
 */
export async function openSealed(
  sealed: string,
  secret: string,
  deliveryKey: string,
  code: string,
): Promise<string | null> {
  try {
    const privateKey = await importJWK({ kty: 'OKP', crv: CURVE, d: secret, x: deliveryKey }, ALG)
    const { plaintext, protectedHeader } = await compactDecrypt(sealed, privateKey, {
      keyManagementAlgorithms: [ALG],
      contentEncryptionAlgorithms: [ENC],
    })
    return protectedHeader.kid === code ? new TextDecoder().decode(plaintext) : null
  } catch {
    return null
  }
}
