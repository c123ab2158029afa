import type { ImageVariants } from '@spotlight/shared/domain/image-variants'
import type { ReactElement } from 'react'
import { cn } from '#app/lib/cn'

/** Header images are 1200x630 (the link-preview ratio); cards and the article reserve that box before they load. */
export const HEADER_IMAGE_WIDTH = 1200
export const HEADER_IMAGE_HEIGHT = 630

/**
 * An article's header image in its 1200x630 box. With `variants` (the API's `headerImageVariants`, whose
 * `srcset`s the server writes) it is a `<picture>`: AVIF, then WebP copies, so the browser fetches the
 * smallest one that fills `sizes` at its pixel density; the `<img>` keeps the original for anything else
 * (without `sizes`: it has no `srcset`, and `sizes` alone is invalid HTML; the `<source>`s carry it). `isPriority`:
 * the page's largest paint, fetched at once and first; otherwise it loads as it nears the viewport.
 */
export function HeaderImage({
  src,
  alt,
  sizes,
  isPriority,
  className,
  variants,
  lang,
}: {
  src: string
  alt: string
  /** The language of `alt` (the article's title), when it may differ from the page's. */
  lang?: string | undefined
  sizes: string
  isPriority: boolean
  className?: string
  variants?: ImageVariants | undefined
}) {
  const image = (
    <img
      src={src}
      alt={alt}
      lang={lang}
      width={HEADER_IMAGE_WIDTH}
      height={HEADER_IMAGE_HEIGHT}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      className={cn('aspect-[1200/630] h-auto w-full bg-slate-100 object-cover', className)}
    />
  )
  return <Picture variants={variants} sizes={sizes} image={image} />
}

/** `image` inside a `<picture>` with the AVIF and WebP `srcset`s of `variants`; `image` alone without them. */
export function Picture({
  variants,
  sizes,
  image,
}: {
  variants: ImageVariants | undefined
  sizes: string
  image: ReactElement
}) {
  if (!variants?.avif || !variants.webp) return image
  return (
    <picture>
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      {image}
    </picture>
  )
}
