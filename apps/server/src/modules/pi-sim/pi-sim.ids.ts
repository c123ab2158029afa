// Identifiers that look like Pi's and Stellar's, so code that checks formats sees realistic values.
import { createHash, randomBytes } from 'node:crypto'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** 28 characters, like every identifier seen in real PaymentDTOs. */
export function newPaymentId(): string {
  return Array.from(randomBytes(28), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')
}

export function newTxid(): string {
  return randomBytes(32).toString('hex')
}

/** A stable, Stellar-looking public key (G + 55 base32 characters) for a name. */
export function walletAddressFor(name: string): string {
  const digest = createHash('sha256').update(`pi-sim:${name}`).digest()
  return 'G' + Array.from({ length: 55 }, (_, i) => BASE32[digest[i % digest.length]! % 32]).join('')
}
