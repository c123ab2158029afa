import { rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { loadSharp } from '#src/lib/sharp'
import {
  IMAGE_VARIANT_FORMATS,
  type ImageVariantFormat,
  variantUrl,
  variantWidthsFor,
} from '@spotlight/shared/domain/image-variants'
import { IMAGE_MAX_INPUT_PIXELS } from './media-probe'

// Encoder settings chosen on the demo and upload fixtures: AVIF at quality 50 looks like WebP at 75
// for about two thirds of its bytes; effort 4 (of 9) keeps a 1600 px AVIF under a second of one thread.
const AVIF = { quality: 50, effort: 4 } as const
const WEBP = { quality: 75 } as const

const exists = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  )

/** The file of a local-store address (`/media/...` under `root`), or null for anything else. */
export function localFileOf(root: string, url: string): string | null {
  if (!url.startsWith('/media/') || url.includes('..')) return null
  return path.join(root, ...url.slice('/media/'.length).split('/'))
}

/**
 * Writes the AVIF and WebP copies of a stored original (`url`, `width` pixels wide) next to it, and
 * returns their widths. Copies already on disk are kept (a second run writes nothing); each copy is
 * written under a temporary name and renamed, so a half-written file is never served. sharp decodes
 * and encodes on libuv's threads, never on the event loop; the caller runs one image at a time, so
 * at most one of those threads (and libvips' own) is busy with it. `isCancelled` is asked before each
 * copy (the image is being deleted): once it says so, nothing more is written and [] is returned.
 */
export async function writeImageVariants(
  root: string,
  url: string,
  width: number,
  isCancelled: () => boolean = () => false,
): Promise<number[]> {
  const original = localFileOf(root, url)
  if (!original) throw new Error(`not a local media address: ${url}`)
  const widths = variantWidthsFor(width)
  for (const variantWidth of widths) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      if (isCancelled()) return []
      const file = localFileOf(root, variantUrl(url, variantWidth, format) ?? '')
      if (!file) throw new Error(`no variant address for ${url}`)
      if (await exists(file)) continue
      const temporary = `${file}.${process.pid}.tmp`
      try {
        await encodeImageVariant(original, variantWidth, format, temporary)
        await rename(temporary, file)
      } finally {
        await rm(temporary, { force: true })
      }
    }
  }
  return widths
}

/** Writes one copy of the image file `original`, `width` pixels wide at most, to `destination`. */
export async function encodeImageVariant(
  original: string,
  width: number,
  format: ImageVariantFormat,
  destination: string,
): Promise<void> {
  const sharp = await loadSharp()
  const pipeline = sharp(original, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' }).resize({
    width,
    withoutEnlargement: true,
  })
  await (format === 'avif' ? pipeline.avif(AVIF) : pipeline.webp(WEBP)).toFile(destination)
}

/** Removes the copies of an original (every width it could have), leaving the original. */
export async function removeImageVariants(root: string, url: string, width: number | null): Promise<void> {
  if (!width) return
  for (const variantWidth of variantWidthsFor(width)) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      const file = localFileOf(root, variantUrl(url, variantWidth, format) ?? '')
      if (file) await rm(file, { force: true })
    }
  }
}
