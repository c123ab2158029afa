import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../fixtures'

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A GET of exactly this path: fetch and `new URL` would resolve its dot segments before sending it. */
function getPath(path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: { 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const remaining = (response: RawResponse) => Number(response.headers['x-ratelimit-remaining'])

// The rate limit exempted static files by how the URL began, and React Router resolves dot segments:
// /favicon/../search.data ran the search loader outside any limit. Files are exempt by the route
// they match now, and a path with dot segments is refused before the renderer, counted.
describe('paths with dot segments', () => {
  it('are refused with 400 and the error body, and counted by the rate limit', async () => {
    const dodges = [
      '/favicon/../search.data?q=pi',
      '/assets/../search.data?q=pi',
      '/images/../search.data?q=pi',
      '/favicon/%2e%2e/search.data?q=pi',
      '/favicon/%2E%2e/search.data?q=pi',
      '/favicon/.%2E/search.data?q=pi',
      '/favicon/./../search.data?q=pi',
      '/favicon\\..\\search.data?q=pi',
      '/assets/x/..',
    ]
    let before = Number.POSITIVE_INFINITY
    for (const path of dodges) {
      const response = await getPath(path)
      expect(response.status, path).toBe(400)
      expect(JSON.parse(response.body).error.code, path).toBe('BAD_REQUEST')
      // Counted: each one spends the address's budget.
      expect(remaining(response), path).toBeLessThan(before)
      before = remaining(response)
    }
  })

  it('leaves the static files served and unthrottled, and dots inside a name alone', async () => {
    for (const path of ['/favicon.svg', '/images/category-default.webp']) {
      const response = await getPath(path)
      expect(response.status, path).toBe(200)
      expect(response.headers['x-ratelimit-remaining'], path).toBeUndefined()
    }
    // Not a dot segment: a page (or the home it redirects to) as before, and counted.
    const named = await getPath('/search.data?q=pi')
    expect(named.status).toBe(200)
    expect(remaining(named)).toBeGreaterThan(0)
  })
})
