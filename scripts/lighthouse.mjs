// `npm run lighthouse` (docs/performance.md): Lighthouse's mobile preset (simulated slow 4G, a mid-range phone)
// on Debian's Chromium against the built server with the demo content, on the home page, an
// article, a category and /advertise, in English, Vietnamese and Simplified Chinese (LIGHTHOUSE_LANGUAGES),
// five measured runs a page (LIGHTHOUSE_RUNS). Prints the median
// run's four category scores, LCP, TBT, CLS and total bytes, and every run's performance score and
// host CPU index; then the first-load JavaScript of the public pages; writes bench/lighthouse.json.
// Lighthouse (~200 packages) lives in tools/lighthouse and is installed there on first use, so the
// main install stays small.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from './build-stamp.mjs'
import { assertNode24, ensureBuild, startServer, stopServer, throwawayDatabase } from './bench-server.mjs'
import { measureFirstLoad, printFirstLoad, publicPages } from './bundle-size.mjs'

const TOOL_DIR = path.join(root, 'tools/lighthouse')
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// The targets (README, "Performance"; decision 0012): performance 100, LCP <= 1.5 s and CLS 0 on all
// four pages, the other categories 100, and the article page <= 150 KB in all.
const TARGETS = {
  performance: 100,
  accessibility: 100,
  seo: 100,
  bestPractices: 100,
  lcpMs: 1500,
  cls: 0,
  articleKb: 150,
}

assertNode24('lighthouse')

function ensureLighthouse() {
  if (existsSync(path.join(TOOL_DIR, 'node_modules/lighthouse'))) return
  console.log('[lighthouse] installing Lighthouse into tools/lighthouse (once)…')
  const result = spawnSync('npm', ['ci', '--prefix', TOOL_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm ci --prefix tools/lighthouse failed')
}

const toolImport = (specifier) => import(pathToFileURL(path.join(TOOL_DIR, 'node_modules', specifier)).href)

/** Measured runs per page (after a warm-up run); Lighthouse's own advice against its variance is 5. */
const RUNS_PER_PAGE = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
// English at the pages' bare paths (it is the default language, which has no prefix), then each other
// language at its own address (`/vi/…`): Vietnamese's stacked diacritics and Chinese's Han text are
// the heaviest text to lay out and the likeliest to need a web font by mistake.
// LIGHTHOUSE_LANGUAGES=en audits the English pages alone.
const LANGUAGES = (process.env.LIGHTHOUSE_LANGUAGES ?? 'en,vi,zh-Hans').split(',').map((code) => code.trim())
// LIGHTHOUSE_PAGES=article narrows a run to some of the four while iterating on one page.
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'home,article,category,advertise').split(',').map((name) => name.trim())

/** A page at a language's address: English, the default language, keeps the bare path; any other adds its prefix. */
function inLanguage(page, language) {
  if (language === 'en') return page
  return { ...page, name: `${page.name} ${language}`, path: `/${language}${page.path === '/' ? '' : page.path}` }
}

function summarise(lhr) {
  const { categories, audits } = lhr
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    totalKb: Math.round(audits['total-byte-weight'].numericValue / 102.4) / 10,
    failing: Object.values(categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
  }
}

async function auditPages(origin, pages) {
  const { default: lighthouse } = await toolImport('lighthouse/core/index.js')
  const { computeMedianRun } = await toolImport('lighthouse/core/lib/median-run.js')
  const chromeLauncher = await toolImport('chrome-launcher/dist/index.js')
  const flags = ['--headless=new', '--disable-gpu', '--disable-dev-shm-usage']
  if (process.getuid?.() === 0) flags.push('--no-sandbox') // Chromium refuses to run as root otherwise
  const results = []
  for (const page of pages) {
    // A fresh browser per page: no cache or service state carried from one audit to the next.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: flags })
    try {
      // Once to warm the server (its page cache, as under real traffic), then the measured runs.
      // Lighthouse empties the browser's cache and storage before each run. The page's figures are
      // its median run's (Lighthouse's pick: nearest the median FCP and time to interactive), with
      // every run's performance score beside them.
      await lighthouse(`${origin}${page.path}`, { port: chrome.port, logLevel: 'error' })
      const runs = []
      // A run Lighthouse could not complete (its runtimeError, e.g. no first paint seen in time on a
      // busy machine) is reported and taken again, up to twice, rather than failing the whole report.
      let failedRuns = 0
      while (runs.length < RUNS_PER_PAGE) {
        const { lhr } = await lighthouse(`${origin}${page.path}`, { port: chrome.port, logLevel: 'error' })
        if (!lhr.runtimeError) {
          runs.push(lhr)
          continue
        }
        console.warn(`[lighthouse] ${page.path}: run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`)
        if (++failedRuns > 2) throw new Error(`Lighthouse failed on ${page.path} three times`)
      }
      const performanceRuns = runs.map((lhr) => summarise(lhr).performance)
      // Lighthouse's measure of this machine's CPU speed during each run (higher is faster): the
      // simulation multiplies the observed main-thread work by 4 whatever it is, so a busy host
      // lowers the score. One sample per run: a hint, not a proof, of a busy machine.
      const cpuIndexRuns = runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex))
      results.push({ ...page, ...summarise(computeMedianRun(runs)), performanceRuns, cpuIndexRuns })
    } finally {
      await chrome.kill()
    }
  }
  return results
}

