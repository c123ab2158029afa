// First-load JavaScript of the public pages (issue 3: <= 120 KB gzip): every script a page's
// server-rendered HTML makes the browser fetch before it can hydrate (the inline bootstrap's imports
// and what they import: entry, manifest, root and route modules and their shared chunks, and
// the page language's catalogue, which root.tsx imports before hydrating), gzipped from the client
// build. `node scripts/bundle-size.mjs` starts the built server on a
// throwaway demo database; `npm run lighthouse` prints the same table for the pages it audits.
import { readdirSync, readFileSync } from 'node:fs'
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
  const language = /<html[^>]*\slang="([a-z]{2})"/.exec(html)?.[1]
  const chunkName = new RegExp(`^${language}-[\\w-]{8}\\.js$`)
  const matching = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((file) => chunkName.test(file))
  if (matching.length !== 1)
    throw new Error(`expected one catalogue chunk for lang="${language}", found ${matching.length}`)
  return `/assets/${matching[0]}`
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** Per page: the scripts and their total raw and gzip sizes (gzip level 9, as a CDN would serve). */
export async function measureFirstLoad(origin, pages) {
  const results = []
  for (const page of pages) {
    const response = await fetch(`${origin}${page.path}`)
    const html = await response.text()
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}: ${html.slice(0, 300)}`)
    const scripts = [...firstLoadScripts(html), catalogueScript(html)].map((url) => {
      const bytes = readFileSync(path.join(CLIENT_DIR, url))
      return { url, rawKb: kb(bytes.length), gzipKb: kb(gzipSync(bytes, { level: 9 }).length) }
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
      `  ${result.name.padEnd(12)} ${String(result.gzipKb).padStart(6)} KB  (${result.scripts.length} files, ${result.rawKb} KB raw)  ${verdict}`,
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
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  assertNode24('size')
  ensureBuild()
  const database = await throwawayDatabase({ pglite: true })
  const server = await startServer(database, { NODE_ENV: 'development', SEED_DEMO: '1' })
  try {
    printFirstLoad(await measureFirstLoad(server.origin, await publicPages(server.origin)))
  } finally {
    await stopServer(server)
    await database.cleanup()
  }
}
