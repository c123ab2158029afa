import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './module-preload-priority.server'

async function through(chunks: string[]): Promise<string> {
  const parts: Buffer[] = []
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)))
  for await (const part of source.pipe(lowPriorityModulePreloads())) parts.push(Buffer.from(part as Buffer))
  return Buffer.concat(parts).toString('utf8')
}

const page =
  '<!DOCTYPE html><html lang="es"><head><title>Artículos</title>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>' +
  '<body><p>Categoría</p><link rel="modulepreload" href="/assets/c.js"/></body></html>'

describe('lowPriorityModulePreloads', () => {
  it('marks the preloads in <head> low priority and leaves the rest byte for byte', async () => {
    const out = await through([page])
    expect(out).toBe(
      page
        .replace(
          '<link rel="modulepreload" href="/assets/a.js"/>',
          '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>',
        )
        .replace(
          '<link rel="modulepreload" href="/assets/b.js"/>',
          '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>',
        ),
    )
  })

  it('gives the same page whatever the chunk boundaries, even inside a character or a tag', async () => {
    const expected = await through([page])
    const bytes = Buffer.from(page)
    for (const cut of [5, 30, 57, 58, 90, 140, bytes.indexOf('</head>') + 3, bytes.length - 4]) {
      const pieces = [bytes.subarray(0, cut), bytes.subarray(cut)].map((piece) => piece.toString('latin1'))
      const parts: Buffer[] = []
      const source = Readable.from(pieces.map((piece) => Buffer.from(piece, 'latin1')))
      for await (const part of source.pipe(lowPriorityModulePreloads())) parts.push(Buffer.from(part as Buffer))
      expect(Buffer.concat(parts).toString('utf8')).toBe(expected)
    }
  })

  it('passes a document without </head> through, preloads marked', async () => {
    expect(await through(['<link rel="modulepreload" href="/x.js"/>'])).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/>',
    )
  })
})
