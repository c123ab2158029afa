// First-load JavaScript of the public pages (budget: <= 120 KB gzip, decision 0005): every script a page's
// server-rendered HTML makes the browser fetch before it can hydrate (the inline bootstrap's imports
// and what they import: entry, manifest, root and route modules and their shared chunks, and
// the page language's catalogue, which root.tsx imports before hydrating), gzipped from the client
// build, for every public page in every language of the registry. `node scripts/bundle-size.mjs` starts the built server on a
// throwaway demo database; `npm run lighthouse` prints the same table for the pages it audits.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from './build-stamp.mjs'
import { assertNode24, ensureBuild, startServer, stopServer, throwawayDatabase } from './bench-server.mjs'

export const FIRST_LOAD_BUDGET_KB = 120
const CLIENT_DIR = path.join(root, 'apps/web/build/client')

/** A module's static imports (`import … from "…"`, `import "…"`; not `import(…)`, which loads on demand). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g

/**
 * Script URLs a page's HTML makes the browser fetch before it can hydrate: those it names
 * (`<link rel="modulepreload">`, `<script src>`, the bootstrap's `import … from "…"` and its
 * `import("…")` of the entry, inert or not) and every module they import statically, read from the
 * build. The public pages name no preloads (deferred-scripts.server.ts), so the imports are followed:
 * on a page with preloads both ways give the same files.
 */
export function firstLoadScripts(html) {
  const urls = new Set()
  const patterns = [
    /<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g,
    /<script[^>]+src="([^"]+)"/g,
    STATIC_IMPORT,
    /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g,
  ]
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) urls.add(match[1])
  const pending = [...urls].filter((url) => url.startsWith('/assets/'))
  const found = new Set(pending)
  while (pending.length > 0) {
    const url = pending.pop()
    const code = readFileSync(path.join(CLIENT_DIR, url), 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const imported = new URL(match[1], `http://x${url}`).pathname
      if (found.has(imported)) continue
      found.add(imported)
      pending.push(imported)
    }
  }
  return [...found]
}

/**
 * The catalogue chunk of the page's `<html lang>`: root.tsx awaits it before hydrating, through a
 * dynamic import the HTML does not name. Found by its chunk name (`en-<hash>.js`); a build without
 * exactly one such chunk fails the measurement rather than leaving it out.
 */
export function catalogueScript(html) {
  const language = /<html[^>]*\slang="([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)"/.exec(html)?.[1]
  const chunkName = new RegExp(`^${language}-[\\w-]{8}\\.js$`)
  const matching = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((file) => chunkName.test(file))
  if (matching.length !== 1)
    throw new Error(`expected one catalogue chunk for lang="${language}", found ${matching.length}`)
  return `/assets/${matching[0]}`
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/**
 * A script's gzip size as the server sends it: the build's precompressed `.gz` copy (Zopfli), or,
 * for a file too small to have one, zlib's level 9.
 */
function gzipBytes(file, bytes) {
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(bytes, { level: 9 }).length
}

/** Per page: the scripts and their total raw and gzip sizes (as the server sends them to a browser without brotli). */
export async function measureFirstLoad(origin, pages) {
  const results = []
  for (const page of pages) {
    // A page's language is the `lang` cookie's (the page cache keys on it): one measure per language.
    const headers = page.language ? { cookie: `lang=${page.language}` } : {}
    const response = await fetch(`${origin}${page.path}`, { headers })
    const html = await response.text()
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}: ${html.slice(0, 300)}`)
    if (page.language && !html.includes(`lang="${page.language}"`))
      throw new Error(`${page.path} was not served in ${page.language}`)
    const scripts = [...firstLoadScripts(html), catalogueScript(html)].map((url) => {
      const file = path.join(CLIENT_DIR, url)
      const bytes = readFileSync(file)
      return { url, rawKb: kb(bytes.length), gzipKb: kb(gzipBytes(file, bytes)) }
    })
    const gzipKb = kb(scripts.reduce((sum, script) => sum + script.gzipKb * 1024, 0))
    results.push({ ...page, scripts, gzipKb, rawKb: kb(scripts.reduce((sum, s) => sum + s.rawKb * 1024, 0)) })
  }
  return results
}

export function printFirstLoad(results) {
  console.log('first-load JavaScript (gzip), budget %d KB:', FIRST_LOAD_BUDGET_KB)
  for (const result of results) {
    const verdict = result.gzipKb <= FIRST_LOAD_BUDGET_KB ? 'ok' : 'OVER'
    console.log(
      `  ${result.name.padEnd(20)} ${String(result.gzipKb).padStart(6)} KB  (${result.scripts.length} files, ${result.rawKb} KB raw)  ${verdict}`,
    )
  }
  if (process.env.SIZE_VERBOSE) {
    for (const result of results) {
      console.log(`  ${result.name}:`)
      for (const script of [...result.scripts].sort((a, b) => b.gzipKb - a.gzipKb)) {
        console.log(`    ${String(script.gzipKb).padStart(6)} KB  ${script.url}`)
      }
    }
  }
}

/**
 * The public pages, with the first demo article and category (the demo seed is on): search finds
 * that article by its title's first word, and the privacy policy stands for the three legal pages.
 */
export async function publicPages(origin) {
  const [article] = await (await fetch(`${origin}/api/articles?limit=1`)).json()
  const word = article.title.split(/\s+/)[0]
  return [
    { name: 'home', path: '/' },
    { name: 'article', path: `/articles/${article.id}` },
    { name: 'category', path: '/category/marketplaces' },
    { name: 'featured', path: '/featured-articles' },
    { name: 'advertise', path: '/advertise' },
    { name: 'contact', path: '/contact' },
    { name: 'search', path: `/search?${new URLSearchParams({ q: word }).toString()}` },
    { name: 'legal', path: '/privacy-policy' },
    { name: 'how-it-works', path: '/how-it-works' },
  ]
}

/** Every public page in every language of the registry (read from the build's public config). */
export async function publicPagesInEveryLanguage(origin) {
  const pages = await publicPages(origin)
  const languages = await registryLanguages()
  return languages.flatMap((language) => pages.map((page) => ({ ...page, name: `${page.name} ${language}`, language })))
}

/** The registry's codes, from its source (this script runs without the TypeScript toolchain). */
async function registryLanguages() {
  const source = readFileSync(path.join(root, 'packages/shared/src/domain/languages.ts'), 'utf8')
  const codes = [...source.matchAll(/^\s+code: '([A-Za-z-]+)',$/gm)].map((match) => match[1])
  if (codes.length === 0) throw new Error('no language found in the registry')
  return codes
}

if (import.meta.url === `file://${process.argv[1]}`) {
  assertNode24('size')
  ensureBuild()
  const database = await throwawayDatabase({ pglite: true })
  const server = await startServer(database, { NODE_ENV: 'development', SEED_DEMO: '1' })
  try {
    const results = await measureFirstLoad(server.origin, await publicPagesInEveryLanguage(server.origin))
    printFirstLoad(results)
    if (results.some((result) => result.gzipKb > FIRST_LOAD_BUDGET_KB)) process.exitCode = 1
  } finally {
    await stopServer(server)
    await database.cleanup()
  }
}
