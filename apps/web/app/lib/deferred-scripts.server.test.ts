import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { DEFERRED_TYPE, deferredScripts, type PublicPageKind } from './deferred-scripts.server'

const BOOTSTRAP_BODY = 'import * as route0 from "/assets/root-c3.js";import("/assets/entry.client-a1.js");'
const PAGE =
  '<!DOCTYPE html><html lang="es"><head><title>Categoría: Educación</title></head><body><main>Añadir…</main>' +
  '<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/vendor-b2.js" nonce="n"/>' +
  '<link rel="preload" as="image" href="/media/x.webp"/><p>rel="module</p>' +
  `<script nonce="n">window.__reactRouterContext = {};</script>` +
  `<script nonce="n" type="module" async="">${BOOTSTRAP_BODY}</script>` +
  '<script type="application/ld+json">{"a":"<b>"}</script></body></html>'

async function through(chunks: Buffer[], kind: PublicPageKind = 'reading'): Promise<string> {
  return text(Readable.from(chunks).pipe(deferredScripts(kind)))
}

describe('deferredScripts', () => {
  it('drops the module preloads, writes the bootstrap inert behind its starter, and leaves the rest as it was', async () => {
    const html = await through([Buffer.from(PAGE)])
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('type="module"')
    expect(html).toContain(`<script nonce="n" type="${DEFERRED_TYPE}">${BOOTSTRAP_BODY}</script>`)
    // The starter carries the page's nonce (the CSP allows nothing else) and runs the bootstrap once the page has loaded and painted.
    expect(html).toMatch(/<script nonce="n">\(function\(\)\{[^<]*addEventListener\('load',afterPaint\)[^<]*<\/script>/)
    expect(html).toContain('<link rel="preload" as="image" href="/media/x.webp"/>')
    expect(html).toContain('<title>Categoría: Educación</title>')
    expect(html).toContain('<script type="application/ld+json">{"a":"<b>"}</script></body></html>')
  })

  it('gives the same page whatever byte the stream is cut at, tags and accented letters included', async () => {
    const whole = await through([Buffer.from(PAGE)])
    const bytes = Buffer.from(PAGE)
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole)
    }
  })

  it('copes with one byte at a time', async () => {
    const whole = await through([Buffer.from(PAGE)])
    expect(await through([...Buffer.from(PAGE)].map((byte) => Buffer.from([byte])))).toBe(whole)
  })

  it('writes the bootstrap inert without a nonce too, and passes a page ending inside a tag through whole', async () => {
    const html = await through([Buffer.from('<script type="module" async="">go()</script>')])
    expect(html).toMatch(
      new RegExp(`^<script>\\(function.*</script><script type="${DEFERRED_TYPE}">go\\(\\)</script>$`),
    )
    expect(await through([Buffer.from('<p>a</p><link rel="modulepre')])).toBe('<p>a</p><link rel="modulepre')
  })

  it('keeps what is done before hydration on every public page: the reading pages and the form pages', async () => {
    const reading = await through([Buffer.from(PAGE)])
    expect(reading).toMatch(/<script nonce="n">\(function\(\)\{var q=window.__spotlightEarly=\[\][^<]*<\/script>/)
    // A form page's scripts load with the page: its preloads and bootstrap stay, the recorder comes first.
    const form = await through([Buffer.from(PAGE)], 'form')
    expect(form).toContain('<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n"/>')
    expect(form).toContain(`<script nonce="n" type="module" async="">${BOOTSTRAP_BODY}</script>`)
    expect(form).toMatch(
      /<script nonce="n">\(function\(\)\{var q=window.__spotlightEarly=\[\][^<]*<\/script><script nonce="n" type="module"/,
    )
    expect(form).not.toContain(DEFERRED_TYPE)
  })
})
