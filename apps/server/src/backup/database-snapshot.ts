// The database's part of a backup: PostgreSQL through pg_dump's custom format (one consistent snapshot
// taken by pg_dump itself, with the site running), PGlite through its own dump of the data folder.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import pg from 'pg'
import { BackupError } from './manifest'

const run = promisify(execFile)

/** The extensions the schema uses (db/client.ts opens PGlite with the same). */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm }

/** The major version of a PostgreSQL client tool on PATH (`pg_dump (PostgreSQL) 15.20 …` → 15). */
async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  let stdout: string
  try {
    ;({ stdout } = await run(tool, ['--version']))
  } catch {
    throw new BackupError(
      `${tool} was not found on PATH: install the PostgreSQL client tools of your server's version.`,
    )
  }
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)
  if (!match) throw new BackupError(`Could not read ${tool}'s version from "${stdout.trim()}".`)
  return Number(match[1])
}

/** `server_version_num` (e.g. 150020), and whether the database holds any table of ours or anyone's. */
export async function inspectPostgres(url: string): Promise<{ versionNum: number; tables: number }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`Could not connect to DATABASE_URL: ${(error as Error).message}`)
  }
  try {
    const version = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`)
    const tables = await client.query<{ n: string }>(
      `select count(*) as n from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    return { versionNum: Number(version.rows[0]!.v), tables: Number(tables.rows[0]!.n) }
  } finally {
    await client.end()
  }
}

/**
 * pg_dump reads servers of its own major version and older; a newer server needs a newer pg_dump,
 * and pg_restore reads dumps of its own version and older.
 */
async function checkToolFits(tool: 'pg_dump' | 'pg_restore', serverVersionNum: number) {
  const serverMajor = Math.floor(serverVersionNum / 10_000)
  const major = await toolMajor(tool)
  if (major < serverMajor)
    throw new BackupError(
      `${tool} ${major} cannot work with a PostgreSQL ${serverMajor} server: install the PostgreSQL ${serverMajor} client tools and put them first on PATH.`,
    )
}

export async function dumpPostgres(url: string, file: string): Promise<number> {
  const { versionNum } = await inspectPostgres(url)
  await checkToolFits('pg_dump', versionNum)
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`])
  } catch (error) {
    throw new BackupError(`pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`)
  }
  return versionNum
}

/**
 * One transaction: a restore that fails half way leaves the database as it was. `clean` drops what the
 * dump recreates first (the --force restore into a database that is not empty).
 */
export async function restorePostgres(url: string, file: string, clean: boolean): Promise<void> {
  const { versionNum } = await inspectPostgres(url)
  await checkToolFits('pg_restore', versionNum)
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`]
  if (clean) args.push('--clean', '--if-exists')
  try {
    await run('pg_restore', [...args, file])
  } catch (error) {
    throw new BackupError(`pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`)
  }
}

/**
 * PGlite keeps `postmaster.pid` in its folder while a process has it open: a second process opening
 * it then (a backup beside the running server) could read or leave a torn state.
 */
export function refuseOpenPglite(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new BackupError(
      `The PGlite database in ${dataDir} is open: stop the server first. ` +
        '(If no server runs, a crash left its postmaster.pid behind: remove that file.)',
    )
}

/** PGlite's own dump of its data folder (a tarball), taken with the folder open by this process alone. */
export async function dumpPglite(dataDir: string, file: string): Promise<void> {
  refuseOpenPglite(dataDir)
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`No PGlite database in ${dataDir}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`)
  const db = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS })
  try {
    await db.waitReady
    const dump = await db.dumpDataDir('none')
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()))
  } finally {
    await db.close()
  }
}

/** Unpacks a PGlite dump into a new data folder and checks that it opens and answers. */
export async function loadPglite(dump: Blob, dataDir: string): Promise<void> {
  const db = new PGlite({ dataDir, loadDataDir: dump, extensions: PGLITE_EXTENSIONS })
  try {
    await db.waitReady
    await db.query('select 1')
  } finally {
    await db.close()
  }
}
