import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { type ImageVariants, variantSrcSet, variantUrl } from '@spotlight/shared/domain/image-variants'

/** What `imageVariantsColumn` reads: the media row of an address, when there is one. */
export type ImageVariantsColumn = { width: number | null; height: number | null; widths: number[] | null } | null

/**
 * A select column for the read payloads (articles, categories, search, sliders): the size and copies
 * of the image at `url`, found by address in the media table (one indexed lookup per row; null for an
 * address the media table does not know, such as a category's outside URL).
 */
export function imageVariantsColumn(url: SQLWrapper): SQL<ImageVariantsColumn> {
  return sql<ImageVariantsColumn>`(select json_build_object('width', m.width, 'height', m.height, 'widths', m.variant_widths)
    from media m where m.url = ${url} and m.kind = 'IMAGE' limit 1)`
}

/**
 * The payload's `headerImageVariants` for the image at `url`, or undefined when its size is not known.
 * The `srcset`s and the poster are written here, so the pages only copy them into markup.
 */
export function toImageVariants(url: string, column: ImageVariantsColumn | undefined): ImageVariants | undefined {
  if (!column?.width || !column.height) return undefined
  const variants: ImageVariants = { width: column.width, height: column.height, widths: column.widths ?? [] }
  const avif = variantSrcSet(url, variants, 'avif')
  const webp = variantSrcSet(url, variants, 'webp')
  const posterWidth = variants.widths.find((width) => width >= 800) ?? variants.widths.at(-1)
  const poster = posterWidth ? variantUrl(url, posterWidth, 'webp') : null
  return avif && webp && poster ? { ...variants, avif, webp, poster } : variants
}

/** `{ headerImageVariants }` to spread into a payload, or nothing (no image, or its size unknown). */
export function withHeaderImageVariants(
  url: string | null | undefined,
  column: ImageVariantsColumn | undefined,
): { headerImageVariants?: ImageVariants } {
  const variants = url ? toImageVariants(url, column) : undefined
  return variants ? { headerImageVariants: variants } : {}
}
