import { twMerge } from 'tailwind-merge'

/**
 * Throws when a class list holds two classes of one utility (or one twice): tailwind-merge would
 * drop the earlier, and the browser would apply whichever the stylesheet lists last.
 */
export function assertNoClassConflicts(classes: string) {
  const written = classes.split(/\s+/).filter(Boolean).join(' ')
  const merged = twMerge(written)
  if (merged !== written)
    throw new Error(`Conflicting Tailwind classes: "${written}" (tailwind-merge keeps "${merged}")`)
}
