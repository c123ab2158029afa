// A local ESLint rule: a server module reads and writes only the tables it owns
// (apps/server/src/db/schema/owners.json, decision 0014). It looks at every way in: the tables a file
// imports (or re-exports) from the schema; the tables its Drizzle query builder is handed (`.from(`,
// the joins, `insert(`, `update(`, `delete(`, `$count(`, `.query.<table>`), however the file got them,
// a re-export by another file of the module included; and the tables its raw `sql` templates name after
// from, join, update or into. Another module's table is reached through that module's service, or the
// file is listed among the exceptions of owners.json with its reason.
import path from 'node:path'

/** The schema, imported by `#src/db/schema/...` or by a relative path. */
const SCHEMA_SOURCE = /(^#src\/db\/schema|\/db\/schema)(\/[\w.-]+)?$/
/** A table named in raw SQL: the name after the keyword, unless it is a function call. */
const SQL_TABLE = /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi

/** The query builder's calls whose first argument is the table they read or write. */
const TABLE_CALLS = new Set([
  'from',
  'join',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'insert',
  'update',
  'delete',
  '$count',
])

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

    const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.value)

    /**
     * The schema table an identifier stands for, by the name it was imported under (from any file:
     * a module's file may hand on a table it imported) or through a local alias of one. A table
     * imported straight from the schema was already checked at its import, so it is not reported twice.
     */
    function tableOf(identifier, seen = new Set()) {
      let scope = context.sourceCode.getScope(identifier)
      let variable
      while (scope && !variable) {
        variable = scope.set.get(identifier.name)
        scope = scope.upper
      }
      if (!variable || seen.has(variable)) return undefined
      seen.add(variable)
      const definition = variable.defs[0]
      if (definition?.type === 'ImportBinding') {
        const { node, parent } = definition
        if (node.type !== 'ImportSpecifier' || SCHEMA_SOURCE.test(parent.source.value)) return undefined
        return nameOf(node.imported)
      }
      if (definition?.type === 'Variable' && definition.node.init?.type === 'Identifier')
        return tableOf(definition.node.init, seen)
      return undefined
    }

    function checkUse(node) {
      if (node?.type !== 'Identifier') return
      const table = tableOf(node)
      if (table !== undefined) check(node, table)
    }

    function checkSchemaExport(node) {
      if (!node.source || !SCHEMA_SOURCE.test(node.source.value)) return
      if (node.type === 'ExportAllDeclaration') return context.report({ node, messageId: 'namespace' })
      for (const specifier of node.specifiers) check(specifier, nameOf(specifier.local))
    }

    return {
      ImportDeclaration(node) {
        if (!SCHEMA_SOURCE.test(node.source.value)) return
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') check(specifier, nameOf(specifier.imported))
          else context.report({ node: specifier, messageId: 'namespace' })
        }
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && SCHEMA_SOURCE.test(String(node.source.value)))
          context.report({ node, messageId: 'namespace' })
      },
      ExportNamedDeclaration: checkSchemaExport,
      ExportAllDeclaration: checkSchemaExport,
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
        if (TABLE_CALLS.has(callee.property.name)) checkUse(node.arguments[0])
      },
      MemberExpression(node) {
        // `db.query.<table>`: Drizzle's relational queries, reached through the schema the client was given.
        const object = node.object
        if (node.computed || node.property.type !== 'Identifier') return
        if (object.type !== 'MemberExpression' || object.computed || object.property.type !== 'Identifier') return
        if (object.property.name !== 'query') return
        const table = node.property.name
        if (ownerOf.has(table)) check(node, table)
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
