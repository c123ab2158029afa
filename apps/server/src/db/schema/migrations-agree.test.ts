import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, SERVER_ROOT } from '#src/paths'
import drizzleConfig from '../../../drizzle.config'

// The migrations, not the schema files, are what a database gets. A schema edit without its migration
// type-checks; a new index, default or constraint changes no query a test makes, so nothing else notices
// until production lacks it, or the next `npm run db:generate` slips it into an unrelated migration.
// Running drizzle-kit generate against a copy of the migrations catches it: it compares the schema with
// the last snapshot and writes a new migration only when they differ.

const drizzleKitBin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs')
const scratch = mkdtempSync(path.join(tmpdir(), 'spotlight-migrations-'))

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/**
 * What drizzle-kit generate prints, and the SQL files it adds to a copy of the migrations folder (none
 * when the schema and the migrations agree).
 */
async function generate(): Promise<{ output: string; added: { name: string; sql: string }[] }> {
  const out = path.join(scratch, 'drizzle')
  cpSync(MIGRATIONS_DIR, out, { recursive: true })
  const { dialect, schema, casing } = drizzleConfig
  // The settings of drizzle.config.ts, all but `out`; drizzle-kit reads `--out` relative to its working folder.
  const args = ['generate', `--dialect=${dialect}`, `--schema=${schema}`, `--casing=${casing}`]
  args.push(`--out=${path.relative(SERVER_ROOT, out)}`)
  // Without a terminal, a question (was this column renamed?) is an error drizzle-kit prints, then exits 0
  // having written nothing: hence the check of what it printed, not only of the files.
  const child = promisify(execFile)(process.execPath, [drizzleKitBin, ...args], { cwd: SERVER_ROOT, timeout: 50_000 })
  child.child.stdin?.end()
  const { stdout, stderr } = await child
  const before = new Set(readdirSync(MIGRATIONS_DIR))
  const added = readdirSync(out)
    .filter((name) => name.endsWith('.sql') && !before.has(name))
    .map((name) => ({ name, sql: readFileSync(path.join(out, name), 'utf8') }))
  // Its list of the tables read (`users 9 columns 2 indexes 0 fks`) would bury the verdict or the error.
  const lines = `${stdout}\n${stderr}`.split('\n').filter((line) => !/ columns \d+ indexes \d+ fks/.test(line))
  return { output: lines.join('\n').trim(), added }
}

describe('the Drizzle schema and the migrations', () => {
  it('agree: drizzle-kit generate finds nothing to migrate', async () => {
    const { output, added } = await generate()
    const advice = 'the schema changed without its migration: run `npm run db:generate` and commit the file it writes'
    expect(added, advice).toEqual([])
    expect(output, advice).toContain('No schema changes, nothing to migrate')
  }, 60_000)
})
