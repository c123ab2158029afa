import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A gzip body for a stored page whose parts are compressed once, with a different nonce between
 * them on every answer. Each part is deflated on its own and ends on a byte boundary (a sync
 * flush), so the parts can be followed by a stored (uncompressed) block holding the nonce; the
 * gzip trailer's CRC-32 runs over the whole text as sent. Compressing the whole 90 KB page per
 * answer would cost a millisecond or more of CPU each time; this costs a CRC.
 */
export type DeflatedParts = Buffer[]

/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final block with fixed codes: ends the deflate stream (RFC 1951). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])

/** How far back deflate may refer (its window). */
const WINDOW = 32 * 1024

/**
 * Each part is deflated with the text before it as its dictionary (what the client's decoder holds
 * by then), so the parts compress nearly as well as the whole page. The nonces are unknown yet:
 * they stand there as zero bytes, which no match can use while the text itself has none (HTML
 * never does; a page that did is deflated part by part, without dictionaries).
 */
export function deflateParts(parts: Buffer[], separatorLength: number): DeflatedParts {
  const options = { finishFlush: constants.Z_SYNC_FLUSH }
  if (parts.some((part) => part.includes(0))) return parts.map((part) => deflateRawSync(part, options))
  const placeholder = Buffer.alloc(separatorLength)
  let before = Buffer.alloc(0)
  return parts.map((part, index) => {
    if (index > 0) before = Buffer.concat([before, placeholder]).subarray(-WINDOW)
    const deflated = deflateRawSync(part, before.length > 0 ? { ...options, dictionary: before } : options)
    before = Buffer.concat([before, part]).subarray(-WINDOW)
    return deflated
  })
}

/** A stored block's head: not final, type 00, then LEN and its one's complement (little-endian). */
function storedBlockHead(length: number): Buffer {
  const head = Buffer.alloc(5)
  head.writeUInt16LE(length, 1)
  head.writeUInt16LE(~length & 0xffff, 3)
  return head
}

/** The chunks of one gzip answer, to be written in order; `length` is the uncompressed size. */
export function gzipAround(parts: Buffer[], deflated: DeflatedParts, separator: Buffer, length: number): Buffer[] {
  const chunks: Buffer[] = [GZIP_HEADER]
  const separatorHead = storedBlockHead(separator.length)
  let crc = 0
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      chunks.push(separatorHead, separator)
      crc = crc32(separator, crc)
    }
    chunks.push(deflated[index]!)
    crc = crc32(part, crc)
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  chunks.push(FINAL_BLOCK, trailer)
  return chunks
}
