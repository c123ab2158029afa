import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../fixtures'

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A request with exactly this Accept-Encoding, the body left as sent (fetch would decode it). */
function getRaw(path: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl()}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function firstLoadScript(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/`)).text()
  const match = /<link rel="modulepreload" href="(\/assets\/vendor-[\w-]+\.js)"/.exec(html)
  if (!match?.[1]) throw new Error('the home page names no vendor chunk')
  return match[1]
}

describe('built client assets', () => {
  it('go out brotli- or gzip-compressed ahead of time, as the client accepts, and cacheable for a year', async () => {
    const path = await firstLoadScript()
    const plain = await getRaw(path, 'identity')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toContain('react')

    const brotli = await getRaw(path, 'gzip, deflate, br, zstd')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    // Quality 11, not the quick setting used when compressing per request: at least a tenth smaller than gzip.
    const gzip = await getRaw(path, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(brotli.body.length).toBeLessThan(gzip.body.length * 0.9)

    for (const response of [plain, brotli, gzip]) {
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/)
    }
  })

  it('keep the shorter cache lifetime for the files that are not content-hashed', async () => {
    const icon = await getRaw('/favicon.svg', 'br')
    expect(icon.status).toBe(200)
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
    expect(icon.headers.vary).toMatch(/accept-encoding/i)
  })
})
