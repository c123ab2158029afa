// A private PostgreSQL cluster the fault tests may stop and start at will, without touching the
// shared server at TEST_DATABASE_URL. Built from the Debian binaries with initdb and pg_ctl.
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './server-process'

const POSTGRES_LIB = '/usr/lib/postgresql'

/** The newest installed PostgreSQL's bin folder, or null when there is none. */
export function findPostgresBin(): string | null {
  if (!existsSync(POSTGRES_LIB)) return null
  const versions = readdirSync(POSTGRES_LIB)
    .filter((name) => existsSync(path.join(POSTGRES_LIB, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(POSTGRES_LIB, versions[0], 'bin') : null
}

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  port: number
  /** Like a crash of the database server: no checkpoint, recovery from the WAL on the next start. */
  stop(): Promise<void>
  start(): Promise<void>
  destroy(): Promise<void>
}

const execFileAsync = promisify(execFile)

/**
 * initdb refuses to run as root: as root we act as the `postgres` OS user, otherwise as ourselves.
 * Never synchronously: the test's load generators and probes share this event loop, and a loop held
 * through a slow crash recovery would see their answered requests as timed out when it wakes.
 */
async function runAsOwner(command: string, args: string[]): Promise<void> {
  const isRoot = process.getuid?.() === 0
  await execFileAsync(isRoot ? 'runuser' : command, isRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
    timeout: 60_000,
  })
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spotlight-pg-'))
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dataDir, uid, gid)
  }
  const port = await freePort()
  await runAsOwner(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  const pgCtl = path.join(bin, 'pg_ctl')
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=60`
  const start = () =>
    runAsOwner(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', 'start'])
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => runAsOwner(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    async destroy() {
      await runAsOwner(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {
        // already stopped
      })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
