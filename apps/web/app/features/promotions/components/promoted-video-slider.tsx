import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'
import { useHydrated } from '#app/lib/use-hydrated'

// Split out of the first bundle: fetched after hydration, only on pages that have videos.
const VideoSlider = lazy(() => import('./video-slider'))

/** Spec section 9: the slider is pinned once the page has scrolled 500 px. */
export const STICKY_AFTER_PX = 500

/**
 * The promoted-video slider of the home and category pages. Nothing at all when there are no
 * videos. The server renders a same-size placeholder; the carousel itself loads on the client.
 * After 500 px of scroll it becomes a fixed mini player in the corner, and a spacer keeps its place.
 */
export function PromotedVideoSlider({
  videos,
  statPlacement,
  className,
}: {
  videos: readonly string[]
  /** Campaign stats: the placement its slides' impressions and clicks count for. */
  statPlacement: 'MAIN_SLIDER' | 'CATEGORY_SLIDER'
  className?: string
}) {
  const { t } = useTranslation()
  const isHydrated = useHydrated()
  const isFixed = useScrolledPast(STICKY_AFTER_PX)
  if (videos.length === 0) return null

  const placeholder = <div className="h-full w-full animate-pulse bg-slate-800" aria-hidden="true" />
  return (
    <section
      aria-label={t('slider.label')}
      className={cn('mx-auto w-full max-w-4xl', className)}
      data-stat-placement={statPlacement}
    >
      <div className="aspect-video w-full">
        <div
          className={cn(
            'overflow-hidden rounded-2xl bg-slate-900 shadow-lg',
            isFixed ? 'fixed right-3 bottom-3 z-30 aspect-video w-64 sm:w-80' : 'relative h-full w-full',
          )}
          data-fixed={isFixed || undefined}
          data-testid="promoted-video-slider"
        >
          {isHydrated ? (
            <Suspense fallback={placeholder}>
              <VideoSlider videos={videos} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </section>
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
