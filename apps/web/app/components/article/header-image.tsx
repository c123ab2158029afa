import { type ImageVariants, variantSrcSet, variantUrl } from '@spotlight/shared/domain/image-variants'
import { cn } from '#app/lib/cn'

/** Header images are 1200x630 (the link-preview ratio); cards and the article reserve that box before they load. */
export const HEADER_IMAGE_WIDTH = 1200
export const HEADER_IMAGE_HEIGHT = 630

/** A still of the image for a video's poster: the 800 px WebP copy when there is one (a poster takes no srcset). */
export function posterOf(src: string, variants: ImageVariants | undefined): string {
  const width = variants?.widths.find((candidate) => candidate >= 800) ?? variants?.widths.at(-1)
  return (width && variantUrl(src, width, 'webp')) || src
}

/**
 * An article's header image in its 1200x630 box. With `variants` (the API's `headerImageVariants`) it is
 * a `<picture>`: AVIF, then WebP copies in a `srcset`, so the browser fetches the smallest one that
 * fills `sizes` at its pixel density; the `<img>` keeps the original for anything else. `isPriority`:
 * the page's largest paint, fetched at once and first; otherwise it loads as it nears the viewport.
 */
export function HeaderImage({
  src,
  alt,
  sizes,
  isPriority,
  className,
  variants,
}: {
  src: string
  alt: string
  sizes: string
  isPriority: boolean
  className?: string
  variants?: ImageVariants | undefined
}) {
  const image = (
    <img
      src={src}
      alt={alt}
      width={HEADER_IMAGE_WIDTH}
      height={HEADER_IMAGE_HEIGHT}
      sizes={sizes}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      className={cn('aspect-[1200/630] h-auto w-full bg-slate-100 object-cover', className)}
    />
  )
  const avif = variants && variantSrcSet(src, variants, 'avif')
  const webp = variants && variantSrcSet(src, variants, 'webp')
  if (!avif || !webp) return image
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {image}
    </picture>
  )
}
