import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '#src/app'
import { loadConfig, type Config } from '#src/config/env'
import { createTestDatabase, type TestDatabase } from './test-database'

/** Tests read answers of many shapes; `json()` is loosely typed here and checked by assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> }

export type TestApp = {
  app: FastifyInstance
  database: TestDatabase
  config: Config
  /** http://127.0.0.1:<port>: tests speak real HTTP to it. */
  url: string
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<TestResponse>
  close(): Promise<void>
}

export type TestAppOptions = {
  env?: Record<string, string>
  /** Share one database between several apps (two instances); it is then not dropped by this app. */
  database?: TestDatabase
} & Partial<
  Pick<
    BuildAppOptions,
    | 'pi'
    | 'rateLimitMax'
    | 'web'
    | 'publicReadCacheTtlMs'
    | 'publicReadCacheQueryBytes'
    | 'publicReadCachePageBytes'
    | 'now'
    | 'statsFlushMs'
    | 'verifications'
  >
>

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', ...options.env })
  const ownsDatabase = !options.database
  const database = options.database ?? (await createTestDatabase())
  const app = await buildApp({
    config,
    database,
    closeDatabase: false,
    logger: false,
    web: options.web ?? false,
    rateLimitMax: options.rateLimitMax ?? 10_000,
    ...(options.pi ? { pi: options.pi } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.statsFlushMs ? { statsFlushMs: options.statsFlushMs } : {}),
    ...(options.verifications ? { verifications: options.verifications } : {}),
    ...(options.publicReadCacheTtlMs === undefined ? {} : { publicReadCacheTtlMs: options.publicReadCacheTtlMs }),
    ...(options.publicReadCacheQueryBytes ? { publicReadCacheQueryBytes: options.publicReadCacheQueryBytes } : {}),
    ...(options.publicReadCachePageBytes ? { publicReadCachePageBytes: options.publicReadCachePageBytes } : {}),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

  return {
    app,
    database,
    config,
    url,
    request(path, init = {}) {
      const { json, token, headers, ...rest } = init
      return fetch(`${url}${path}`, {
        ...rest,
        headers: {
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(headers as Record<string, string> | undefined),
        },
        body: json === undefined ? rest.body : JSON.stringify(json),
      })
    },
    async close() {
      await app.close()
      if (ownsDatabase) await database.drop()
    },
  }
}

/** Signs in through the simulator the way the web does, and returns the session. */
export async function signIn(testApp: TestApp, username: string) {
  const response = await testApp.request('/auth/pi-login', { method: 'POST', json: { accessToken: `sim-${username}` } })
  if (response.status !== 200)
    throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as {
    accessToken: string
    username: string
    piId: string
    role: string
    expiresIn: number
  }
}
