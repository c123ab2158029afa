// A local ESLint rule: a server module reads and writes only the tables it owns
// (apps/server/src/db/schema/owners.json, decision 0014). It looks at two ways in: the tables a file
// imports from the schema, and the tables its raw `sql` templates name after from, join, update or into.
// Another module's table is reached through that module's service, or the file is listed among the
// exceptions of owners.json with its reason.
import path from 'node:path'

/** The schema, imported by `#src/db/schema/...` or by a relative path. */
const SCHEMA_SOURCE = /(^#src\/db\/schema|\/db\/schema)(\/[\w.-]+)?$/
/** A table named in raw SQL: the name after the keyword, unless it is a function call. */
const SQL_TABLE = /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi

/** The schema's export name as its SQL table name (the schema uses Drizzle's snake_case casing). */
export const sqlName = (exportName) => exportName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

export const ownedTables = {
  meta: {
    type: 'problem',
    docs: { description: "Reach another module's tables through its service, or list the file as an exception." },
    schema: [
      {
        type: 'object',
        properties: {
          modulesDir: { type: 'string' },
          owners: { type: 'object' },
          exceptions: { type: 'array' },
        },
        required: ['modulesDir', 'owners', 'exceptions'],
      },
    ],
    messages: {
      foreign:
        "'{{table}}' is a table of the {{owner}} module: ask its service, or list this file with its reason among the exceptions of apps/server/src/db/schema/owners.json.",
      namespace: 'Import the tables this module owns by name, not the whole schema.',
    },
  },
  create(context) {
    const { modulesDir, owners, exceptions } = context.options[0]
    const relative = path.relative(modulesDir, context.filename).split(path.sep).join('/')
    if (relative.startsWith('..')) return {}
    const module = relative.split('/')[0]

    const ownerOf = new Map()
    for (const [owner, tables] of Object.entries(owners)) for (const table of tables) ownerOf.set(table, owner)
    const bySqlName = new Map([...ownerOf.keys()].map((table) => [sqlName(table), table]))
    const allowed = new Set([
      ...(owners[module] ?? []),
      ...exceptions.filter((exception) => exception.file === relative).flatMap((exception) => exception.tables),
    ])

    function check(node, table) {
      const owner = ownerOf.get(table)
      if (owner !== undefined && !allowed.has(table))
        context.report({ node, messageId: 'foreign', data: { table, owner } })
    }

    return {
      ImportDeclaration(node) {
        if (!SCHEMA_SOURCE.test(node.source.value)) return
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') check(specifier, specifier.imported.name)
          else context.report({ node: specifier, messageId: 'namespace' })
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ')
        const named = new Set([...text.matchAll(SQL_TABLE)].map((match) => bySqlName.get(match[1].toLowerCase())))
        for (const table of named) if (table !== undefined) check(node, table)
      },
    }
  },
}

export const ownedTablesPlugin = { rules: { 'owned-tables': ownedTables } }
