import { open } from 'node:fs/promises'
import { ContainerReader } from './container-reader'

/**
 * EBML elements read before a file is refused. A WebM's segment starts with a SeekHead, maybe a
 * Void, then Info; Info holds a handful of elements. Clusters come after Info and are never read.
 */
export const WEBM_MAX_ELEMENTS = 1024

const EBML_HEADER = 0x1a45dfa3
const SEGMENT = 0x18538067
const INFO = 0x1549a966
const TIMESTAMP_SCALE = 0x2ad7b1
const DURATION = 0x4489
/** Matroska's default: timestamps in milliseconds. */
const DEFAULT_TIMESTAMP_SCALE_NS = 1_000_000

/** `size` null: an "unknown size" (all value bits set), which runs to the end of its parent. */
type Element = { id: number; dataStart: number; size: number | null }

/** An EBML variable-length integer: its length is told by the leading zero bits of its first byte. */
function readVint(bytes: Buffer, offset: number, maxLength: number, keepMarker: boolean) {
  const first = bytes[offset]
  if (first === undefined || first === 0) return null
  const length = Math.clz32(first) - 23
  if (length > maxLength || offset + length > bytes.length) return null
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index]!
    value = value * 256 + byte
    allOnes &&= byte === 0xff
  }
  return { value, length, allOnes }
}

async function readElement(reader: ContainerReader, position: number): Promise<Element | null> {
  if (!reader.spendHeader()) return null
  const header = await reader.bytes(position, 12)
  const id = readVint(header, 0, 4, true)
  if (!id) return null
  const size = readVint(header, id.length, 8, false)
  if (!size) return null
  return { id: id.value, dataStart: position + id.length + size.length, size: size.allOnes ? null : size.value }
}

/** The first element of `start..end` with this id; null when absent, or when an element lies about its size. */
async function findChild(reader: ContainerReader, start: number, end: number, id: number): Promise<Element | null> {
  let position = start
  while (position < end) {
    const element = await readElement(reader, position)
    if (!element || (element.size !== null && element.dataStart + element.size > end)) return null
    if (element.id === id) return element
    // An unknown-size element (a live Cluster) cannot be stepped over.
    if (element.size === null) return null
    position = element.dataStart + element.size
  }
  return null
}

async function readNumber(reader: ContainerReader, element: Element, kind: 'uint' | 'float'): Promise<number | null> {
  const { size } = element
  if (size === null || size < 1 || size > 8) return null
  const bytes = await reader.bytes(element.dataStart, size)
  if (bytes.length < size) return null
  if (kind === 'float') {
    if (size === 4) return bytes.readFloatBE(0)
    return size === 8 ? bytes.readDoubleBE(0) : null
  }
  let value = 0
  for (const byte of bytes.subarray(0, size)) value = value * 256 + byte
  return value
}

/**
 * The duration of a WebM from its segment information (`Segment/Info`: Duration × TimestampScale,
 * in nanoseconds). The walk is bounded by `WEBM_MAX_ELEMENTS`; a segment of known size must fit
 * the file (a truncated upload is refused).
 */
export async function webmDuration(file: string, size: number): Promise<number | null> {
  const handle = await open(file, 'r')
  try {
    const reader = new ContainerReader(handle, size, WEBM_MAX_ELEMENTS)
    const header = await readElement(reader, 0)
    if (!header || header.id !== EBML_HEADER || header.size === null) return null
    const segment = await findChild(reader, header.dataStart + header.size, size, SEGMENT)
    if (!segment) return null
    const segmentEnd = segment.size === null ? size : segment.dataStart + segment.size
    if (segmentEnd > size) return null

    const info = await findChild(reader, segment.dataStart, segmentEnd, INFO)
    if (!info || info.size === null || info.dataStart + info.size > segmentEnd) return null
    const infoEnd = info.dataStart + info.size
    const scaleElement = await findChild(reader, info.dataStart, infoEnd, TIMESTAMP_SCALE)
    const scale = scaleElement ? await readNumber(reader, scaleElement, 'uint') : DEFAULT_TIMESTAMP_SCALE_NS
    const durationElement = await findChild(reader, info.dataStart, infoEnd, DURATION)
    const duration = durationElement ? await readNumber(reader, durationElement, 'float') : null
    if (!scale || duration === null) return null
    return (duration * scale) / 1e9
  } finally {
    await handle.close()
  }
}
