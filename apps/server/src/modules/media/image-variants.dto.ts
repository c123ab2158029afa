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

/** The payload's `headerImageVariants`, or undefined when the image's size is not known. */
export function toImageVariants(column: ImageVariantsColumn | undefined): ImageVariants | undefined {
  if (!column?.width || !column.height) return undefined
  return { width: column.width, height: column.height, widths: column.widths ?? [] }
}

/** `{ headerImageVariants }` to spread into a payload, or nothing (the field stays optional). */
export function withHeaderImageVariants(column: ImageVariantsColumn | undefined): {
  headerImageVariants?: ImageVariants
} {
  const variants = toImageVariants(column)
  return variants ? { headerImageVariants: variants } : {}
}
