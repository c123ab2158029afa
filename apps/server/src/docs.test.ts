import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES } from './config/env'

// docs/architecture.md is the map a newcomer follows; a file that moved must not leave it pointing at
// nothing. Every backticked token that looks like a file path (an extension, or a trailing slash for a
// folder) has to exist. A path from a top-level folder is checked as written; a shorter form, as the
// walkthroughs write it (`use-cases/create-payment.ts`, `features/payments/`, `app.ts`), must be the
// end of some path in the repository.

const root = fileURLToPath(new URL('../../../', import.meta.url))
const MAP = 'docs/architecture.md'
/** Folders never walked: installed, built or generated, not part of the sources. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'build', 'data', '.react-router', 'coverage'])

function repositoryPaths(): { files: Set<string>; folders: Set<string> } {
  const files = new Set<string>()
  const folders = new Set<string>()
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        folders.add(child)
        walk(child)
      } else {
        files.add(child)
      }
    }
  }
  walk('')
  return { files, folders }
}

/** A file name with one of the extensions the repository's sources and documents use. */
const FILE = /^[\w.+$@-]+(\/[\w.+$@-]+)*\.(ts|tsx|mts|mjs|js|json|md|sql|css|html|svg|txt|yml|yaml)$/

/** Backticked tokens that name a file (`name.ext`, a `#member` allowed after it) or a folder (`name/`). */
export function pathTokens(markdown: string): string[] {
  const tokens = new Set<string>()
  for (const [, raw] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const token = raw!.replace(/#[\w.]*$/, '')
    // Placeholders and globs (`modules/<name>/`, `schema/*.ts`), URLs and API paths are not files.
    if (/[<>*{}:?=]/.test(token) || token.startsWith('/')) continue
    if (/^\.?[\w.+$@-]+(\/[\w.+$@-]+)*\/$/.test(token) || FILE.test(token)) tokens.add(token)
  }
  return [...tokens]
}

describe('docs/architecture.md', () => {
  const markdown = readFileSync(path.join(root, MAP), 'utf8')
  const { files, folders } = repositoryPaths()
  const topLevel = new Set([...files, ...folders].filter((p) => !p.includes('/')))

  function exists(token: string): boolean {
    const isFolder = token.endsWith('/')
    const name = isFolder ? token.slice(0, -1) : token
    const pool = isFolder ? folders : files
    if (topLevel.has(name.split('/')[0]!) && name.includes('/')) return pool.has(name)
    if (pool.has(name)) return true
    for (const candidate of pool) if (candidate.endsWith(`/${name}`)) return true
    return false
  }

  it('names file paths in backticks (the check below has something to check)', () => {
    expect(pathTokens(markdown).length).toBeGreaterThan(50)
  })

  it('names only files and folders that exist', () => {
    const missing = pathTokens(markdown).filter((token) => !exists(token))
    expect(missing, `${MAP} names paths that do not exist`).toEqual([])
  })

  // A module or feature added without its row is one a newcomer cannot find on the map.
  it.each([
    ['Server modules', 'apps/server/src/modules'],
    ['Web features', 'apps/web/app/features'],
  ])('has a row for every folder of its "%s" table (%s)', (heading, folder) => {
    const start = markdown.indexOf(`### ${heading}`)
    expect(start, `${MAP} has no "${heading}" table`).toBeGreaterThan(-1)
    const table = markdown.slice(start, markdown.indexOf('\n#', start + 1))
    const rows = new Set([...table.matchAll(/^\| `([\w-]+)\/`/gm)].map((match) => match[1]!))
    const present = readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(
      present.filter((name) => !rows.has(name)),
      `${folder} folders missing from ${MAP}`,
    ).toEqual([])
  })
})

describe('pathTokens', () => {
  it('keeps file and folder paths and leaves out what is not one', () => {
    const markdown =
      '`apps/web/app/root.tsx` `features/payments/` `session-links.service.ts#handOut` `.prettierrc` ' +
      '`apps/server/src/modules/<name>/` `schema/*.ts` `/api/search` `npm` `X-Cache` `0.5` `print:hidden` ' +
      '`promotionsService.tick` `Pi.init`'
    expect(pathTokens(markdown)).toEqual(['apps/web/app/root.tsx', 'features/payments/', 'session-links.service.ts'])
  })
})

// The README's configuration table is where an operator looks a variable up, .env.example where they
// copy it from: a variable the server reads but neither names is one nobody knows to set.
describe('the configuration variables', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  const start = readme.indexOf('## Configuration')
  const table = readme.slice(start, readme.indexOf('\n## ', start + 1))
  const tableRows = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` /gm)].map((match) => match[1]!)
  const example = readFileSync(path.join(root, '.env.example'), 'utf8')
  const exampleLines = [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)

  it('each has a row in the README configuration table, and the table names no other', () => {
    expect(
      CONFIG_VARIABLES.filter((name) => !tableRows.includes(name)),
      'missing from the README',
    ).toEqual([])
    expect(
      tableRows.filter((name) => !CONFIG_VARIABLES.includes(name)),
      'not read by config/env.ts',
    ).toEqual([])
  })

  it('each is in .env.example, set or commented out', () => {
    expect(
      CONFIG_VARIABLES.filter((name) => !exampleLines.includes(name)),
      'missing from .env.example',
    ).toEqual([])
  })
})
