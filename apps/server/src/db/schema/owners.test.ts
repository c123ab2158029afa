import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getTableName, isTable } from 'drizzle-orm'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { MODULES_DIR, REPO_ROOT } from '#src/paths'
import * as schema from './index'

type Owners = {
  owners: Record<string, string[]>
  exceptions: { file: string; tables: string[]; reason: string }[]
}

const { owners, exceptions } = JSON.parse(readFileSync(new URL('./owners.json', import.meta.url), 'utf8')) as Owners
const ownerOf = new Map(Object.entries(owners).flatMap(([module, tables]) => tables.map((table) => [table, module])))
const tables = Object.entries(schema).filter(([, value]) => isTable(value))

describe('the owners of the tables (owners.json)', () => {
  it('name one module for every table of the schema, and nothing else', () => {
    const listed = Object.values(owners).flat()
    expect(new Set(listed).size, 'a table listed twice').toBe(listed.length)
    expect([...listed].sort()).toEqual(tables.map(([name]) => name).sort())
    const modules = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(Object.keys(owners).filter((module) => !modules.some((entry) => entry.name === module))).toEqual([])
  })

  it("spell each table's SQL name as the lint rule derives it from the export name", () => {
    for (const [name, table] of tables) {
      expect(getTableName(table as Parameters<typeof getTableName>[0])).toBe(
        name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      )
    }
  })

  it("list exceptions of files that exist, for other modules' tables, each with its reason", () => {
    for (const exception of exceptions) {
      const module = exception.file.split('/')[0]!
      expect(existsSync(path.join(MODULES_DIR, exception.file)), exception.file).toBe(true)
      expect(exception.tables.length, exception.file).toBeGreaterThan(0)
      for (const table of exception.tables) expect(ownerOf.get(table), `${exception.file}: ${table}`).not.toBe(module)
      expect(exception.reason.length, exception.file).toBeGreaterThan(20)
    }
  })
})

describe('the owned-tables lint rule', () => {
  const eslint = new ESLint({ cwd: REPO_ROOT })
  const messagesOf = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(MODULES_DIR, file) })
    return result!.messages
      .filter((message) => message.ruleId === 'local/owned-tables')
      .map((message) => message.message)
  }

  it("refuses another module's table, imported or named in raw SQL, and a whole-schema import", async () => {
    const code = [
      "import { sql } from 'drizzle-orm'",
      "import * as schema from '#src/db/schema/index'",
      "import { articles, payments } from '#src/db/schema/index'",
      'export const all = [schema, articles, payments]',
      'export const admins = sql`select id from users where role = ${"ADMIN"}`',
      '',
    ].join('\n')

    const messages = await messagesOf('payments/payments-report.repository.ts', code)

    expect(messages).toHaveLength(3)
    expect(messages[0]).toMatch(/^Import the tables this module owns by name/)
    expect(messages[1]).toMatch(/^'articles' is a table of the articles module/)
    expect(messages[2]).toMatch(/^'users' is a table of the auth module/)
  }, 60_000)

  it("refuses another module's table handed to the query builder, however the file got it", async () => {
    const code = [
      "import { categories, users as accounts } from './payments-tables'",
      "import { eq } from 'drizzle-orm'",
      'const people = accounts',
      'export const reads = (db) => [',
      '  db.select().from(categories),',
      '  db.select().from(payments).innerJoin(people, eq(payments.username, people.username)),',
      '  db.query.articles.findMany(),',
      ']',
      'export const writes = (db) => [db.insert(categories).values({}), db.update(accounts).set({}), db.delete(categories)]',
      "export { reports } from '#src/db/schema/index'",
      '',
    ].join('\n')

    const messages = await messagesOf('payments/payments-report.repository.ts', code)

    expect(messages).toEqual([
      expect.stringMatching(/^'categories' is a table of the categories module/),
      expect.stringMatching(/^'users' is a table of the auth module/),
      expect.stringMatching(/^'articles' is a table of the articles module/),
      expect.stringMatching(/^'categories' is a table of the categories module/),
      expect.stringMatching(/^'users' is a table of the auth module/),
      expect.stringMatching(/^'categories' is a table of the categories module/),
      expect.stringMatching(/^'reports' is a table of the reports module/),
    ])
  }, 60_000)

  it("lets the query builder use the module's own tables, and a listed file the tables its exception names", async () => {
    const own = [
      "import { promotionRenewals, promotions } from './promotions-tables'",
      'export const read = (db) => db.select().from(promotions).leftJoin(promotionRenewals, undefined)',
      'export const write = (db) => db.update(promotions).set({})',
      '',
    ].join('\n')
    const listed = [
      "import { articles, categories } from '#src/db/schema/index'",
      'export const read = (db) => db.select().from(articles).innerJoin(categories, undefined)',
      '',
    ].join('\n')

    expect(await messagesOf('promotions/promotions.repository.ts', own)).toEqual([])
    expect(await messagesOf('payments/payment-history.repository.ts', listed)).toEqual([])
  }, 60_000)

  it('lets a module use its own tables, and a listed file the tables its exception names', async () => {
    const own = "import { payments } from '#src/db/schema/index'\nexport const own = payments\n"
    const listed =
      "import { articles, categories } from '#src/db/schema/index'\nexport const used = [articles, categories]\n"

    expect(await messagesOf('payments/payments-report.repository.ts', own)).toEqual([])
    expect(await messagesOf('payments/payment-history.repository.ts', listed)).toEqual([])
  }, 60_000)
})
