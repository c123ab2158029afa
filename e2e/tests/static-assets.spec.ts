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

/** The vendor chunk the home page's entry module imports (the bootstrap names the entry). */
async function firstLoadScript(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/`)).text()
  const entry = /import\("(\/assets\/entry\.client-[\w-]+\.js)"\)/.exec(html)?.[1]
  if (!entry) throw new Error('the home page names no entry module')
  const code = await (await fetch(`${baseUrl()}${entry}`)).text()
  const vendor = /from"\.\/(vendor-[\w-]+\.js)"/.exec(code)?.[1]
  if (!vendor) throw new Error('the entry module imports no vendor chunk')
  return `/assets/${vendor}`
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
      // A script is never rendered as a page: none of a page's own headers (~1 KB on each of a
      // page's ~15 scripts), but those that govern how it may be used.
      expect(response.headers['content-security-policy']).toBeUndefined()
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined()
      expect(response.headers['x-xss-protection']).toBeUndefined()
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site')
    }
  })

  it('wait for the page to load on the pages that are read (their HTML is the whole page), not on forms and applications', async () => {
    const scriptsOf = async (path: string) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      return {
        preloads: html.match(/<link rel="modulepreload"[^>]*>/g) ?? [],
        modules: html.match(/<script[^>]* type="module"[^>]*>/g) ?? [],
        inert: html.match(/<script[^>]* type="spotlight\/deferred-module"[^>]*>/g) ?? [],
      }
    }
    for (const path of ['/', '/articles/1', '/advertise']) {
      const { preloads, modules, inert } = await scriptsOf(path)
      expect(preloads).toEqual([])
      expect(modules).toEqual([])
      expect(inert).toHaveLength(1)
    }
    for (const path of ['/contact', '/user-dashboard/create-article', '/session-qr']) {
      const { preloads, modules, inert } = await scriptsOf(path)
      expect(preloads.length).toBeGreaterThan(3)
      expect(modules).toHaveLength(1)
      expect(inert).toEqual([])
    }
  })

  it('keep the shorter cache lifetime for the files that are not content-hashed', async () => {
    const icon = await getRaw('/favicon.svg', 'br')
    expect(icon.status).toBe(200)
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
    expect(icon.headers.vary).toMatch(/accept-encoding/i)
    // An SVG opened on its own is a document that could run script: it keeps the page's CSP.
    expect(icon.headers['content-security-policy']).toContain("default-src 'self'")
  })
})
