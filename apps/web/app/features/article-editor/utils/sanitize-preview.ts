import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  EMPTIED_TAGS,
  LINK_REL,
  type MediaOrigins,
  URL_ATTRIBUTES,
  isAllowedIframeSrc,
  isAllowedMediaSrc,
  keptAttributeValue,
} from '@spotlight/shared/html/allow-list'

const emptiedTags = new Set<string>(EMPTIED_TAGS)
/** Every attribute the allow-list names anywhere; keptAttributeValue then decides per tag and value. */
const allAttributes = [...new Set([...Object.values(ALLOWED_ATTRIBUTES).flat(), 'style', 'class'])]
/** DOMPurify checks every attribute value as a URL unless told otherwise; only href and src are URLs. */
const notUrls = allAttributes.filter((name) => !(URL_ATTRIBUTES as readonly string[]).includes(name))

let purifier: Purifier | null = null

/** One DOMPurify instance of our own, so its hooks never leak into another user of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('uponSanitizeElement', (node, data) => {
    // An iframe's fallback is never shown; the server drops it too (EMPTIED_TAGS).
    if (emptiedTags.has(data.tagName)) node.textContent = ''
  })
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const kept = keptAttributeValue(node.nodeName.toLowerCase(), data.attrName, data.attrValue)
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
 * built from the same shared allow-list and attribute rule: what the preview shows is what readers
 * will get (checked on one corpus by sanitize-twins.test.ts). Images from other hosts and iframes other
 * than the allowed players are removed whole.
 */
export function sanitizePreview(html: string, origins: MediaOrigins = {}): PreviewContent {
  const body = getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: allAttributes,
    ADD_URI_SAFE_ATTR: notUrls,
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|\/media\/)/i,
    ADD_FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
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
