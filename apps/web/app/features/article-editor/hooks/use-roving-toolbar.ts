import { type FocusEvent, type KeyboardEvent, type RefObject, useLayoutEffect } from 'react'

/** The toolbar's controls, in order; the hidden file input (tabindex -1 of its own) is not one of them. */
const CONTROLS = 'button:not(:disabled), select:not(:disabled), input:not(:disabled):not([data-roving-skip])'

// Filtered from every element rather than asked of querySelectorAll: jsdom's answer to a list of
// selectors comes grouped by selector, not in the document's order.
const controlsOf = (toolbar: HTMLElement) =>
  [...toolbar.querySelectorAll<HTMLElement>('*')].filter((element) => element.matches(CONTROLS))

/** Makes `current` the toolbar's only Tab stop. */
function makeTabStop(toolbar: HTMLElement, current: HTMLElement | undefined) {
  for (const control of controlsOf(toolbar)) control.tabIndex = control === current ? 0 : -1
}

/**
 * A toolbar with one Tab stop (WAI-ARIA toolbar pattern): Left and Right move between its controls,
 * wrapping, Home and End go to the first and the last, and Tab comes back to the control last
 * used. Each of the ~24 controls a Tab stop of its own made the form behind it a long walk away.
 * Done on the DOM (tabIndex), after every render, because controls come and go (the table's).
 */
export function useRovingToolbar(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const toolbar = ref.current
    if (!toolbar) return
    const controls = controlsOf(toolbar)
    makeTabStop(
      toolbar,
      controls.find((control) => control.tabIndex === 0 && control.hasAttribute('tabindex')) ?? controls[0],
    )
  })

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target instanceof HTMLElement && controlsOf(event.currentTarget).includes(event.target))
      makeTabStop(event.currentTarget, event.target)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const controls = controlsOf(event.currentTarget)
    const at = controls.indexOf(event.target as HTMLElement)
    if (at < 0) return
    const next = {
      ArrowRight: (at + 1) % controls.length,
      ArrowLeft: (at - 1 + controls.length) % controls.length,
      Home: 0,
      End: controls.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    controls[next]?.focus()
  }

  return { onFocus, onKeyDown }
}
