import { type ClassValue, clsx } from 'clsx'

/**
 * The conflicts this app's components resolve (a caller's className overriding a default): for
 * each class, the group it belongs to; within one variant (`sm:`, `hover:`…), the last class of a
 * group wins. A small stand-in for tailwind-merge (8 KB gzip on every first load, issue 3): extend
 * the table when a component starts overriding another kind of utility.
 */
const GROUPS: ReadonlyArray<readonly [string, RegExp]> = [
  ['display', /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/],
  ['flex-direction', /^flex-(row|col)(-reverse)?$/],
  ['text-size', /^text-(xs|sm|base|lg|\d?xl)$/],
  ['text-align', /^text-(left|center|right|justify|start|end)$/],
  ['text-wrap', /^text-(wrap|nowrap|balance|pretty|ellipsis|clip)$/],
  ['text-color', /^text-/],
  ['bg-color', /^bg-(inherit|current|transparent|black|white|[a-z]+-\d{2,3})(\/\d+)?$/],
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['align-items', /^items-/],
  ['justify-content', /^justify-(start|end|center|between|around|evenly|stretch|normal)$/],
  ['rounded', /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full))?$/],
  ['shadow', /^shadow(-(none|xs|sm|md|lg|xl|2xl))?$/],
]
/** Spacing and sizing: the utility's name is its group (`px-4` and `px-0` conflict; `px` and `py` do not). */
const SIZED = /^-?(p|px|py|pt|pr|pb|pl|m|mx|my|mt|mr|mb|ml|gap|gap-x|gap-y|w|h|size|min-w|max-w|min-h|max-h)-/

function groupOf(utility: string): string | null {
  const sized = SIZED.exec(utility)
  if (sized) return sized[1]!
  return GROUPS.find(([, pattern]) => pattern.test(utility))?.[0] ?? null
}

/** Joins conditional Tailwind classes; later classes win over conflicting earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ').filter(Boolean)
  const seen = new Set<string>()
  const kept: string[] = []
  // Right to left: the first class of a group met is the last written, the one that wins.
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index]!
    const cut = name.lastIndexOf(':') + 1
    const important = name[cut] === '!' ? '!' : ''
    const group = groupOf(name.slice(cut + important.length))
    if (group) {
      const key = `${name.slice(0, cut)}${important}${group}`
      if (seen.has(key)) continue
      seen.add(key)
    }
    kept.push(name)
  }
  return kept.reverse().join(' ')
}
