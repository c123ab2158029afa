import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../fixtures'

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** The home page asked with exactly this Accept-Encoding, its body decoded here (fetch would hide the encoding). */
function getHome(acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl()}/`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8')
  return response.body.toString('utf8')
}

// The public cache stores a page once and answers it many times: each answer must still carry a nonce of
// its own, in the CSP header and in every script of the page, whatever encoding the client asked for.
describe('a cached page', () => {
  it('carries a fresh nonce in its CSP and its scripts on every answer, compressed as asked', async () => {
    const nonces = new Set<string>()
    let firstPage = ''
    for (const asked of ['identity', 'gzip', 'br', 'gzip, deflate, br', 'identity']) {
      const response = await getHome(asked)
      expect(response.status).toBe(200)
      expect(String(response.headers.vary)).toMatch(/accept-language/i)
      expect(response.headers['content-encoding']).toBe(
        asked === 'identity' ? undefined : asked.includes('br') ? 'br' : 'gzip',
      )
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy'] ?? ''))?.[1]
      expect(nonce).toBeTruthy()
      const html = decode(response)
      expect(html).toContain(`nonce="${nonce}"`)
      nonces.add(nonce!)
      // The same page every time but for its nonce.
      const withoutNonce = html.replaceAll(nonce!, '')
      firstPage ||= withoutNonce
      expect(withoutNonce).toBe(firstPage)
    }
    expect(nonces.size).toBe(5)
  })
})
