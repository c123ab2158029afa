import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityPreloads } from './low-priority-preloads.server'

const PAGE =
  '<!DOCTYPE html><html lang="es"><head><title>Categoría: Educación</title></head><body><main>Añadir…</main>' +
  '<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/vendor-b2.js" nonce="n"/>' +
  '<link rel="preload" as="image" href="/media/x.webp"/><p>rel="module</p></body></html>'

const EXPECTED = PAGE.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"')

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityPreloads()))
}

describe('lowPriorityPreloads', () => {
  it('marks every script preload low priority and leaves the rest of the page as it was', async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(EXPECTED)
  })

  it('gives the same page whatever byte the stream is cut at, attributes and accented letters included', async () => {
    const bytes = Buffer.from(PAGE)
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED)
    }
  })

  it('copes with one byte at a time', async () => {
    const bytes = Buffer.from(PAGE)
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(EXPECTED)
  })

  it('passes a page ending in the start of the attribute through whole', async () => {
    expect(await through([Buffer.from('<p>rel="modulepre')])).toBe('<p>rel="modulepre')
  })
})
