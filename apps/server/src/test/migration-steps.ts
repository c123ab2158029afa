import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { expect, onTestFinished } from 'vitest'
import { MIGRATIONS_DIR } from '#src/paths'

/** A copy of the migrations folder whose journal ends just before (or at) the migration named `name`. */
function migrationsUpTo(dir: string, name: string, includeIt: boolean) {
  cpSync(MIGRATIONS_DIR, dir, { recursive: true })
  const journalPath = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(name))
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, includeIt ? at + 1 : at)
  writeFileSync(journalPath, JSON.stringify(journal))
}

/**
 * An embedded database migrated up to, not including, the migration whose tag ends with `name`
 * (found by name: migrations are renumbered when branches merge), so a test can write rows as they
 * stood before it; `applyIt()` then runs it. The copied migration folders go when the test ends.
 */
export async function databaseBefore(name: string) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'spotlight-migrate-'))
  onTestFinished(() => rmSync(scratch, { recursive: true, force: true }))
  const client = new PGlite({ extensions: { unaccent, pg_trgm } })
  const db = drizzle(client)
  const before = path.join(scratch, 'before')
  const after = path.join(scratch, 'after')
  migrationsUpTo(before, name, false)
  migrationsUpTo(after, name, true)
  await migrate(db, { migrationsFolder: before })
  return {
    client,
    applyIt: () => migrate(db, { migrationsFolder: after }),
  }
}
