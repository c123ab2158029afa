import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { cn } from '#app/lib/cn'
import { useTranslation } from '#app/lib/i18n'

/**
 * A box whose content may be wider than a phone (a table): it scrolls sideways, takes the keyboard
 * focus so it scrolls without a mouse, and is a region named by `label`. While its content is wider
 * than the box, a shadow marks the hidden side and a line under it says to scroll (read to screen
 * readers as the region's description), so a cut-off column never looks like the end of the table.
 * The box is white: the shadows' covers are.
 */
export function ScrollRegion({
  label,
  className,
  testId,
  children,
}: {
  /** Names the region (usually its section's heading). */
  label: string
  /** Layout classes of the scrolling box (a height limit, a frame, padding). */
  className?: string
  testId?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const hintId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const overflows = useOverflowsSideways(ref)
  return (
    <div className="min-w-0">
      <div
        ref={ref}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus
        tabIndex={0}
        className={cn('scroll-shadows overflow-x-auto', className)}
        data-testid={testId}
        data-overflows={overflows || undefined}
      >
        {children}
      </div>
      {overflows ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600" data-testid="scroll-hint">
          <span aria-hidden="true">↔ </span>
          {t('common.scrollHint')}
        </p>
      ) : null}
    </div>
  )
}

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    // One pixel of slack: subpixel widths round up in scrollWidth.
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure)
      return () => window.removeEventListener('resize', measure)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => observer.disconnect()
  }, [ref])
  return overflows
}
