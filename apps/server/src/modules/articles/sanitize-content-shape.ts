import { Parser } from 'htmlparser2'
import { CONTENT_MAX_DEPTH, CONTENT_MAX_ELEMENTS } from '@spotlight/shared/html/allow-list'

export type ContentShapeLimits = { maxDepth: number; maxElements: number }

const DEFAULT_LIMITS: ContentShapeLimits = { maxDepth: CONTENT_MAX_DEPTH, maxElements: CONTENT_MAX_ELEMENTS }

/** Thrown from inside the parser's callbacks to stop it at the first element over a limit. */
class OverLimit extends Error {}

/**
 * Why an article body is refused before sanitising (too deep, too many elements), or null when it may
 * be sanitised. Uses the same parser as sanitize-html (htmlparser2), so implied closes (`<p><p>`,
 * `<li><li>`) and void elements count as they will there. The parser keeps a stack of open elements
 * and searches it at each tag, so it stops at the first element over a limit: the stack never grows
 * past maxDepth and the scan stays linear in the input (a few ms for 200,000 characters).
 */
export function refuseContentShape(html: string, limits: ContentShapeLimits = DEFAULT_LIMITS): string | null {
  let depth = 0
  let elements = 0
  let refusal: string | null = null
  const parser = new Parser({
    onopentag() {
      depth += 1
      elements += 1
      if (depth > limits.maxDepth) refusal = `must not nest elements more than ${limits.maxDepth} deep`
      else if (elements > limits.maxElements) refusal = `must not have more than ${limits.maxElements} elements`
      if (refusal) throw new OverLimit()
    },
    onclosetag() {
      depth -= 1
    },
  })
  try {
    parser.end(html)
  } catch (error) {
    if (!(error instanceof OverLimit)) throw error
  }
  return refusal
}
