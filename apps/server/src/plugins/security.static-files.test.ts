import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { hasDotSegment } from './security'

describe('dot segments in a path', () => {
  it.each([
    '/favicon/../search.data',
    '/assets/..',
    '/images/./x',
    '/favicon/%2e%2e/search.data',
    '/favicon/%2E%2e/search.data',
    '/favicon/.%2E/search.data',
    '/favicon/%2e./search.data',
    '/favicon/%2E/search.data',
    '/favicon\\..\\search.data',
    '/a\\.\\b',
    '..',
  ])('are found in %s', (url) => {
    expect(hasDotSegment(url)).toBe(true)
  })

  it.each(['/favicon.svg', '/assets/entry.client-a1.js', '/search?q=../..', '/a/.../b', '/a/..b', '/a/%2e%2e%2e', '/'])(
    'are not in %s',
    (url) => {
      expect(hasDotSegment(url)).toBe(false)
    },
  )
})

// Static files are exempt from the rate limit by the route they match, not by how the URL begins.
describe('the rate limit and the media files', () => {
  let t: TestApp
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-limits-'))
    await mkdir(path.join(dataDir, 'media', '2026', '01'), { recursive: true })
    await writeFile(path.join(dataDir, 'media', '2026', '01', 'photo.webp'), Buffer.from('RIFF....WEBPVP8 '))
    t = await buildTestApp({ rateLimitMax: 3, env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('serves media files past any budget, uncounted, while the API counts each request', async () => {
    for (let index = 0; index < 10; index++) {
      const file = await t.request('/media/2026/01/photo.webp')
      expect(file.status).toBe(200)
      expect(file.headers.get('x-ratelimit-remaining')).toBeNull()
    }
    const statuses = []
    for (let index = 0; index < 4; index++) statuses.push((await t.request('/api/categories')).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await t.request('/api/categories')
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('RATE_LIMITED')
    // The files are still served once the address has spent its budget.
    expect((await t.request('/media/2026/01/photo.webp')).status).toBe(200)
  })
})
