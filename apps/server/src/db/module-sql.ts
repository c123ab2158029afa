import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { MIGRATIONS_DIR, MODULES_DIR } from '#src/paths'

/**
 * The database's functions and triggers, one `.sql` file per function under the module that owns it
 * (`src/modules/<name>/sql/<function>.sql`, the function's triggers in its file): the files hold their
 * current bodies, migrations only their history (decision 0014). Each statement is written as PostgreSQL
 * prints it back (`pg_get_functiondef`, `pg_get_triggerdef`, with `CREATE OR REPLACE`), so what the database
 * holds can be compared with the files as text: start-up applies a file only when the database differs from
 * it, and a test fails when they differ after migrating.
 */
export type ModuleSqlFile = {
  /** Relative to src/modules, e.g. `search/sql/spotlight_search.sql`. */
  name: string
  text: string
  /** Its statements as the database prints them back (see `canonical`). */
  statements: string[]
}

/** Runs SQL on the connection that migrates (PGlite itself, or the PostgreSQL client holding the lock). */
export type SqlRunner = {
  rows(text: string): Promise<Record<string, unknown>[]>
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>
  transaction(run: () => Promise<void>): Promise<void>
}

/** Every module's SQL files, in module then file order (the order they are applied in). */
export function readModuleSqlFiles(modulesDir = MODULES_DIR): ModuleSqlFile[] {
  const files: ModuleSqlFile[] = []
  for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const sqlDir = path.join(modulesDir, module.name, 'sql')
    let names: string[]
    try {
      names = readdirSync(sqlDir).filter((name) => name.endsWith('.sql'))
    } catch {
      continue
    }
    for (const name of names.sort()) {
      const text = readFileSync(path.join(sqlDir, name), 'utf8')
      files.push({ name: `${module.name}/sql/${name}`, text, statements: splitStatements(text).map(canonical) })
    }
  }
  return files.sort((a, b) => (a.name < b.name ? -1 : 1))
}

/** The functions (not the extensions') and triggers of the public schema, as the database prints them. */
export async function databaseDefinitions(runner: SqlRunner): Promise<string[]> {
  const rows = await runner.rows(`
    select pg_get_functiondef(p.oid) as definition from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d
          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select pg_get_triggerdef(t.oid) from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal`)
  return rows.map((row) => canonical(String(row.definition))).sort()
}

/**
 * The newest migration of this build: its journal's latest `when`, which Drizzle records as the applied
 * migration's `created_at` (and compares the same way to decide what is pending).
 */
export function newestKnownMigration(migrationsDir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

/** The newest migration the database records as applied (Drizzle's table; run after it migrated). */
export async function newestAppliedMigration(runner: SqlRunner): Promise<number> {
  const [row] = await runner.rows('select max(created_at)::text as newest from drizzle.__drizzle_migrations')
  return Number(row?.newest ?? 0)
}

export type ApplyModuleSqlOptions = {
  /** Defaults to this build's journal (newestKnownMigration). */
  newestKnown?: number
  /** Told when the bodies are left alone because a newer version migrated the database. */
  warn?: (message: string) => void
}

/**
 * Applies, in one transaction, the files whose statements the database does not hold as written; a
 * database that already matches is not touched (no lock taken on a table whose trigger is unchanged).
 * Gives the names of the files applied.
 *
 * A database migrated by a newer version is left alone: during a rolling upgrade an old instance that
 * (re)starts would otherwise put its older bodies back over the newer version's, and they would stay
 * old once the rollout ends (the new instances had applied theirs before and find nothing pending).
 */
export async function applyModuleSql(
  runner: SqlRunner,
  files = readModuleSqlFiles(),
  options: ApplyModuleSqlOptions = {},
): Promise<string[]> {
  const newestKnown = options.newestKnown ?? newestKnownMigration()
  const newestApplied = await newestAppliedMigration(runner)
  if (newestApplied > newestKnown) {
    const warn = options.warn ?? console.warn
    warn(
      `database functions and triggers left as they are: the database holds a migration (${newestApplied}) ` +
        `newer than this version's newest (${newestKnown}): a newer version of Spotlight owns their bodies ` +
        '(finish the rolling upgrade; this instance runs on them meanwhile)',
    )
    return []
  }
  const held = new Set(await databaseDefinitions(runner))
  const stale = files.filter((file) => file.statements.some((statement) => !held.has(statement)))
  if (stale.length === 0) return []
  await runner.transaction(async () => {
    for (const file of stale) await runner.exec(file.text)
  })
  return stale.map((file) => file.name)
}

/** A statement as the database prints it back: no comment around it, no final `;`, `CREATE` for a trigger. */
export function canonical(statement: string): string {
  return statement
    .trim()
    .replace(/;$/, '')
    .trim()
    .replace(/^CREATE OR REPLACE TRIGGER /, 'CREATE TRIGGER ')
}

/** Dollar-quoted, quoted, double-quoted text; a comment; anything else up to one of those or a `;`. */
const TOKEN =
  /(\$(?:[A-Za-z_]\w*)?\$)[\s\S]*?\1|'(?:[^']|'')*'|"(?:[^"]|"")*"|(--[^\n]*|\/\*[\s\S]*?\*\/)|(;)|[^$'"\-/;]+|[\s\S]/gy

/** Splits SQL at the semicolons outside quotes, dollar quotes and comments, dropping the comments. */
export function splitStatements(text: string): string[] {
  const statements: string[] = []
  let current = ''
  TOKEN.lastIndex = 0
  for (let token = TOKEN.exec(text); token; token = TOKEN.exec(text)) {
    if (token[2]) continue
    if (token[3]) {
      statements.push(current)
      current = ''
    } else current += token[0]
  }
  statements.push(current)
  return statements.map((statement) => statement.trim()).filter(Boolean)
}
