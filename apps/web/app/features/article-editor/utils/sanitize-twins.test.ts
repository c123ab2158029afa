// The server's sanitiser (sanitize-html) and the preview's (DOMPurify) are built from
// one allow-list; this checks them against one corpus of ordinary and hostile bodies
// (packages/shared/src/html/fixtures/sanitizer-corpus.ts). Outputs are compared as parsed trees, so
// serialisation details (`<img />` or `<img>`, `color:red` or `color: red`) do not count.
import { ORDINARY, SANITIZER_CORPUS } from '@spotlight/shared/html/fixtures/sanitizer-corpus'
import { describe, expect, it } from 'vitest'
// The server's sanitiser itself, not a copy: it needs only sanitize-html and the shared allow-list.
import { sanitizeArticleContent } from '../../../../../server/src/modules/articles/sanitize-content'
import { sanitizePreview } from './sanitize-preview'

function normalStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) =>
      declaration
        .trim()
        .replace(/\s*:\s*/, ':')
        .replace(/\s+/g, ' '),
    )
    .filter(Boolean)
    .join(';')
}

/** A canonical form of a body as a browser parses it: tags, sorted attributes, merged text. */
function canonical(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  template.content.normalize()
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent)
    if (node.nodeType !== Node.ELEMENT_NODE) return ''
    const element = node as Element
    const attributes = Array.from(element.attributes)
      .map((attribute) => {
        const value = attribute.name === 'style' ? normalStyle(attribute.value) : attribute.value
        return `${attribute.name}=${JSON.stringify(value)}`
      })
      .sort()
    const children = Array.from(element.childNodes).map(walk).join('')
    return `<${element.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${children}</>`
  }
  return Array.from(template.content.childNodes).map(walk).join('')
}

/** Every tag, every attribute with its value, every URL an output keeps. */
function keptParts(html: string): Set<string> {
  const template = document.createElement('template')
  template.innerHTML = html
  const parts = new Set<string>()
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    parts.add(element.localName)
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.name === 'style' ? normalStyle(attribute.value) : attribute.value
      parts.add(`${element.localName}[${attribute.name}=${value}]`)
    }
  }
  return parts
}

const ORIGINS = { cloudinaryCloudName: 'demo' }

describe('the server and preview sanitisers, on one corpus', () => {
  const sameParse = SANITIZER_CORPUS.filter((entry) => !entry.parsersDiffer)
  it.each(sameParse.map((entry) => [entry.name, entry.html]))(
    'agree on %s: the same tree, images and emptiness',
    (_name, html) => {
      const server = sanitizeArticleContent(html, ORIGINS)
      const preview = sanitizePreview(html, ORIGINS)
      expect(canonical(preview.html)).toBe(canonical(server.html))
      expect(preview.imageCount).toBe(server.imageCount)
      expect(preview.isEmpty).toBe(server.isEmpty)
    },
  )

  it.each(SANITIZER_CORPUS.map((entry) => [entry.name, entry.html]))(
    'the preview keeps no tag, attribute or URL the server drops: %s',
    (_name, html) => {
      const server = keptParts(sanitizeArticleContent(html, ORIGINS).html)
      const extra = [...keptParts(sanitizePreview(html, ORIGINS).html)].filter((part) => !server.has(part))
      expect(extra).toEqual([])
    },
  )

  it.each(ORDINARY.map((entry) => [entry.name, entry.html]))(
    'both keep what the editor produces: %s',
    (_name, html) => {
      expect(canonical(sanitizeArticleContent(html, ORIGINS).html)).not.toBe('')
      expect(keptParts(sanitizePreview(html, ORIGINS).html)).toEqual(
        keptParts(
          html.replace(/<a /g, '<a rel="noopener noreferrer nofollow ugc" ').replace(/<img /g, '<img loading="lazy" '),
        ),
      )
    },
  )
})
