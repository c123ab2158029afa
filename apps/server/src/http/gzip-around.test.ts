import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { deflateParts, gzipAround } from './gzip-around'

const PAGE = [
  '<script nonce="',
  `">start()</script>${'<p>text</p>'.repeat(500)}<style nonce="`,
  '">start()</script>',
  '',
]
/** Zero bytes: deflated without dictionaries (they stand for the nonces there). */
const ZEROS = ['\u0000<script nonce="', `">${'\u0000'.repeat(3000)}<style nonce="`, '\u0000\u0000\u0000']

describe('a stored page gzipped around a fresh nonce', () => {
  it.each([
    ['a page', PAGE],
    ['a text with zero bytes', ZEROS],
  ])('decompresses %s to itself, with each answer its own nonce', (_name, parts) => {
    const buffers = parts.map((part) => Buffer.from(part))
    const deflated = deflateParts(buffers, 24)
    for (let answer = 0; answer < 3; answer++) {
      const nonce = Buffer.from(randomBytes(16).toString('base64'))
      const page = parts.join(nonce.toString())
      const body = Buffer.concat(gzipAround(buffers, deflated, nonce, Buffer.byteLength(page)))
      expect(gunzipSync(body).toString()).toBe(page)
      expect(body.length).toBeLessThan(Buffer.byteLength(page) / 4)
    }
  })
})
