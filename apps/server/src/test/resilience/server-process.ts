// Fault tests drive the production build (apps/server/dist/server.js) as a real process, so a
// SIGKILL, a SIGTERM or a restart is exactly what an orchestrator would do to it.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export type ServerProcess = {
  url: string
  port: number
  child: ChildProcess
  /** Everything the process wrote, for failure messages. */
  output(): string
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>
  /** SIGTERM and wait (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | string>
  kill(): Promise<number | string>
}

export type ServerProcessOptions = {
  env?: Record<string, string>
  /** Reuse a port (a restart keeps its address). */
  port?: number
  /** Reuse a data folder (PGlite and local media survive a restart). */
  dataDir?: string
  readyTimeoutMs?: number
  /** Let the process write to this terminal instead of keeping its output (the e2e server). */
  showOutput?: boolean
  /** Pass this process's whole environment on (under the settings above), not only PATH. */
  inheritEnv?: boolean
}

/** Starts the built server and resolves once `/readyz` answers 200. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`no server build at ${SERVER_ENTRY}: run \`npm run build\` (npm test builds first)`)
  }
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const ownsDataDir = !options.dataDir
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'spotlight-fault-'))
  let log = ''
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...(options.inheritEnv ? process.env : { PATH: process.env.PATH ?? '' }),
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: options.showOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  })
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000)
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true })
      resolve(code ?? signal ?? 'unknown')
    })
  })

  const handle: ServerProcess = {
    url,
    port,
    child,
    output: () => log,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      const result = await exited
      clearTimeout(timer)
      return result
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      return exited
    },
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${log}`)
    if ((await fetch(`${url}/readyz`).catch(() => null))?.status === 200) return handle
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await handle.kill()
  throw new Error(`the server was not ready within ${options.readyTimeoutMs ?? 60_000} ms:\n${log}`)
}
