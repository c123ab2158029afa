import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { usePublicConfig } from '#app/lib/public-config'
import { useCanAutoplayInline, useHasBeenOnScreen } from '../hooks/use-slider-playback'
import { paths } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'

/** Spec section 9: the slider moves on every 5 seconds and starts over after the last video. */
export const SLIDER_AUTOPLAY_MS = 5000

/**
 * The promoted-video carousel itself: one muted video at a time, previous/next arrows, autoplay
 * every 5 s and looping. Each slide says it is promoted and names the app, linked to its article.
 * As the floating mini player (`isMini`) it is smaller and has a close button. Loaded on demand
 * (see PromotedVideoSlider), so none of it is in the first bundle.
 */
export default function VideoSlider({
  slides,
  isMini = false,
  onClose,
  autoplayMs = SLIDER_AUTOPLAY_MS,
}: {
  slides: readonly PromotedSlide[]
  isMini?: boolean
  onClose?: () => void
  /** Only tests shorten it. */
  autoplayMs?: number
}) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [isPaused, setIsPaused] = useState(false)
  const count = slides.length
  const { piSandbox } = usePublicConfig()
  const rootRef = useRef<HTMLDivElement>(null)
  // Nothing is fetched before the slider is on screen; until then (and until play) the poster shows.
  const isOnScreen = useHasBeenOnScreen(rootRef)
  const canAutoplay = useCanAutoplayInline(piSandbox)

  // One timer per shown slide: moving by hand restarts the 5 s, and focus inside pauses it.
  useEffect(() => {
    if (count < 2 || isPaused) return
    const timer = setTimeout(() => setIndex((index + 1) % count), autoplayMs)
    return () => clearTimeout(timer)
  }, [count, isPaused, index, autoplayMs])

  // As the floating player, the page gets room at its foot (app.css), so its last lines can always
  // be scrolled clear of the player.
  useEffect(() => {
    if (!isMini) return
    document.documentElement.dataset.miniPlayer = ''
    return () => {
      delete document.documentElement.dataset.miniPlayer
    }
  }, [isMini])

  const go = (step: number) => setIndex((current) => (current + step + count) % count)
  const arrow = cn(
    'absolute top-1/2 grid -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80',
    isMini ? 'h-8 w-8' : 'h-10 w-10',
  )

  return (
    <div
      ref={rootRef}
      className="relative h-full w-full"
      role="group"
      aria-roledescription={t('slider.roleDescription')}
      aria-label={t('slider.label')}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      data-testid="video-slider"
    >
      {slides.map((slide, i) => (
        <div
          key={`${slide.articleId}-${i}`}
          className={cn('absolute inset-0', i === index ? 'block' : 'hidden')}
          role="group"
          aria-roledescription={t('slider.slide')}
          aria-label={t('slider.position', { current: i + 1, total: count })}
          aria-hidden={i !== index}
          data-testid="slide"
          data-stat-article={slide.articleId}
        >
          {i === index && (
            <>
              <video
                key={slide.videoUrl}
                src={isOnScreen ? slide.videoUrl : undefined}
                poster={slide.headerImageVariants?.poster}
                className="h-full w-full bg-black object-contain"
                autoPlay={isOnScreen && canAutoplay}
                muted
                loop
                playsInline
                controls={!isMini || !canAutoplay}
                preload={isOnScreen && canAutoplay ? 'auto' : 'none'}
                data-testid="slide-video"
              />
              <p
                className={cn(
                  'absolute top-0 left-0 flex max-w-full items-center gap-2 bg-gradient-to-b from-black/70 to-transparent text-white',
                  isMini ? 'right-10 p-1.5 text-xs' : 'right-0 p-3 text-sm',
                )}
              >
                <span className="shrink-0 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-900">
                  {t('slider.promoted')}
                </span>
                <Link
                  to={paths.article(slide.articleId)}
                  className="truncate font-semibold underline-offset-2 hover:underline"
                  title={slide.title}
                  data-testid="slide-link"
                >
                  {slide.app}
                  <span className="sr-only">: {slide.title}</span>
                </Link>
              </p>
            </>
          )}
        </div>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            className={cn(arrow, 'left-2')}
            aria-label={t('slider.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={() => go(1)} className={cn(arrow, 'right-2')} aria-label={t('slider.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      {isMini && onClose && (
        <button
          type="button"
          onClick={onClose}
          className="absolute top-1 right-1 grid h-8 w-8 place-items-center rounded-full bg-black/70 text-lg leading-none text-white hover:bg-black/90"
          aria-label={t('slider.closePlayer')}
          data-testid="close-player"
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}
