import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react'
import { isPiBrowser, startPiSdk } from '#app/lib/pi-sdk'

/** The Pi SDK call that says what the Pi Browser can do (`Pi.nativeFeaturesList`). */
type PiFeaturesSdk = { nativeFeaturesList(): Promise<string[]> }

/**
 * True once the element has come on screen (and from then on): the slider's videos get their
 * address only then, so a visitor who never scrolls to the slider downloads none of them. Without
 * IntersectionObserver (old browsers, test DOMs) it is on screen at once.
 */
export function useHasBeenOnScreen(ref: RefObject<Element | null>): boolean {
  // Rendered on the client only (the slider loads after hydration), so this is the browser's answer.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}

/**
 * Whether the slider's videos may start on their own (muted, inline). Everywhere but the Pi Browser:
 * yes. In the Pi Browser only where `Pi.nativeFeaturesList()` includes `inline_media`: elsewhere an
 * autoplaying video would open full screen, so it waits for a tap, over its poster.
 */
export function useCanAutoplayInline(sandbox: boolean): boolean {
  const [canAutoplay, setCanAutoplay] = useState(() => !isPiBrowser())
  useEffect(() => {
    if (!isPiBrowser()) return
    let isCurrent = true
    startPiSdk(sandbox)
      .then(async (sdk) => {
        const features = sdk as Partial<PiFeaturesSdk> | null
        if (!features || typeof features.nativeFeaturesList !== 'function') return false
        return (await features.nativeFeaturesList()).includes('inline_media')
      })
      .catch(() => false)
      .then((allowed) => {
        if (isCurrent) setCanAutoplay(allowed)
      })
    return () => {
      isCurrent = false
    }
  }, [sandbox])
  return canAutoplay
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/**
 * Whether the visitor asked for reduced motion: the slider then neither moves nor starts its videos
 * by itself (the arrows and the videos' controls still work). Follows a change of the setting.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const query = window.matchMedia(REDUCED_MOTION)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}
