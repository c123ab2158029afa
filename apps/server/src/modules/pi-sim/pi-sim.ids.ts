// Identifiers that look like Pi's and Stellar's, so code that checks formats sees realistic values.
import { createHash, randomBytes } from 'node:crypto'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
/** StrKey's version byte of an ed25519 public key: 6 << 3, which base32 writes as a leading G. */
const ED25519_PUBLIC_KEY_VERSION = 6 << 3

/** 28 characters, like every identifier seen in real PaymentDTOs. */
export function newPaymentId(): string {
  return Array.from(randomBytes(28), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')
}

export function newTxid(): string {
  return randomBytes(32).toString('hex')
}

/** CRC16-XModem (polynomial 0x1021, initial 0), the checksum Stellar's StrKey appends. */
function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

/** RFC 4648 base32 without padding (StrKey payloads are 35 bytes: 56 characters, no padding). */
function base32(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return bits > 0 ? out + BASE32[(buffer << (5 - bits)) & 31] : out
}

/** Stellar's StrKey of a 32-byte ed25519 public key: `G` and 55 more characters, checksum included. */
export function stellarPublicKey(key: Uint8Array): string {
  if (key.length !== 32) throw new Error('an ed25519 public key has 32 bytes')
  const payload = new Uint8Array(33)
  payload[0] = ED25519_PUBLIC_KEY_VERSION
  payload.set(key, 1)
  const crc = crc16Xmodem(payload)
  // The checksum goes little-endian after the payload.
  return base32(Uint8Array.from([...payload, crc & 0xff, crc >> 8]))
}

/** A stable, valid Stellar public key for a name, so a payment's addresses pass a wallet's checks. */
export function walletAddressFor(name: string): string {
  return stellarPublicKey(createHash('sha256').update(`pi-sim:${name}`).digest())
}
