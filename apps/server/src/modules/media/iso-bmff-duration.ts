import { open } from 'node:fs/promises'
import { ContainerReader } from './container-reader'

/**
 * Box headers read before a file is refused. A real MP4/MOV has a handful at the top level (ftyp,
 * moov, mdat, free…) and a few dozen inside `moov`; a fragmented one a pair per fragment. 4096 is
 * generous for those, and walking them from 64 KB windows takes about a millisecond.
 */
export const ISO_BMFF_MAX_BOXES = 4096

type Box = { type: string; start: number; headerSize: number; size: number }

/**
 * The boxes at `offset..end`; null when a box runs past the end or lies about its size (a truncated
 * or crafted file), or when the budget of headers is spent.
 */
async function readBoxes(reader: ContainerReader, offset: number, end: number): Promise<Box[] | null> {
  const boxes: Box[] = []
  let position = offset
  while (position < end) {
    if (end - position < 8 || !reader.spendHeader()) return null
    const header = await reader.bytes(position, 16)
    let size = header.readUInt32BE(0)
    const type = header.toString('latin1', 4, 8)
    let headerSize = 8
    if (size === 1) {
      // A 64-bit size; past 2^53 it is a lie anyway, and the comparison below refuses it.
      if (header.length < 16) return null
      size = Number(header.readBigUInt64BE(8))
      headerSize = 16
    } else if (size === 0) {
      size = end - position // "to the end of the enclosing box"
    }
    if (size < headerSize || position + size > end) return null
    boxes.push({ type, start: position, headerSize, size })
    position += size
  }
  return boxes
}

/**
 * The duration of an MP4/MOV from its movie header (`moov/mvhd`: duration / timescale). Every
 * top-level box must fit the file exactly, so a truncated upload is refused even when its `moov`
 * happens to come first. Only the top level and `moov`'s children are walked: nesting deeper is
 * never read, so deeply nested boxes cost nothing.
 */
export async function isoBmffDuration(file: string, size: number): Promise<number | null> {
  const handle = await open(file, 'r')
  try {
    const reader = new ContainerReader(handle, size, ISO_BMFF_MAX_BOXES)
    const top = await readBoxes(reader, 0, size)
    const moov = top?.find((box) => box.type === 'moov')
    if (!top || !moov || !top.some((box) => box.type === 'mdat')) return null
    const inner = await readBoxes(reader, moov.start + moov.headerSize, moov.start + moov.size)
    const mvhd = inner?.find((box) => box.type === 'mvhd')
    if (!mvhd || mvhd.size < mvhd.headerSize + 32) return null
    const body = await reader.bytes(mvhd.start + mvhd.headerSize, 32)
    if (body.length < 32) return null
    const isV1 = body.readUInt8(0) === 1
    const timescale = isV1 ? body.readUInt32BE(20) : body.readUInt32BE(12)
    const duration = isV1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16)
    return timescale > 0 ? duration / timescale : null
  } finally {
    await handle.close()
  }
}
