import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitUntilReady(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before it was ready`)
    try {
      const response = await fetch(`${url}/readyz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms`)
}

/**
 * Starts the production build of the server on a throwaway PGlite folder, as `npm start` would,
 * and hands its URL to the journeys. The build is made by `npm test` before this runs.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(serverEntry)) throw new Error('no server build: run `npm run build` (npm test does it for you)')
  if (!existsSync('/usr/bin/chromium')) throw new Error('Debian chromium is missing: apt-get install -y chromium')

  const dataDir = mkdtempSync(path.join(tmpdir(), 'spotlight-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // The living demo (12 published "[Demo]" articles): the public pages need articles, and
      // the authoring API that would let a journey create its own is another issue.
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })

  try {
    await waitUntilReady(baseUrl, server, 60_000)
  } catch (error) {
    server.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  project.provide('baseUrl', baseUrl)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL')
        resolve(undefined)
      }, 10_000)
      server.once('exit', () => {
        clearTimeout(timer)
        resolve(undefined)
      })
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
}
