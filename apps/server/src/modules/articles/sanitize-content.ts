import sanitizeHtml from 'sanitize-html'
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
  DROPPED_WITH_CONTENT,
  STYLED_TAGS,
  isAllowedIframeSrc,
  isAllowedMediaSrc,
  keptAttributeValue,
  LINK_REL,
  type MediaOrigins,
} from '@spotlight/shared/html/allow-list'

export type SanitizedContent = {
  html: string
  /** Images left in the body (the header image is counted by the caller). */
  imageCount: number
  /** True when nothing but whitespace is left (no text, no image, no video). */
  isEmpty: boolean
}

function buildAttributes(): Record<string, string[]> {
  const attributes: Record<string, string[]> = {}
  for (const [tag, names] of Object.entries(ALLOWED_ATTRIBUTES)) attributes[tag] = [...names]
  for (const tag of STYLED_TAGS) attributes[tag] = [...(attributes[tag] ?? []), 'style']
  for (const tag of Object.keys(ALLOWED_CLASSES)) attributes[tag] = [...(attributes[tag] ?? []), 'class']
  // Set by the transform below, whatever the author wrote.
  attributes.a = [...(attributes.a ?? []), 'rel']
  attributes.img = [...(attributes.img ?? []), 'loading']
  return attributes
}

/**
 * Every tag's attributes through the shared rule (keptAttributeValue, which the web preview uses too),
 * then the ones we set: `rel` on links, `loading` on images.
 */
function keepAttributes(tagName: string, attribs: Record<string, string>): sanitizeHtml.Tag {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(attribs)) {
    const keptValue = keptAttributeValue(tagName, name, value)
    if (keptValue !== null) kept[name] = keptValue
  }
  if (tagName === 'a') kept.rel = LINK_REL
  if (tagName === 'img') kept.loading = 'lazy'
  return { tagName, attribs: kept }
}

/**
 * Sanitises an article body with the shared allow-list (`@spotlight/shared/html/allow-list`, the one
 * the editor's preview uses too). Idempotent: the
 * output sanitised again is the same. Images from other hosts and iframes other than the allowed
 * video players are removed whole.
 */
export function sanitizeArticleContent(html: string, origins: MediaOrigins = {}): SanitizedContent {
  // The parser is lenient (an unclosed <p> may contain another <p>), so output parsed again can differ:
  // passes repeat until the markup is stable, which makes the result idempotent.
  let result = sanitizeOnce(html, origins)
  for (let pass = 0; pass < 4; pass += 1) {
    const again = sanitizeOnce(result.html, origins)
    if (again.html === result.html) return again
    result = again
  }
  return result
}

function sanitizeOnce(html: string, origins: MediaOrigins): SanitizedContent {
  let imageCount = 0
  let hasMedia = false

  const clean = sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: buildAttributes(),
    allowedClasses: Object.fromEntries(Object.entries(ALLOWED_CLASSES).map(([tag, list]) => [tag, [...list]])),
    allowedStyles: { '*': Object.fromEntries(Object.entries(ALLOWED_STYLES).map(([name, list]) => [name, [...list]])) },
    allowedSchemes: [...ALLOWED_URL_SCHEMES],
    allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Everything that is not content is dropped together with what it contains (the preview does the same).
    nonTextTags: [...DROPPED_WITH_CONTENT],
    // A second net behind keptAttributeValue's style rule: sanitize-html parses what is left and checks it again.
    parseStyleAttributes: true,
    transformTags: {
      // Its content (raw text to the parser) is dropped: see EMPTIED_TAGS in the shared allow-list.
      iframe: (tagName, attribs) => ({ tagName, attribs, text: '' }),
      '*': keepAttributes,
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') {
        const src = frame.attribs.src
        if (!src || !isAllowedMediaSrc(src, origins)) return true
        imageCount += 1
        hasMedia = true
        return false
      }
      if (frame.tag === 'iframe') {
        const src = frame.attribs.src
        if (!src || !isAllowedIframeSrc(src)) return true
        hasMedia = true
        return false
      }
      return false
    },
  })

  const isEmpty = !hasMedia && sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === ''
  return { html: clean, imageCount, isEmpty }
}

/** The Cloudinary cloud name from `cloudinary://key:secret@cloud`, so its delivery URLs count as ours. */
export function mediaOriginsFrom(config: { mediaStore: string; cloudinaryUrl?: string | undefined }): MediaOrigins {
  if (config.mediaStore !== 'cloudinary' || !config.cloudinaryUrl) return {}
  // cloudinary://key:secret@cloud-name, possibly followed by ?options: the cloud name is the host.
  const match = /@([\w-]+)\/?(?:\?.*)?$/.exec(config.cloudinaryUrl)
  return match ? { cloudinaryCloudName: match[1] } : {}
}
