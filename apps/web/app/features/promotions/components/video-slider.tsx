import { useEffect, useRef, useState } from 'react'
import { Link } from '#app/components/ui/link'
import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { usePublicConfig } from '#app/lib/public-config'
import { useCanAutoplayInline, useHasBeenOnScreen, usePrefersReducedMotion } from '../hooks/use-slider-playback'
import { paths } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'
import { textLanguage } from '#app/lib/language'
import { cn } from '#app/lib/cn'
import { PromotedLabel } from '#app/components/promotion/promoted-label'

/** The slider moves on every 5 seconds and starts over after the last video. */
export const SLIDER_AUTOPLAY_MS = 5000
/**
 * The slider plans sell a 20-second video rotation (uploads are at most 20 s): a slide whose video
 * plays stays until the video ends, and never longer than this, so a stalled or over-long video
 * cannot hold the carousel.
 */
export const SLIDER_VIDEO_MAX_MS = 20_000

/**
 * The promoted-video carousel itself: one muted video at a time, previous/next arrows, autoplay
 * and looping: a slide moves on when its video ends (at most 20 s), or after 5 s while its video
 * is not playing (autoplay refused, still loading, paused). Hovering or focusing it pauses it; with
 * reduced motion asked for it never moves or plays by itself. Each slide says it is promoted (its label, its
 * accessible name and its link's name) and names the app, linked to its article.
 * As the floating mini player (`isMini`) it is smaller and has a close button. Loaded on demand
 * (see PromotedVideoSlider), so none of it is in the first bundle.
 */
export default function VideoSlider({
  slides,
  isMini = false,
  onClose,
  autoplayMs = SLIDER_AUTOPLAY_MS,
  videoMaxMs = SLIDER_VIDEO_MAX_MS,
}: {
  slides: readonly PromotedSlide[]
  isMini?: boolean
  onClose?: () => void
  /** Only tests shorten them. */
  autoplayMs?: number
  videoMaxMs?: number
}) {
  const { t, i18n } = useTranslation()
  const [index, setIndex] = useState(0)
  const [isFocused, setIsFocused] = useState(false)
  const [isHovered, setIsHovered] = useState(false)
  // The slide whose video is playing right now (its `playing` and `pause` events): keyed by the
  // slide, so a move never carries the last video's state over to the next one.
  const [playingIndex, setPlayingIndex] = useState<number | null>(null)
  const isVideoPlaying = playingIndex === index
  const count = slides.length
  const { piSandbox } = usePublicConfig()
  const rootRef = useRef<HTMLDivElement>(null)
  // Nothing is fetched before the slider is on screen; until then (and until play) the poster shows.
  const isOnScreen = useHasBeenOnScreen(rootRef)
  const reducedMotion = usePrefersReducedMotion()
  const canAutoplay = useCanAutoplayInline(piSandbox) && !reducedMotion
  const isPaused = isFocused || isHovered || reducedMotion
  const next = () => setIndex((current) => (current + 1) % count)

  // One timer per shown slide, restarted by a move by hand: 5 s while its video is not playing,
  // the video's own end (its `ended` event, below) with a 20 s cap while it is.
  useEffect(() => {
    if (count < 2 || isPaused) return
    const timer = setTimeout(() => setIndex((index + 1) % count), isVideoPlaying ? videoMaxMs : autoplayMs)
    return () => clearTimeout(timer)
  }, [count, isPaused, index, isVideoPlaying, autoplayMs, videoMaxMs])

  const go = (step: number) => setIndex((current) => (current + step + count) % count)
  // Over the video's middle the arrows sat on the controls the mini player shows (the play button,
  // the control bar): a tap on Play moved the slide. Docked, they sit beside the video, in the tray.
  const arrow = cn(
    'grid place-items-center rounded-full bg-black/60 text-white hover:bg-black/80',
    isMini ? 'h-8 w-8' : 'absolute top-1/2 h-10 w-10 -translate-y-1/2',
  )

  return (
    <div
      ref={rootRef}
      className="relative h-full w-full"
      role="group"
      aria-roledescription={t('slider.roleDescription')}
      aria-label={t('slider.label')}
      onFocus={() => setIsFocused(true)}
      onBlur={() => setIsFocused(false)}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      data-testid="video-slider"
    >
      {slides.map((slide, i) => (
        <div
          key={`${slide.articleId}-${i}`}
          className={cn('absolute inset-0', i === index ? 'block' : 'hidden', isMini && 'overflow-hidden rounded-xl')}
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
                // Alone, it loops; in a carousel its end is the cue for the next slide.
                loop={count < 2}
                playsInline
                onPlaying={() => setPlayingIndex(i)}
                onPause={() => setPlayingIndex(null)}
                onEnded={() => {
                  setPlayingIndex(null)
                  // Paused (hover, focus), the slide waits; its video stays on its last frame.
                  if (!isPaused) next()
                }}
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
                <PromotedLabel />
                <Link
                  to={paths.article(slide.articleId)}
                  className="truncate font-semibold underline-offset-2 hover:underline"
                  data-testid="slide-link"
                >
                  {/* The app and the title in the article's language (read in its voice); the suffix in the page's. */}
                  <span {...textLanguage(slide.language, i18n.language)} title={slide.title}>
                    {slide.app}
                  </span>
                  <span className="sr-only">
                    : <span {...textLanguage(slide.language, i18n.language)}>{slide.title}</span>{' '}
                    {t('promotion.suffix')}
                  </span>
                </Link>
              </p>
            </>
          )}
        </div>
      ))}
      {count > 1 && (
        <div
          className={isMini ? 'absolute top-1/2 right-full mr-2 flex -translate-y-1/2 gap-2' : 'contents'}
          data-testid="slider-arrows"
        >
          <button
            type="button"
            onClick={() => go(-1)}
            className={cn(arrow, !isMini && 'left-2')}
            aria-label={t('slider.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className={cn(arrow, !isMini && 'right-2')}
            aria-label={t('slider.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
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
