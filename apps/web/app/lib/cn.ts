import { type ClassValue, clsx } from 'clsx'

type ClassCheck = (classes: string) => void
let classCheck: ClassCheck | undefined

/**
 * Joins conditional Tailwind classes, without merging: a component's variants and sizes never need
 * a caller to override them (callers add layout only: margins, width, alignment), and in the unit
 * tests every result goes through tailwind-merge (test/setup.ts), so two classes of one utility
 * (`border-violet-200` with `border-transparent`) fail the run instead of one silently losing to
 * the other in the stylesheet. tailwind-merge in the bundle would cost ~8 KB gzip on every first
 * load, over the 120 KB first-load budget (decision 0005).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  classCheck?.(classes)
  return classes
}

/** Tests only: `check` sees every class list `cn` returns. */
export function checkClassListsWith(check: ClassCheck | undefined) {
  classCheck = check
}