function printTable(results) {
  const header = [
    'page',
    'perf (median run)',
    'all runs',
    'CPU index',
    'a11y',
    'best',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
    'total KB',
  ]
  const rows = results.map((r) => [
    r.name,
    r.performance,
    r.performanceRuns.join(' '),
    r.cpuIndexRuns.join(' '),
    r.accessibility,
    r.bestPractices,
    r.seo,
    r.lcpMs,
    r.tbtMs,
    r.cls,
    r.totalKb,
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)))
  const format = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')
  console.log(format(header))
  for (const row of rows) console.log(format(row))
}

function misses(results) {
  const found = []
  for (const r of results) {
    if (r.performance < TARGETS.performance)
      found.push(`${r.name}: performance ${r.performance} < ${TARGETS.performance}`)
    if (r.accessibility < TARGETS.accessibility) found.push(`${r.name}: accessibility ${r.accessibility}`)
    if (r.seo < TARGETS.seo) found.push(`${r.name}: SEO ${r.seo}`)
    if (r.bestPractices < TARGETS.bestPractices) found.push(`${r.name}: best practices ${r.bestPractices}`)
    if (r.lcpMs > TARGETS.lcpMs) found.push(`${r.name}: LCP ${r.lcpMs} ms > ${TARGETS.lcpMs} ms`)
    if (r.cls > TARGETS.cls) found.push(`${r.name}: CLS ${r.cls} > ${TARGETS.cls}`)
    if (r.name === 'article' && r.totalKb > TARGETS.articleKb)
      found.push(`article: ${r.totalKb} KB > ${TARGETS.articleKb} KB`)
  }
  return found
}

async function main() {
  ensureLighthouse()
  ensureBuild()
  const database = await throwawayDatabase({ pglite: true })
  // The demo content needs a development start (never seeded in production); the client bundles
  // are the same production build either way, and the Pi SDK is the local simulator's (no network).
  const server = await startServer(database, { NODE_ENV: 'development', SEED_DEMO: '1', LOG_LEVEL: 'warn' })
  try {
    const all = await publicPages(server.origin)
    const four = all.filter((page) => PAGES.includes(page.name))
    const audited = LANGUAGES.flatMap((language) => four.map((page) => inLanguage(page, language)))
    const results = await auditPages(server.origin, audited)
    printTable(results)
    for (const r of results) if (r.failing.length) console.log(`  ${r.name}: below 1: ${r.failing.join(', ')}`)
    const firstLoad = await measureFirstLoad(server.origin, all)
    printFirstLoad(firstLoad)
    const found = misses(results)
    console.log(found.length ? `targets missed:\n  ${found.join('\n  ')}` : 'all Lighthouse targets met')
    mkdirSync(path.join(root, 'bench'), { recursive: true })
    const report = {
      date: new Date().toISOString(),
      chromium: CHROMIUM,
      preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      runsPerPage: RUNS_PER_PAGE,
      languages: LANGUAGES,
      targets: TARGETS,
      pages: results,
      firstLoadJs: firstLoad.map(({ name, path: pagePath, gzipKb, rawKb }) => ({
        name,
        path: pagePath,
        gzipKb,
        rawKb,
      })),
      misses: found,
    }
    writeFileSync(path.join(root, 'bench/lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log('[lighthouse] wrote bench/lighthouse.json')
  } finally {
    await stopServer(server)
    await database.cleanup()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
