import { open, stat, type FileHandle } from 'node:fs/promises'
import { IMAGE_MAX_SIDE, MEDIA_MESSAGES } from '@spotlight/shared/schemas/media'
import { AppError } from '#src/errors/app-error'

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' }

/**
 * Decoded pixels an upload may have (about 7000 x 7000). sharp reads the header first and refuses a
 * larger image before decoding it, so a decompression bomb costs a few milliseconds, not gigabytes.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000

// sharp (libvips), music-metadata and file-type are loaded on the first upload, not at start-up:
// together they hold ~50 MB that a server answering reads never needs (peak RSS target, README).
const loadSharp = async () => (await import('sharp')).default
const fileTypeOf = async (file: string) => (await import('file-type')).fileTypeFromFile(file).catch(() => undefined)

const unsupported = (what: string) =>
  new AppError('MEDIA_UNSUPPORTED_TYPE', `This file is not a supported ${what}.`, [{ path: 'file', message: what }])
const unreadable = (what: string) => new AppError('MEDIA_UNREADABLE', `The ${what} could not be read.`)

export type StoredImage = { width: number; height: number; bytes: number }

/**
 * Re-encodes an uploaded image to WebP: type read from the content (SVG and anything else refused),
 * pixel count bounded, EXIF orientation applied and every metadata block (EXIF, GPS, XMP, ICC) dropped,
 * longest side bounded. An animated GIF keeps only its first frame.
 */
export async function reencodeImage(source: string, destination: string): Promise<StoredImage> {
  const type = await fileTypeOf(source)
  if (!type || !IMAGE_TYPES.has(type.mime)) throw unsupported('image (JPEG, PNG, WebP, GIF or AVIF)')

  const sharp = await loadSharp()
  try {
    const info = await sharp(source, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(destination)
    return { width: info.width, height: info.height, bytes: info.size }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError('MEDIA_TOO_LARGE', MEDIA_MESSAGES.imageTooLarge)
    throw unreadable('image')
  }
}

export type ProbedVideo = { extension: string; durationS: number; bytes: number }

/**
 * Checks an uploaded promo video: MP4/MOV (ISO BMFF) or WebM by content, complete (not truncated),
 * with a duration read on the server. The caller checks the limit.
 */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const type = await fileTypeOf(file)
  const extension = type ? VIDEO_TYPES[type.mime] : undefined
  if (!extension) throw unsupported('video (MP4, MOV or WebM)')
  const { size } = await stat(file)

  const durationS = extension === 'webm' ? await webmDuration(file) : await isoBmffDuration(file, size)
  if (durationS === null || !Number.isFinite(durationS) || durationS <= 0) throw unreadable('video')
  return { extension, durationS, bytes: size }
}

async function webmDuration(file: string): Promise<number | null> {
  try {
    const { parseFile } = await import('music-metadata')
    const { format } = await parseFile(file, { duration: true, skipCovers: true })
    return format.duration ?? null
  } catch {
    return null
  }
}

type Box = { type: string; start: number; headerSize: number; size: number }

/** Reads the box headers at `offset..end`; null when a box runs past the end (a truncated file). */
async function readBoxes(handle: FileHandle, offset: number, end: number) {
  const boxes: Box[] = []
  const header = Buffer.alloc(16)
  let position = offset
  while (position < end) {
    if (end - position < 8) return null
    await handle.read(header, 0, 16, position)
    let size = header.readUInt32BE(0)
    const type = header.toString('latin1', 4, 8)
    let headerSize = 8
    if (size === 1) {
      size = Number(header.readBigUInt64BE(8))
      headerSize = 16
    } else if (size === 0) {
      size = end - position
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
 * happens to come first.
 */
async function isoBmffDuration(file: string, size: number): Promise<number | null> {
  const handle = await open(file, 'r')
  try {
    const top = await readBoxes(handle, 0, size)
    const moov = top?.find((box) => box.type === 'moov')
    if (!top || !moov || !top.some((box) => box.type === 'mdat')) return null
    const inner = await readBoxes(handle, moov.start + moov.headerSize, moov.start + moov.size)
    const mvhd = inner?.find((box) => box.type === 'mvhd')
    if (!mvhd || mvhd.size < mvhd.headerSize + 32) return null
    const body = Buffer.alloc(32)
    await handle.read(body, 0, 32, mvhd.start + mvhd.headerSize)
    const isV1 = body.readUInt8(0) === 1
    const timescale = isV1 ? body.readUInt32BE(20) : body.readUInt32BE(12)
    const duration = isV1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16)
    return timescale > 0 ? duration / timescale : null
  } finally {
    await handle.close()
  }
}
