import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { SERVER_ENTRY, startServerProcess } from '../apps/server/src/test/resilience/server-process'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/**
 * Starts the production build of the server on a throwaway PGlite folder, as `npm start` would,
 * and hands its URL to the journeys. The build is made by `npm test` before this runs.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_ENTRY)) throw new Error('no server build: run `npm run build` (npm test does it for you)')
  if (!existsSync('/usr/bin/chromium')) throw new Error('Debian chromium is missing: apt-get install -y chromium')

  const dataDir = mkdtempSync(path.join(tmpdir(), 'spotlight-e2e-'))
  let server
  try {
    server = await startServerProcess({
      dataDir,
      showOutput: true,
      inheritEnv: true,
      // The living demo (12 published "[Demo]" articles): the public pages need articles before
      // any journey has written its own.
      // Every journey's browser and every test's own request come from 127.0.0.1: under the
      // production budget of 600 requests a minute per address, journeys run one after another
      // refused each other's pages (429) at random. Readers each have their own address; the limit
      // itself is proven by the server's tests and hostile-input.spec.
      env: { SEED_DEMO: '1', RATE_LIMIT_MAX: '100000' },
    })
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  project.provide('baseUrl', server.url)

  return async () => {
    await server.stop(10_000)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
