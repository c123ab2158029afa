// The one content allow-list, for the server's sanitiser and the editor's preview alike: what the
// editor can produce is exactly what survives.
// Plain data plus pure string checks, so sanitize-html (server) and DOMPurify (web preview) can both consume it.

/** The tags an article body may hold: plain rich text, plus what the editor toolbar produces. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'img',
  'blockquote',
  'pre',
  'code',
  'sub',
  'sup',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'iframe',
] as const
export type AllowedTag = (typeof ALLOWED_TAGS)[number]

/**
 * Allowed tags kept empty: a browser never shows an iframe's fallback content (it parses it as raw
 * text), so both sanitisers drop it rather than each serialising that text its own way.
 */
export const EMPTIED_TAGS = ['iframe'] as const

/** Tags that may carry `style` (only the properties of ALLOWED_STYLES survive). */
export const STYLED_TAGS = ['p', 'span', 'h1', 'h2', 'h3', 'li', 'blockquote', 'td', 'th'] as const

/** Attributes per tag; `style` is added to STYLED_TAGS and `class` only where ALLOWED_CLASSES says. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
}

/** Editor classes that mean something to the renderer (code block language). */
export const ALLOWED_CLASSES: Readonly<Record<string, readonly RegExp[]>> = {
  code: [/^language-[a-z0-9+#-]{1,30}$/],
  pre: [/^language-[a-z0-9+#-]{1,30}$/],
}

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*(,\s*\d{1,3}%?\s*){2}(,\s*(0|1|0?\.\d{1,3})\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
]

/**
 * Safe style properties and the values they accept. Values are whole-string patterns without
 * parentheses except rgb()/rgba(), so url(), expression() and var() can never pass.
 */
export const ALLOWED_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify)$/],
  'font-size': [/^\d{1,3}(\.\d{1,2})?(px|em|rem|%)$/, /^(small|medium|large|x-large|xx-large)$/],
  'font-family': [/^[a-z0-9 ,'"-]{1,80}$/i],
}

/** Attributes that hold a URL; every other allowed attribute is checked by ATTRIBUTE_VALUES or kept as text. */
export const URL_ATTRIBUTES = ['href', 'src'] as const

/** Whole-value patterns for the allowed attributes that are not free text (others keep any value). */
export const ATTRIBUTE_VALUES: Readonly<Record<string, RegExp>> = {
  width: /^\d{1,4}$/,
  height: /^\d{1,4}$/,
  start: /^-?\d{1,9}$/,
  colspan: /^\d{1,4}$/,
  rowspan: /^\d{1,4}$/,
  target: /^_blank$/,
}

/**
 * Tags removed together with everything inside them (not only unwrapped): what they hold is code,
 * form data or foreign markup, never article text.
 */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'svg',
  'math',
  'object',
  'template',
  'xmp',
  'noembed',
  'noframes',
] as const

/** Every kept link gets this `rel` (set by the sanitiser whatever the author wrote). */
export const LINK_REL = 'noopener noreferrer nofollow ugc'

/** Link schemes; relative links are not kept (articles link out to apps and sites). */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'] as const

const LINK_SCHEME = new RegExp(`^(${ALLOWED_URL_SCHEMES.join('|')}):`, 'i')

/** True when a link target is absolute with one of ALLOWED_URL_SCHEMES (relative links are not kept). */
export function isAllowedLinkHref(href: string): boolean {
  return LINK_SCHEME.test(href.trim())
}

/**
 * Keeps only the declarations of ALLOWED_STYLES whose whole value matches one of their patterns, as
 * `name:value;name:value` (or '' when none is left). The one style rule of both sanitisers.
 */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return null
      const name = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration.slice(colon + 1).trim()
      const patterns = ALLOWED_STYLES[name]
      return patterns?.some((pattern) => pattern.test(value)) ? `${name}:${value}` : null
    })
    .filter((kept): kept is string => kept !== null)
    .join(';')
}

const styledTags = new Set<string>(STYLED_TAGS)

/**
 * The value an attribute keeps on a tag, or null when it is dropped: the one attribute rule of both
 * sanitisers. Image and iframe sources are checked separately (isAllowedMediaSrc, isAllowedIframeSrc),
 * as those remove the whole element; `rel` and `loading` are set by the sanitisers themselves.
 */
export function keptAttributeValue(tag: string, name: string, value: string): string | null {
  if (name === 'style') return styledTags.has(tag) ? filterStyle(value) || null : null
  if (name === 'class') {
    const patterns = ALLOWED_CLASSES[tag]
    if (!patterns) return null
    const kept = value.split(/\s+/).filter((cls) => patterns.some((pattern) => pattern.test(cls)))
    return kept.length > 0 ? kept.join(' ') : null
  }
  if (!ALLOWED_ATTRIBUTES[tag]?.includes(name)) return null
  if (name === 'href') return isAllowedLinkHref(value) ? value : null
  if (name === 'allowfullscreen') return ''
  const pattern = ATTRIBUTE_VALUES[name]
  return pattern && !pattern.test(value) ? null : value
}

/** Video players that may be embedded, as URL prefixes. */
export const ALLOWED_IFRAME_PREFIXES = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const

/** Where our media lives: the local store's path and, in Cloudinary mode, the account's delivery URL. */
export type MediaOrigins = { cloudinaryCloudName?: string | undefined }

const LOCAL_MEDIA_PREFIX = '/media/'
const MEDIA_PATH = /^[\w.,/-]{1,500}$/
const EMBED_REST = /^[\w-]{1,100}(\?[\w=&.%-]{0,300})?$/

/** True when `src` is one of our uploaded files (not a foreign host, not a data: or javascript: URL). */
export function isAllowedMediaSrc(src: string, origins: MediaOrigins = {}): boolean {
  const candidates = [LOCAL_MEDIA_PREFIX]
  if (origins.cloudinaryCloudName) candidates.push(`https://res.cloudinary.com/${origins.cloudinaryCloudName}/`)
  return candidates.some((prefix) => {
    if (!src.startsWith(prefix)) return false
    const rest = src.slice(prefix.length)
    return MEDIA_PATH.test(rest) && !rest.includes('..') && !rest.includes('//')
  })
}

/** True when `src` is a YouTube or Vimeo player URL (path and query checked, nothing else). */
export function isAllowedIframeSrc(src: string): boolean {
  return ALLOWED_IFRAME_PREFIXES.some((prefix) => src.startsWith(prefix) && EMBED_REST.test(src.slice(prefix.length)))
}

/** Largest article body accepted, in characters of HTML, before sanitising. */
export const CONTENT_MAX_CHARS = 200_000

/**
 * Deepest element nesting accepted in an article body (the editor's deepest, a list in a list in a
 * table cell, is about 10). Checked before sanitising: parsers and sanitisers do work per open element
 * at every tag, so deep markup costs quadratic time.
 */
export const CONTENT_MAX_DEPTH = 100

/** Most elements accepted in an article body (a long 200-row table has about 2,000). Checked before sanitising. */
export const CONTENT_MAX_ELEMENTS = 20_000
