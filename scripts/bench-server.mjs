// What `npm run bench` and `npm run lighthouse` share: a current build, a throwaway database and
// the built server started on it.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { isBuildCurrent, root } from './build-stamp.mjs'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** The lock every engineer's build and end-to-end run takes: one build folder for all. */
const BUILD_LOCK = '/tmp/spotlight-e2e.lock'

export function assertNode24(tool) {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    console.error(`[${tool}] run it through npm (npm run ${tool}) to use the pinned Node 24`)
    process.exit(1)
  }
}

export function ensureBuild() {
  if (isBuildCurrent()) return
  console.log('[bench] building (waiting for the build lock)…')
  const result = spawnSync('flock', [BUILD_LOCK, process.execPath, path.join(root, 'scripts/ensure-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('the build failed')
}

function isPortOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 })
    socket.once('connect', () => resolve(socket.end() && true))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => resolve(socket.destroy() && false))
  })
}

/** PostgreSQL when it answers, else PGlite; returns the server's env and a cleanup. */
/** `pglite: true` skips PostgreSQL (a demo site needs no server database). */
export async function throwawayDatabase({ pglite = false } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spotlight-bench-'))
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true })
  if (!pglite && process.env.BENCH_PGLITE !== '1' && (await isPortOpen('127.0.0.1', 5432))) {
    const name = `spotlight_bench_${process.pid}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    try {
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = new URL(PG_ADMIN_URL)
      url.pathname = `/${name}`
      const drop = async () => {
        const client = new pg.Client({ connectionString: PG_ADMIN_URL })
        await client.connect()
        await client.query(`drop database if exists ${name} with (force)`)
        await client.end()
        removeDir()
      }
      return { engine: 'postgres', env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, cleanup: drop }
    } catch (error) {
      console.warn(`[bench] PostgreSQL at 127.0.0.1:5432 refused (${error.message}); using PGlite`)
      await admin.end().catch(() => {})
    }
  }
  return { engine: 'pglite', env: { DATA_DIR: dataDir }, cleanup: async () => removeDir() }
}

export function seed(env, script) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stderr}`)
  return JSON.parse(result.stdout.trim().split('\n').at(-1))
}

async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function startServer(database, overrides = {}) {
  const port = await freePort()
  const env = {
    ...process.env,
    ...database.env,
    // PostgreSQL allows the real production mode; PGlite only runs outside it (React's development
    // build is then slower: the PostgreSQL figures are the ones to read). Callers may override.
    NODE_ENV: database.engine === 'postgres' ? 'production' : 'development',
    PI_API_KEY: 'bench-key',
    // A placeholder key, and no Pi Platform to ask: the start-up key check stays off.
    PI_KEY_CHECK: '0',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Canonical links and sitemaps name the address the tools request (Lighthouse checks them).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    ...overrides,
  }
  // The same V8 flags as `npm start` and the documented production command.
  const extraFlags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...extraFlags, path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const origin = `http://127.0.0.1:${port}`
  // Generous: a loaded machine migrates and seeds slowly. The child is killed on failure, or it would
  // outlive the script and hold its output open.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { child, origin, port }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not become ready in 180 s')
}

export async function stopServer(server) {
  server.child.kill('SIGTERM')
  await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once('exit', resolve)))
}
