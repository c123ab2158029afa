import { describe, expect, it } from 'vitest'
import { stellarPublicKey, walletAddressFor } from './pi-sim.ids'

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'))

/** StrKey decoding, written apart from the encoder, so the test does not check the code against itself. */
function decodeStrKey(address: string): { version: number; key: Buffer; checksumOk: boolean } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...address].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('')
  const bytes = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)))
  const payload = bytes.subarray(0, 33)
  let crc = 0
  for (const byte of payload) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i += 1) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff
  }
  return { version: payload[0]!, key: payload.subarray(1), checksumOk: bytes.readUInt16LE(33) === crc }
}

describe('Stellar public keys of the simulator', () => {
  it('encodes known keys exactly as Stellar does', () => {
    // Vectors computed by Stellar's own StrKey (stellar-base's encodeEd25519PublicKey).
    expect(stellarPublicKey(new Uint8Array(32))).toBe('GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF')
    expect(stellarPublicKey(hex('3ef6c1ac3e7a6a6b7a63ed37d8f8b0b7a5f44bd0a44aa2bb6b0a0c8f0b1d2e3f'))).toBe(
      'GA7PNQNMHZ5GU232MPWTPWHYWC32L5CL2CSEVIV3NMFAZDYLDUXD6EAK',
    )
  })

  it('gives every user a valid, stable address whose checksum holds', () => {
    for (const name of ['app-wallet', 'alice', 'pioneer', 'x'.repeat(30)]) {
      const address = walletAddressFor(name)
      expect(address).toMatch(/^G[A-Z2-7]{55}$/)
      expect(walletAddressFor(name)).toBe(address)
      expect(decodeStrKey(address)).toMatchObject({ version: 6 << 3, checksumOk: true })
    }
    expect(walletAddressFor('alice')).not.toBe(walletAddressFor('bob'))
  })
})
