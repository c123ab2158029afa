import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import {
  applyModuleSql,
  canonical,
  databaseDefinitions,
  newestKnownMigration,
  readModuleSqlFiles,
  splitStatements,
  type SqlRunner,
} from './module-sql'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database.drop()
})

/** Reads through Drizzle; refuses to write, so a test can tell that nothing was applied. */
function readOnlyRunner(): SqlRunner {
  return {
    rows: async (text) => {
      const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }
      return result.rows
    },
    exec: () => Promise.reject(new Error('nothing should be applied')),
    transaction: () => Promise.reject(new Error('nothing should be applied')),
  }
}

function fileStatements(): string[] {
  return readModuleSqlFiles()
    .flatMap((file) => file.statements)
    .sort()
}

/** A definition's first line, to name it in a failure. */
const heads = (definitions: string[]) => definitions.map((definition) => definition.split('\n')[0])

describe("the modules' SQL files", () => {
  it('hold exactly the functions and triggers a migrated database holds, as it prints them', async () => {
    const held = await databaseDefinitions(readOnlyRunner())
    const files = fileStatements()

    // Named first, so a failure says which is missing where; then compared as text.
    expect(
      heads(held.filter((definition) => !files.includes(definition))),
      'in the database, not as in a file',
    ).toEqual([])
    expect(heads(files.filter((statement) => !held.includes(statement))), 'in a file, not in the database').toEqual([])
    expect(files).toEqual(held)
  })

  it('hold one function each, named as its file, with the triggers that run it', () => {
    const files = readModuleSqlFiles()
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const name = file.name.replace(/^.*\//, '').replace(/\.sql$/, '')
      const functions = file.statements.filter((statement) => statement.startsWith('CREATE OR REPLACE FUNCTION '))
      const triggers = file.statements.filter((statement) => statement.startsWith('CREATE TRIGGER '))
      expect(
        functions.map((statement) => statement.split('(')[0]),
        file.name,
      ).toEqual([`CREATE OR REPLACE FUNCTION public.${name}`])
      expect(functions.length + triggers.length, `${file.name}: functions and triggers only`).toBe(
        file.statements.length,
      )
      for (const trigger of triggers) expect(trigger, file.name).toMatch(new RegExp(`EXECUTE FUNCTION ${name}\\(\\)$`))
    }
  })

  it('leave a database that already matches them untouched', async () => {
    await expect(applyModuleSql(readOnlyRunner())).resolves.toEqual([])
  })

  it("bring an upgraded database's older bodies and missing triggers to the files' at start-up", async () => {
    // What an older release could have left: another body, a trigger not made yet.
    await database.db.execute(
      sql.raw(`create or replace function spotlight_search_fold(value text) returns text
        language sql stable strict parallel safe as $$ select lower(value) $$`),
    )
    await database.db.execute(sql.raw('drop trigger categories_search_rename on categories'))
    expect(await databaseDefinitions(readOnlyRunner())).not.toEqual(fileStatements())

    await database.migrate()

    expect(await databaseDefinitions(readOnlyRunner())).toEqual(fileStatements())
    const folded = await database.db.execute(sql`select spotlight_search_fold('Ánimo') as folded`)
    expect(JSON.stringify(folded)).toContain('"folded":"animo"')
  })
})

describe("the modules' SQL during a rolling upgrade", () => {
  /** A body other than this build's file holds: here, the newer version's. */
  const newerFold = `create or replace function spotlight_search_fold(value text) returns text
    language sql stable strict parallel safe as $$ select lower(value) $$`
  const folded = async () =>
    JSON.stringify(await database.db.execute(sql`select spotlight_search_fold('Ánimo') as folded`))

  it('an instance older than the database leaves the newer bodies alone, and says so', async () => {
    // A newer version migrated the database (a migration this build does not carry) and wrote its own
    // body; this build is the old instance restarting mid-rollout.
    const newer = newestKnownMigration() + 60_000
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${newer})`,
    )
    await database.db.execute(sql.raw(newerFold))
    const before = await databaseDefinitions(readOnlyRunner())
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let warnings: unknown[] = []
    try {
      await database.migrate()
      warnings = warn.mock.calls.flat()
    } finally {
      warn.mockRestore()
    }

    expect(await databaseDefinitions(readOnlyRunner())).toEqual(before)
    expect(await folded()).toContain('"folded":"ánimo"')
    expect(warnings).toContainEqual(expect.stringMatching(/newer version of Spotlight owns their bodies/))
  })

  it('the newest version applies its bodies as before', async () => {
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-version'`)

    await database.migrate()

    expect(await databaseDefinitions(readOnlyRunner())).toEqual(fileStatements())
    expect(await folded()).toContain('"folded":"animo"')
  })
})

describe('splitStatements', () => {
  it('splits at semicolons outside quotes, dollar quotes and comments, and drops the comments', () => {
    const text = [
      '-- why; it matters',
      "CREATE OR REPLACE FUNCTION public.f()\n RETURNS text\nAS $function$ select 'a;b' -- c; d\n $function$;",
      '/* between; */',
      'CREATE OR REPLACE TRIGGER t AFTER UPDATE ON public.x FOR EACH ROW EXECUTE FUNCTION f();',
    ].join('\n')

    expect(splitStatements(text).map(canonical)).toEqual([
      "CREATE OR REPLACE FUNCTION public.f()\n RETURNS text\nAS $function$ select 'a;b' -- c; d\n $function$",
      'CREATE TRIGGER t AFTER UPDATE ON public.x FOR EACH ROW EXECUTE FUNCTION f()',
    ])
  })
})
