import { useEffect, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'

/** Spec section 9: the slider moves on every 5 seconds and starts over after the last video. */
export const SLIDER_AUTOPLAY_MS = 5000

/**
 * The promoted-video carousel itself: one muted video at a time, previous/next arrows, autoplay
 * every 5 s and looping. Loaded on demand (see PromotedVideoSlider), so it is not in the first bundle.
 */
export default function VideoSlider({
  videos,
  autoplayMs = SLIDER_AUTOPLAY_MS,
}: {
  videos: readonly string[]
  /** Only tests shorten it. */
  autoplayMs?: number
}) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [isPaused, setIsPaused] = useState(false)
  const count = videos.length

  // One timer per shown slide: moving by hand restarts the 5 s, and focus inside pauses it.
  useEffect(() => {
    if (count < 2 || isPaused) return
    const timer = setTimeout(() => setIndex((index + 1) % count), autoplayMs)
    return () => clearTimeout(timer)
  }, [count, isPaused, index, autoplayMs])

  const go = (step: number) => setIndex((current) => (current + step + count) % count)

  return (
    <div
      className="relative h-full w-full"
      role="group"
      aria-roledescription={t('slider.roleDescription')}
      aria-label={t('slider.label')}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      data-testid="video-slider"
    >
      {videos.map((src, i) => (
        <div
          key={`${src}-${i}`}
          className={cn('absolute inset-0', i === index ? 'block' : 'hidden')}
          role="group"
          aria-roledescription={t('slider.slide')}
          aria-label={t('slider.position', { current: i + 1, total: count })}
          aria-hidden={i !== index}
        >
          {i === index && (
            <video
              src={src}
              className="h-full w-full bg-black object-contain"
              autoPlay
              muted
              loop
              playsInline
              controls
              preload="metadata"
            />
          )}
        </div>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            className="absolute top-1/2 left-2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
            aria-label={t('slider.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className="absolute top-1/2 right-2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
            aria-label={t('slider.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  )
}
