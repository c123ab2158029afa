import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { probeHealthzDuring } from '#src/test/healthz-probe'
import { judgeAddress } from './ip-ranges'
import { safeFetch, SafeFetchError, type Resolver, type SafeFetchErrorCode, type SafeFetchOptions } from './safe-fetch'

const PRODUCTION: SafeFetchOptions = { allowHttp: false, allowLoopback: false }
const DEVELOPMENT: SafeFetchOptions = { allowHttp: true, allowLoopback: true }
/** Production's address rules over http: the hostile server speaks plain http on loopback. */
const PRODUCTION_OVER_HTTP: SafeFetchOptions = { allowHttp: true, allowLoopback: false }

/** 10 MB of zeros, gzipped to about 10 KB: a small answer that inflates far beyond the cap. */
const GZIP_BOMB = gzipSync(Buffer.alloc(10 * 1024 * 1024))

/** A server that misbehaves in every way a verification target could, on loopback. */
function hostileServer() {
  let bytesSent = 0
  const sockets = new Set<Socket>()
  const routes: Record<string, (response: ServerResponse, port: number) => void> = {
    '/token': (response) => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'set-cookie': 'track=1' })
      response.end('the-token\n')
    },
    '/to-metadata': (response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
      response.end()
    },
    '/to-loopback-ip': (response, port) => {
      response.writeHead(302, { location: `http://127.0.0.1:${port}/token` })
      response.end()
    },
    '/to-other-host': (response, port) => {
      response.writeHead(301, { location: `http://other.example:${port}/token` })
      response.end()
    },
    '/to-same-host': (response) => {
      response.writeHead(307, { location: '/token' })
      response.end()
    },
    '/loop': (response) => {
      response.writeHead(302, { location: '/loop' })
      response.end()
    },
    '/hop1': (response) => {
      response.writeHead(302, { location: '/hop2' })
      response.end()
    },
    '/hop2': (response) => {
      response.writeHead(302, { location: '/hop3' })
      response.end()
    },
    '/hop3': (response) => {
      response.writeHead(302, { location: '/token' })
      response.end()
    },
    '/slow': (response) => {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.write('a')
      const timer = setInterval(() => response.write('a'), 200)
      response.on('close', () => clearInterval(timer))
    },
    '/huge': (response) => {
      // 100 MB, written as fast as the client reads; counts what left so the test sees it stopped early.
      response.writeHead(200, { 'content-type': 'text/plain' })
      const chunk = Buffer.alloc(64 * 1024, 'a')
      let left = 1600
      const pump = () => {
        while (left > 0) {
          left--
          bytesSent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', pump)
        }
        response.end()
      }
      response.on('close', () => (left = 0))
      pump()
    },
    '/huge-declared': (response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(100 * 1024 * 1024) })
      response.write('a')
    },
    '/bomb': (response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
      response.end(GZIP_BOMB)
    },
    '/json': (response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"token":"the-token"}')
    },
    '/image': (response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' })
      response.end('<svg/>')
    },
  }
  const server: Server = createServer((request, response) => {
    const port = (server.address() as AddressInfo).port
    const path = new URL(request.url ?? '/', 'http://x').pathname
    server.emit('seen', { path, host: request.headers.host, cookie: request.headers.cookie })
    const route = routes[path]
    if (route) return route(response, port)
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not here')
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return {
    server,
    bytesSent: () => bytesSent,
    connections: () => sockets.size,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return (server.address() as AddressInfo).port
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function refusal(work: Promise<unknown>): Promise<SafeFetchErrorCode> {
  try {
    await work
  } catch (error) {
    if (error instanceof SafeFetchError) return error.code
    throw error
  }
  throw new Error('the fetch was not refused')
}

describe('judgeAddress', () => {
  it.each([
    ['8.8.8.8', 'PUBLIC'],
    ['2606:4700:4700::1111', 'PUBLIC'],
    ['127.0.0.1', 'LOOPBACK'],
    ['127.8.9.10', 'LOOPBACK'],
    ['::1', 'LOOPBACK'],
    ['::ffff:127.0.0.1', 'LOOPBACK'],
    ['::ffff:7f00:1', 'LOOPBACK'],
    ['10.1.2.3', 'REFUSED'],
    ['172.16.0.1', 'REFUSED'],
    ['172.31.255.255', 'REFUSED'],
    ['172.32.0.1', 'PUBLIC'],
    ['192.168.1.1', 'REFUSED'],
    ['100.64.0.1', 'REFUSED'],
    ['100.127.255.255', 'REFUSED'],
    ['100.128.0.1', 'PUBLIC'],
    ['169.254.169.254', 'REFUSED'],
    ['0.0.0.0', 'REFUSED'],
    ['224.0.0.1', 'REFUSED'],
    ['255.255.255.255', 'REFUSED'],
    ['::', 'REFUSED'],
    ['fc00::1', 'REFUSED'],
    ['fd12:3456::1', 'REFUSED'],
    ['fe80::1', 'REFUSED'],
    ['ff02::1', 'REFUSED'],
    ['::ffff:10.0.0.1', 'REFUSED'],
    ['::ffff:169.254.169.254', 'REFUSED'],
    ['::ffff:a9fe:a9fe', 'REFUSED'],
    ['::ffff:8.8.8.8', 'PUBLIC'],
    ['64:ff9b::a9fe:a9fe', 'REFUSED'],
    ['2002:a9fe:a9fe::1', 'REFUSED'],
    ['not-an-ip', 'REFUSED'],
  ])('judges %s as %s', (address, verdict) => {
    expect(judgeAddress(address)).toBe(verdict)
  })
})

describe('safeFetch against a hostile local server', () => {
  let t: TestApp
  const hostile = hostileServer()
  let port = 0
  let base = ''
  const seen: { path: string; host?: string; cookie?: string }[] = []
  /** `app.test` is the hostile server (on loopback); every other name has no address. */
  const resolver: Resolver = async (hostname) => {
    if (hostname === 'app.test' || hostname === 'other.example') return [{ address: '127.0.0.1', family: 4 }]
    throw new Error('ENOTFOUND')
  }

  beforeAll(async () => {
    t = await buildTestApp()
    port = await hostile.listen()
    base = `http://app.test:${port}`
    hostile.server.on('seen', (entry) => seen.push(entry))
  })
  afterAll(async () => {
    await hostile.close()
    await t.close()
  })

  /** Each refusal is within its bounds, and the app's /healthz answers quickly meanwhile. */
  async function refusedQuickly(work: () => Promise<unknown>, withinMs = 1000) {
    const started = performance.now()
    const { result, healthzMs } = await probeHealthzDuring(t, () => refusal(work()), { pauseMs: 20 })
    expect(performance.now() - started).toBeLessThan(withinMs)
    expect(Math.max(...healthzMs)).toBeLessThan(500)
    return result
  }

  it('reads a text token in development mode, sends no cookie and keeps none', async () => {
    const first = await safeFetch(`${base}/token`, { ...DEVELOPMENT, resolve: resolver })
    expect(first).toMatchObject({ status: 200, contentType: 'text/plain', body: 'the-token\n' })
    await safeFetch(`${base}/token`, { ...DEVELOPMENT, resolve: resolver })
    expect(seen.filter((entry) => entry.path === '/token').every((entry) => entry.cookie === undefined)).toBe(true)
  })

  it('follows a same-host redirect, and at most 3 of them', async () => {
    expect((await safeFetch(`${base}/to-same-host`, { ...DEVELOPMENT, resolve: resolver })).body).toBe('the-token\n')
    expect((await safeFetch(`${base}/hop1`, { ...DEVELOPMENT, resolve: resolver })).body).toBe('the-token\n')
    expect(await refusedQuickly(() => safeFetch(`${base}/loop`, { ...DEVELOPMENT, resolve: resolver }))).toBe(
      'REDIRECT_REFUSED',
    )
    const before = seen.filter((entry) => entry.path === '/loop').length
    await refusal(safeFetch(`${base}/loop`, { ...DEVELOPMENT, resolve: resolver }))
    // The first request and three redirects: a fourth is never followed.
    expect(seen.filter((entry) => entry.path === '/loop').length - before).toBe(4)
  })

  it('refuses http and non-URLs under the production policy', async () => {
    expect(await refusal(safeFetch(`${base}/token`, { ...PRODUCTION, resolve: resolver }))).toBe('URL_INVALID')
    expect(await refusal(safeFetch('not a url', PRODUCTION))).toBe('URL_INVALID')
    expect(await refusal(safeFetch('ftp://app.test/x', DEVELOPMENT))).toBe('URL_INVALID')
    expect(await refusal(safeFetch('https://user:pw@app.test/', PRODUCTION))).toBe('URL_INVALID')
  })

  it('refuses loopback, metadata, unspecified and mapped addresses before connecting (production rules)', async () => {
    const connectionsBefore = seen.length
    for (const target of [
      `http://127.0.0.1:${port}/token`,
      `http://[::1]:${port}/token`,
      `http://0.0.0.0:${port}/token`,
      `http://[::ffff:127.0.0.1]:${port}/token`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://[fe80::1]:${port}/`,
      `http://10.0.0.1:${port}/`,
      `${base}/token`,
    ]) {
      expect(
        await refusedQuickly(() => safeFetch(target, { ...PRODUCTION_OVER_HTTP, resolve: resolver })),
        target,
      ).toBe('ADDRESS_REFUSED')
    }
    expect(seen.length).toBe(connectionsBefore)
    // Development allows loopback, never the other ranges.
    for (const target of [`http://0.0.0.0:${port}/token`, 'http://169.254.169.254/', 'http://[fc00::1]/'])
      expect(await refusal(safeFetch(target, DEVELOPMENT)), target).toBe('ADDRESS_REFUSED')
  })

  it('refuses a host with any refused address among its answers', async () => {
    const mixed: Resolver = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ]
    expect(await refusal(safeFetch('https://mixed.example/', { ...PRODUCTION, resolve: mixed }))).toBe(
      'ADDRESS_REFUSED',
    )
  })

  it('refuses redirects to 169.254.169.254, to 127.0.0.1 and to another host', async () => {
    expect(await refusedQuickly(() => safeFetch(`${base}/to-metadata`, { ...DEVELOPMENT, resolve: resolver }))).toBe(
      'REDIRECT_REFUSED',
    )
    expect(await refusedQuickly(() => safeFetch(`${base}/to-loopback-ip`, { ...DEVELOPMENT, resolve: resolver }))).toBe(
      'REDIRECT_REFUSED',
    )
    expect(await refusedQuickly(() => safeFetch(`${base}/to-other-host`, { ...DEVELOPMENT, resolve: resolver }))).toBe(
      'REDIRECT_REFUSED',
    )
    expect(seen.some((entry) => entry.host?.startsWith('other.example'))).toBe(false)
  })

  it('judges a redirect again: a same-host redirect whose name now points to a private address is refused', async () => {
    let calls = 0
    const rebinding: Resolver = async () =>
      calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.7', family: 4 }]
    expect(await refusal(safeFetch(`${base}/to-same-host`, { ...DEVELOPMENT, resolve: rebinding }))).toBe(
      'ADDRESS_REFUSED',
    )
    expect(calls).toBe(2)
  })

  it('connects to the address it checked, even if the name would resolve elsewhere by then (pinned)', async () => {
    // The injected resolver is asked once; the socket's own lookup would fail for this name (it has no DNS
    // entry) or answer another address: the connection reaching the server proves it used the checked one.
    let calls = 0
    const once: Resolver = async () => {
      calls++
      return calls === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '169.254.169.254', family: 4 }]
    }
    const answer = await safeFetch(`http://rebind.invalid:${port}/token`, { ...DEVELOPMENT, resolve: once })
    expect(answer.body).toBe('the-token\n')
    expect(calls).toBe(1)
    expect(seen.at(-1)).toMatchObject({ path: '/token', host: `rebind.invalid:${port}` })
  })

  it('gives up on a slow body within the 5 s budget', async () => {
    const started = performance.now()
    expect(await refusedQuickly(() => safeFetch(`${base}/slow`, { ...DEVELOPMENT, resolve: resolver }), 6500)).toBe(
      'TIMEOUT',
    )
    expect(performance.now() - started).toBeGreaterThan(4500)
  }, 10_000)

  it('stops reading a 100 MB body at 64 KB', async () => {
    expect(await refusedQuickly(() => safeFetch(`${base}/huge`, { ...DEVELOPMENT, resolve: resolver }))).toBe(
      'TOO_LARGE',
    )
    // What left the server before the client hung up: socket buffers, far from 100 MB.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(hostile.bytesSent()).toBeLessThan(8 * 1024 * 1024)
    expect(await refusedQuickly(() => safeFetch(`${base}/huge-declared`, { ...DEVELOPMENT, resolve: resolver }))).toBe(
      'TOO_LARGE',
    )
  })

  it('refuses a gzip bomb once it inflates past 64 KB', async () => {
    expect(await refusedQuickly(() => safeFetch(`${base}/bomb`, { ...DEVELOPMENT, resolve: resolver }))).toBe(
      'TOO_LARGE',
    )
  })

  it('refuses content types other than text/plain and text/html', async () => {
    for (const path of ['/json', '/image'])
      expect(await refusedQuickly(() => safeFetch(`${base}${path}`, { ...DEVELOPMENT, resolve: resolver }))).toBe(
        'CONTENT_TYPE',
      )
    expect(await refusal(safeFetch(`${base}/missing`, { ...DEVELOPMENT, resolve: resolver }))).toBe('HTTP_STATUS')
  })

  it('answers an unknown host as a DNS failure', async () => {
    expect(await refusal(safeFetch('http://nowhere.test/', { ...DEVELOPMENT, resolve: resolver }))).toBe('DNS_FAILED')
  })
})
