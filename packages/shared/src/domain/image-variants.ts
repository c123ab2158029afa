/**
 * Responsive copies of an uploaded image (decision 0006): AVIF and WebP at these widths,
 * never wider than the original. A phone 375 px wide at DPR 2 picks the 800 copy, not the original.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1200, 1600] as const
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number]

/**
 * What a page needs to ask for the right copy (optional in the read payloads, beside the URL): the
 * original's size, so the box is reserved before it loads, and the widths whose copies exist (empty
 * while they are still being made: the page then uses the original). Plain types and functions here
 * (the web's first load imports them); the zod schema is `ImageVariantsSchema` in schemas/media.ts.
 */
export type ImageVariants = {
  width: number
  height: number
  widths: number[]
  /** The `srcset` of the AVIF copies and of the WebP ones, made by the server (the page adds no code for them). */
  avif?: string
  webp?: string
  /** A still for a video's poster (which takes no srcset): the WebP copy at least 800 px wide, else the widest. */
  poster?: string
}

/** The widths made for an original `width` pixels wide: the standard ones up to it (one at its own width if it is narrower). */
export function variantWidthsFor(width: number): number[] {
  const widths = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate <= width)
  return widths.length > 0 ? widths : [width]
}

/** `/media/<path>.<ext>`, the local store's (and the demo images') address of an original. */
const LOCAL_URL = /^(\/media\/(?:[\w-]+\/)*[\w-]+)\.(?:webp|png|jpe?g|gif|avif)$/
/** A Cloudinary delivery address of an image: the transformation goes after `/image/upload/`. */
const CLOUDINARY_URL = /^(https:\/\/res\.cloudinary\.com\/[\w-]+\/image\/upload\/)(.+)$/

/**
 * The address of one copy. Local store: `/media/2026/11/<id>.webp` → `/media/2026/11/<id>.w800.avif`
 * (files written by the server next to the original). Cloudinary: a delivery transformation,
 * `…/image/upload/f_avif,c_limit,w_800,q_auto/<rest>`. Null for any other address (an outside URL).
 */
export function variantUrl(url: string, width: number, format: ImageVariantFormat): string | null {
  const local = LOCAL_URL.exec(url)
  if (local) return `${local[1]}.w${width}.${format}`
  const cloud = CLOUDINARY_URL.exec(url)
  if (cloud) return `${cloud[1]}f_${format},c_limit,w_${width},q_auto/${cloud[2]}`
  return null
}

/** A `srcset` of one format, or null when the address has no copies. */
export function variantSrcSet(url: string, variants: ImageVariants, format: ImageVariantFormat): string | null {
  const entries: string[] = []
  for (const width of variants.widths) {
    const address = variantUrl(url, width, format)
    if (!address) return null
    entries.push(`${address} ${width}w`)
  }
  return entries.length > 0 ? entries.join(', ') : null
}
