import { lazy, Suspense, useEffect, useState } from 'react'
import type { SliderStatPlacement } from '@spotlight/shared/domain/plans'
import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { HEADER_IMAGE_HEIGHT, HEADER_IMAGE_WIDTH } from '#app/components/article/header-image'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'
import { useHydrated } from '#app/lib/use-hydrated'
import { PromotedLabel } from '#app/components/promotion/promoted-label'

// Split out of the first bundle: fetched after hydration, only on pages that have videos. The
// slides' labels, links and the mini player's close button live there too (the public pages'
// first load is at its budget, decision 0005).
const VideoSlider = lazy(() => import('./video-slider'))

/** The slider is pinned once the page has scrolled 500 px. */
export const STICKY_AFTER_PX = 500

/** sessionStorage: the visitor closed the mini player; it stays in its place for the rest of the visit. */
export const MINI_PLAYER_CLOSED_KEY = 'mini-player-closed'

/**
 * The promoted-video slider of the home and category pages. Nothing at all when there are no
 * videos. The server renders the first slide's poster in the slider's place (or a same-size
 * placeholder without one); the carousel itself loads on the client and shows that same poster
 * over its first video, so the picture is there from the first paint and does not change.
 * After 500 px of scroll it docks as a mini player in a tray across the foot of the window while
 * its place keeps a label (no layout shift, no empty box). The tray's strip is reserved while it
 * is docked (app.css: room at the page's foot, focus scrolled clear, the badge and the cookie
 * banner above it), so it covers nothing: what scrolls under it is past the window's edge, as under
 * the top bar. Closing the mini player puts the slider back in its place for the rest of the visit
 * (the tab's session).
 */
export function PromotedVideoSlider({
  slides,
  statPlacement,
  className,
  isPriority = false,
}: {
  slides: readonly PromotedSlide[]
  /** Campaign stats: the placement its slides' impressions and clicks count for. */
  statPlacement: SliderStatPlacement
  className?: string
  /** The poster is the page's largest paint (the home page's): fetched at once and first. */
  isPriority?: boolean
}) {
  const { t } = useTranslation()
  const isHydrated = useHydrated()
  const [isClosed, setIsClosed] = useState(wasClosedThisVisit)
  const isFixed = useScrolledPast(STICKY_AFTER_PX) && !isClosed && slides.length > 0

  // Docked, the page reserves the tray's strip (app.css).
  useEffect(() => {
    if (!isFixed) return
    document.documentElement.dataset.miniPlayer = ''
    return () => {
      delete document.documentElement.dataset.miniPlayer
    }
  }, [isFixed])

  if (slides.length === 0) return null
  const close = () => {
    setIsClosed(true)
    try {
      window.sessionStorage.setItem(MINI_PLAYER_CLOSED_KEY, '1')
    } catch {
      // storage blocked: closed for this page
    }
  }

  const placeholder = <Still poster={slides[0]?.headerImageVariants?.poster} isPriority={isPriority} />
  return (
    <section
      aria-label={t('slider.label')}
      className={cn('mx-auto w-full max-w-4xl', className)}
      data-stat-placement={statPlacement}
    >
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900">
        {isFixed && <p className="grid h-full place-items-center text-sm text-slate-300">{t('slider.label')}</p>}
        {/* The tray: always in the tree (only its classes change), so docking never restarts the video. */}
        <div
          className={cn(
            isFixed
              ? 'fixed inset-x-0 bottom-0 z-30 flex h-[var(--mini-player-h)] items-center justify-end border-t border-slate-200 bg-white px-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:px-3 print:hidden'
              : 'contents',
          )}
          data-testid={isFixed ? 'mini-player-dock' : undefined}
        >
          <div
            className={cn(
              'bg-slate-900',
              // Docked, nothing is clipped: the slider's arrows sit beside the video, in the tray.
              isFixed
                ? 'relative aspect-video h-[calc(var(--mini-player-h)-1rem)] rounded-xl shadow-lg sm:h-[calc(var(--mini-player-h)-1.5rem)]'
                : 'relative h-full w-full overflow-hidden rounded-2xl',
            )}
            data-fixed={isFixed || undefined}
            data-testid="promoted-video-slider"
          >
            {isHydrated ? (
              <Suspense fallback={placeholder}>
                <VideoSlider slides={slides} isMini={isFixed} onClose={close} />
              </Suspense>
            ) : (
              placeholder
            )}
          </div>
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
 * video is fetched before it is on screen. Its "Promoted" label is there too, where the slide's will be.
 */
function Still({ poster, isPriority }: { poster: string | undefined; isPriority: boolean }) {
  return (
    <>
      {poster ? (
        <img
          src={poster}
          alt=""
          width={HEADER_IMAGE_WIDTH}
          height={HEADER_IMAGE_HEIGHT}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          className="h-full w-full rounded-[inherit] bg-black object-contain"
          data-testid="slider-still"
        />
      ) : (
        <div className="h-full w-full animate-pulse rounded-[inherit] bg-slate-800" aria-hidden="true" />
      )}
      <PromotedLabel className="absolute top-3 left-3" />
    </>
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

function wasClosedThisVisit(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(MINI_PLAYER_CLOSED_KEY) === '1'
  } catch {
    return false
  }
}
