import { cn } from '#app/lib/cn'

/** Header images are 1200x630 (the link-preview ratio); cards and the article reserve that box before they load. */
export const HEADER_IMAGE_WIDTH = 1200
export const HEADER_IMAGE_HEIGHT = 630

/**
 * An article's header image in its 1200x630 box. `isPriority`: the page's largest paint, fetched
 * at once; otherwise it loads as it nears the viewport. `sizes` says how wide it shows.
 */
export function HeaderImage({
  src,
  alt,
  sizes,
  isPriority,
  className,
}: {
  src: string
  alt: string
  sizes: string
  isPriority: boolean
  className?: string
}) {
  return (
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
}
