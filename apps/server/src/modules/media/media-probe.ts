import { stat } from 'node:fs/promises'
import { IMAGE_MAX_SIDE, MEDIA_MESSAGES } from '@spotlight/shared/schemas/media'
import { AppError } from '#src/errors/app-error'
import { loadSharp } from '#src/lib/sharp'
import { isoBmffDuration } from './iso-bmff-duration'
import { webmDuration } from './webm-duration'

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' }

/**
 * Decoded pixels an upload may have (about 7000 x 7000). sharp reads the header first and refuses a
 * larger image before decoding it, so a decompression bomb costs a few milliseconds, not gigabytes.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000

// file-type is loaded on the first upload, as sharp is (lib/sharp.ts): a server answering reads never needs it.
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
 * with a duration read on the server. The caller checks the limit. The container is walked with a
 * bounded budget of headers read from buffered windows (see container-reader.ts): any upload is
 * answered within milliseconds, however many boxes or elements it is made of.
 */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const type = await fileTypeOf(file)
  const extension = type ? VIDEO_TYPES[type.mime] : undefined
  if (!extension) throw unsupported('video (MP4, MOV or WebM)')
  const { size } = await stat(file)

  const durationS = extension === 'webm' ? await webmDuration(file, size) : await isoBmffDuration(file, size)
  if (durationS === null || !Number.isFinite(durationS) || durationS <= 0) throw unreadable('video')
  return { extension, durationS, bytes: size }
}
