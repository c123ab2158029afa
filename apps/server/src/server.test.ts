import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVER_ROOT } from './paths'

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

type Started = { child: ChildProcess; port: number; output: () => string; dataDir: string }

async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spotlight-server-'))
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/server.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  return { child, port, output: () => output, dataDir }
}

async function waitForReady(started: Started) {
  // Start-up (PGlite migrations) is CPU-bound: allow for a busy machine.
  for (let i = 0; i < 900; i++) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`)
    const ok = await fetch(`http://127.0.0.1:${started.port}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server not ready:\n${started.output()}`)
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

describe('the server process', { timeout: 120_000 }, () => {
  const started: Started[] = []
  afterEach(() => {
    for (const server of started.splice(0)) {
      server.child.kill('SIGKILL')
      rmSync(server.dataDir, { recursive: true, force: true })
    }
  })

  it('stops at start-up with a message naming a badly configured variable', async () => {
    const server = await startServer({ PORT: 'not-a-port' })
    started.push(server)
    expect(await exitOf(server.child)).toBe(78)
    expect(server.output()).toContain('PORT')
  })

  it('refuses the simulator in production', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      PI_SIMULATOR: '1',
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
      PI_API_KEY: 'k',
      PUBLIC_URL: 'https://spotlight.example',
    })
    started.push(server)
    expect(await exitOf(server.child)).toBe(78)
    expect(server.output()).toMatch(/PI_SIMULATOR.*refused in production/)
  })

  it('refuses production without an https PUBLIC_URL instead of publishing http://localhost', async () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1:1/none', PI_API_KEY: 'k' }
    const unset = await startServer(production)
    started.push(unset)
    expect(await exitOf(unset.child)).toBe(78)
    expect(unset.output()).toMatch(/PUBLIC_URL: required in production/)

    const plain = await startServer({ ...production, PUBLIC_URL: 'http://spotlight.example' })
    started.push(plain)
    expect(await exitOf(plain.child)).toBe(78)
    expect(plain.output()).toMatch(/PUBLIC_URL: must be an https:\/\/ URL/)
  })

  it('says in one line which DATABASE_URL host it could not reach, with no stack trace', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const server = await startServer({ DATABASE_URL: 'postgres://spotlight:secret@127.0.0.1:1/none' })
    started.push(server)
    expect(await exitOf(server.child)).toBe(1)
    const output = server.output().trim()
    expect(output).toMatch(/^DATABASE_URL: could not reach PostgreSQL at 127\.0\.0\.1:1 \(ECONNREFUSED\)/)
    expect(output.split('\n')).toHaveLength(1)
    expect(output).not.toContain('secret')
  })

  it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
    const server = await startServer()
    started.push(server)
    await waitForReady(server)

    const signIn = await fetch(`http://127.0.0.1:${server.port}/auth/pi-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: 'sim-pat' }),
    })
    const { accessToken } = (await signIn.json()) as { accessToken: string }

    // A logout whose body is still arriving when the signal comes: it is in flight.
    const body = JSON.stringify({ reason: 'bye' })
    const socket = connect(server.port, '127.0.0.1')
    let response = ''
    socket.on('data', (chunk) => (response += chunk))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    await new Promise((resolve) => socket.on('connect', resolve))
    socket.write(
      `POST /auth/logout HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${accessToken}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    socket.write(body.slice(5))
    await closed

    expect(response).toMatch(/^HTTP\/1\.1 200/)
    expect(response).toContain('"ok":true')
    expect(await exitOf(server.child)).toBe(0)
    expect(server.output()).toContain('shutting down')
  })
})
