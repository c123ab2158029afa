import { lazy, Suspense, useEffect, useState } from 'react'
import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { HEADER_IMAGE_HEIGHT, HEADER_IMAGE_WIDTH } from '#app/components/article/header-image'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'
import { useHydrated } from '#app/lib/use-hydrated'

// Split out of the first bundle: fetched after hydration, only on pages that have videos. The
// slides' labels, links and the mini player's close button live there too (the public pages'
// first load is at its budget, decision 0005).
const VideoSlider = lazy(() => import('./video-slider'))

/** Spec section 9: the slider is pinned once the page has scrolled 500 px. */
export const STICKY_AFTER_PX = 500

/**
 * The promoted-video slider of the home and category pages. Nothing at all when there are no
 * videos. The server renders the first slide's poster in the slider's place (or a same-size
 * placeholder without one); the carousel itself loads on the client and shows that same poster
 * over its first video, so the picture is there from the first paint and does not change.
 * After 500 px of scroll it becomes a fixed mini player in the corner while its place keeps a
 * still frame of the slide (no layout shift, no empty box). Closing the mini player puts the
 * slider back in its place for the rest of the visit. While the player floats, the page gets
 * room at its foot (see VideoSlider) so nothing stays hidden under it.
 */
export function PromotedVideoSlider({
  slides,
  statPlacement,
  className,
  isPriority = false,
}: {
  slides: readonly PromotedSlide[]
  /** Campaign stats: the placement its slides' impressions and clicks count for. */
  statPlacement: 'MAIN_SLIDER' | 'CATEGORY_SLIDER'
  className?: string
  /** The poster is the page's largest paint (the home page's): fetched at once and first. */
  isPriority?: boolean
}) {
  const { t } = useTranslation()
  const isHydrated = useHydrated()
  const [isClosed, setIsClosed] = useState(false)
  const isFixed = useScrolledPast(STICKY_AFTER_PX) && !isClosed
  if (slides.length === 0) return null

  const placeholder = <Still poster={slides[0]?.headerImageVariants?.poster} isPriority={isPriority} />
  return (
    <section
      aria-label={t('slider.label')}
      className={cn('mx-auto w-full max-w-4xl', className)}
      data-stat-placement={statPlacement}
    >
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900">
        {isFixed && <p className="grid h-full place-items-center text-sm text-slate-300">{t('slider.label')}</p>}
        <div
          className={cn(
            'overflow-hidden bg-slate-900 shadow-lg',
            isFixed
              ? 'fixed right-2 bottom-2 z-30 aspect-video w-44 rounded-xl sm:right-3 sm:bottom-3 sm:w-80'
              : 'relative h-full w-full rounded-2xl',
          )}
          data-fixed={isFixed || undefined}
          data-testid="promoted-video-slider"
        >
          {isHydrated ? (
            <Suspense fallback={placeholder}>
              <VideoSlider slides={slides} isMini={isFixed} onClose={() => setIsClosed(true)} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </section>
  )
}

/**
 * What the slider shows until its code has loaded: the first slide's poster, drawn as the video
 * draws it (same address, box and fit), so the swap to the video is invisible and the poster is
 * found in the HTML instead of after hydration and the slider's chunk (it was the home page's
 * largest paint, ~0.9 s later than the other pages', decision 0012). An image, not a video: no
 * video is fetched before it is on screen.
 */
function Still({ poster, isPriority }: { poster: string | undefined; isPriority: boolean }) {
  if (!poster) return <div className="h-full w-full animate-pulse bg-slate-800" aria-hidden="true" />
  return (
    <img
      src={poster}
      alt=""
      width={HEADER_IMAGE_WIDTH}
      height={HEADER_IMAGE_HEIGHT}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      className="h-full w-full bg-black object-contain"
      data-testid="slider-still"
    />
  )
}

function useScrolledPast(offset: number): boolean {
  const [isPast, setIsPast] = useState(false)
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > offset)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [offset])
  return isPast
}
