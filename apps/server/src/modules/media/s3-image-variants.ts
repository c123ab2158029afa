import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_VARIANT_FORMATS, variantUrl, variantWidthsFor } from '@spotlight/shared/domain/image-variants'
import { encodeImageVariant } from './image-variants'
import type { S3MediaStore } from './s3-media-store'

/** The keys of an original's copies (every width it could have), beside it in the bucket. */
function variantKeys(
  store: S3MediaStore,
  url: string,
  width: number,
): { width: number; key: string; format: string }[] {
  const keys = []
  for (const variantWidth of variantWidthsFor(width)) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      const key = store.keyOfUrl(variantUrl(url, variantWidth, format) ?? '')
      if (!key) throw new Error(`no variant address for ${url}`)
      keys.push({ width: variantWidth, key, format })
    }
  }
  return keys
}

/**
 * Writes the AVIF and WebP copies of an original in the bucket beside it: the original is fetched to
 * `workDir` (local temp disk), each copy encoded there and streamed up, then the temp files go.
 * Returns the widths. Rewriting a copy that exists is harmless (same name, same bytes' worth).
 * `isCancelled` is asked before each copy (the image is being deleted): once it says so, nothing more
 * is written and [] is returned.
 */
export async function writeS3ImageVariants(
  store: S3MediaStore,
  workDir: string,
  url: string,
  width: number,
  isCancelled: () => boolean = () => false,
): Promise<number[]> {
  const key = store.keyOfUrl(url)
  if (!key) throw new Error(`not an address of the bucket: ${url}`)
  const copies = variantKeys(store, url, width)
  await mkdir(workDir, { recursive: true })
  const base = path.join(workDir, `variants-${randomBytes(12).toString('hex')}`)
  const original = `${base}.original`
  try {
    await store.download(key, original)
    for (const copy of copies) {
      if (isCancelled()) return []
      const file = `${base}.w${copy.width}.${copy.format}`
      try {
        await encodeImageVariant(original, copy.width, copy.format as 'avif' | 'webp', file)
        await store.putFile(file, copy.key)
      } finally {
        await rm(file, { force: true })
      }
    }
  } finally {
    await rm(original, { force: true })
  }
  return variantWidthsFor(width)
}

/** Deletes an original's copies from the bucket (whichever exist), leaving the original. */
export async function removeS3ImageVariants(store: S3MediaStore, url: string, width: number | null): Promise<void> {
  if (!width || !store.keyOfUrl(url)) return
  for (const copy of variantKeys(store, url, width)) await store.remove(copy.key)
}
