import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
  LINK_REL,
  type MediaOrigins,
  STYLED_TAGS,
  isAllowedIframeSrc,
  isAllowedMediaSrc,
} from '@spotlight/shared/html/allow-list'

const DIMENSION = /^\d{1,4}$/
const LINK_SCHEME = new RegExp(`^(${ALLOWED_URL_SCHEMES.join('|')}):`, 'i')
const styledTags = new Set<string>(STYLED_TAGS)

/** Attributes each tag may keep: the shared list plus style/class where allowed and what we set ourselves. */
function attributesOf(tag: string): readonly string[] {
  return [
    ...(ALLOWED_ATTRIBUTES[tag] ?? []),
    ...(styledTags.has(tag) ? ['style'] : []),
    ...(ALLOWED_CLASSES[tag] ? ['class'] : []),
  ]
}

/** Keeps only the declarations of ALLOWED_STYLES whose whole value matches one of its patterns. */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return null
      const name = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration.slice(colon + 1).trim()
      const patterns = ALLOWED_STYLES[name]
      return patterns?.some((pattern) => pattern.test(value)) ? `${name}: ${value}` : null
    })
    .filter((kept): kept is string => kept !== null)
    .join('; ')
}

function keepAttribute(tag: string, name: string, value: string): string | null {
  if (!attributesOf(tag).includes(name)) return null
  if (name === 'style') return filterStyle(value) || null
  if (name === 'class') {
    const kept = value.split(/\s+/).filter((cls) => ALLOWED_CLASSES[tag]?.some((pattern) => pattern.test(cls)))
    return kept.length > 0 ? kept.join(' ') : null
  }
  if (name === 'href') return LINK_SCHEME.test(value.trim()) ? value : null
  if (name === 'target') return value === '_blank' ? value : null
  if (name === 'width' || name === 'height') return DIMENSION.test(value) ? value : null
  if (name === 'allowfullscreen') return ''
  return value
}

let purifier: Purifier | null = null

/** One DOMPurify instance of our own, so its hooks never leak into another user of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const kept = keepAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue)
    if (kept === null) data.keepAttr = false
    else data.attrValue = kept
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase()
    if (tag === 'a') node.setAttribute('rel', LINK_REL)
    if (tag === 'img') node.setAttribute('loading', 'lazy')
  })
  purifier = instance
  return instance
}

export type PreviewContent = { html: string; isEmpty: boolean; imageCount: number }

/**
 * The client-side twin of the server's sanitiser (apps/server/src/modules/articles/sanitize-content.ts),
 * built from the same shared allow-list: what the preview shows is what readers will get. Images
 * from other hosts and iframes other than the allowed players are removed whole.
 */
export function sanitizePreview(html: string, origins: MediaOrigins = {}): PreviewContent {
  const body = getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [
      'href',
      'target',
      'src',
      'alt',
      'width',
      'height',
      'allowfullscreen',
      'title',
      'colspan',
      'rowspan',
      'start',
      'style',
      'class',
    ],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|\/media\/)/i,
    ADD_ATTR: ['allowfullscreen'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement
  for (const img of Array.from(body.querySelectorAll('img'))) {
    if (!isAllowedMediaSrc(img.getAttribute('src') ?? '', origins)) img.remove()
  }
  for (const frame of Array.from(body.querySelectorAll('iframe'))) {
    if (!isAllowedIframeSrc(frame.getAttribute('src') ?? '')) frame.remove()
  }
  const imageCount = body.querySelectorAll('img').length
  const hasMedia = imageCount > 0 || body.querySelector('iframe') !== null
  return { html: body.innerHTML, isEmpty: !hasMedia && (body.textContent ?? '').trim() === '', imageCount }
}
