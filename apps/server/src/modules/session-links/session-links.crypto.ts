import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto'

// The desktop's session waits in the database between the phone's sync and the hand-out, possibly
// on another instance. It is sealed to a key only the secret opens, so the database (its backups, a
// replica, anyone who can read the row) never holds a usable session token. The row keeps the
// secret's sha-256 and an X25519 public key derived from the secret; neither reveals the secret.

/** Fixed DER prefixes that turn 32 raw X25519 bytes into PKCS#8 / SPKI structures Node can import. */
const X25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex')
const X25519_SPKI_PREFIX = Buffer.from('302a300506032b656e032100', 'hex')
const SEAL_VERSION = 'v1'

/** `bytes` random bytes as base64url: 16 bytes (128 bits) make a 22-character code. */
export function newRandomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url')
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

function privateKeyFor(secret: string): KeyObject {
  const seed = Buffer.from(hkdfSync('sha256', secret, 'spotlight', 'session-link x25519', 32))
  return createPrivateKey({ key: Buffer.concat([X25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' })
}

function rawPublicKey(key: KeyObject): Buffer {
  return key.export({ format: 'der', type: 'spki' }).subarray(X25519_SPKI_PREFIX.length)
}

function importPublicKey(raw: Buffer): KeyObject {
  return createPublicKey({ key: Buffer.concat([X25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' })
}

/** The public key stored with a link (base64url); what sync seals the desktop's session to. */
export function deliveryKeyFor(secret: string): string {
  return rawPublicKey(createPublicKey(privateKeyFor(secret))).toString('base64url')
}

function sealingKey(shared: Buffer, ephemeral: Buffer, recipient: Buffer): Buffer {
  const salt = Buffer.concat([ephemeral, recipient])
  return Buffer.from(hkdfSync('sha256', shared, salt, 'session-link delivery', 32))
}

/**
 * Encrypts `plaintext` to `deliveryKey` (ECIES: ephemeral X25519, HKDF-SHA256, AES-256-GCM). The
 * link code is authenticated too, so a sealed session cannot be moved to another link's row.
 */
export function sealForDesktop(plaintext: string, deliveryKey: string, code: string): string {
  const recipient = Buffer.from(deliveryKey, 'base64url')
  const ephemeral = generateKeyPairSync('x25519')
  const ephemeralRaw = rawPublicKey(ephemeral.publicKey)
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: importPublicKey(recipient) })
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(shared, ephemeralRaw, recipient), iv)
  cipher.setAAD(Buffer.from(code))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [SEAL_VERSION, ephemeralRaw, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The plaintext, or null when the secret or the code does not open this seal. */
export function openSealed(sealed: string, secret: string, code: string): string | null {
  const [version, ephemeral, iv, ciphertext, tag, ...rest] = sealed.split('.')
  if (version !== SEAL_VERSION || !ephemeral || !iv || !ciphertext || !tag || rest.length > 0) return null
  try {
    const privateKey = privateKeyFor(secret)
    const ephemeralRaw = Buffer.from(ephemeral, 'base64url')
    const shared = diffieHellman({ privateKey, publicKey: importPublicKey(ephemeralRaw) })
    const recipient = rawPublicKey(createPublicKey(privateKey))
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealingKey(shared, ephemeralRaw, recipient),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAAD(Buffer.from(code))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
