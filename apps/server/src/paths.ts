import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder of apps/server, found by walking up from this module: the same code runs from
 * `src/` (tests, tsx) and bundled from `dist/`, so relative paths would differ between the two.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@spotlight/server') return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('apps/server/package.json not found above ' + import.meta.url)
    dir = parent
  }
}

export const SERVER_ROOT = findServerRoot()
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..')
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle')
/** The server modules' source: their `sql/` files are read at start-up, from the bundle too (db/module-sql.ts). */
export const MODULES_DIR = path.join(SERVER_ROOT, 'src/modules')
export const WEB_BUILD_DIR = path.join(REPO_ROOT, 'apps/web/build')
/** The demo seed's own media (the promo video it gives promoted sample articles). */
export const DEMO_ASSETS_DIR = path.join(SERVER_ROOT, 'demo-assets')
