// `npm run bench` (docs/performance.md): the production build under load, next to a bare static server that
// answers the same bytes from memory. Each endpoint's requests/s is read as a ratio of that
// baseline, so the figure says how much our stack costs, not how fast this machine is.
//
//  1. build if the build is missing or stale (under the shared build lock)
//  2. a throwaway database: PostgreSQL at 127.0.0.1:5432 when it answers (its own database,
//     dropped at the end), else PGlite in a temporary folder
//  3. bench/seed.ts: 10,000 published articles (English and Spanish text, a fifth of them Vietnamese, Chinese in
//     both scripts and Korean), 10 categories, 7 slider
//     promotions, 200 reviews on the article the bench reads and ratings on a third of the cards;
//     then steps 3-5 again at 100,000 articles for the reads whose cost can grow with them
//     (BENCH_ARTICLES: the comma-separated data sets, smallest first; `BENCH_ARTICLES=10000` for one)
//  ... search is measured uncached: every request carries its own `n` parameter (ignored
//     by the API), so no two requests share a cache key, and search answers are never stored anyway
//  4. the built server with RATE_LIMIT_MAX raised (every request comes from one address; the
//     default 600/min would turn the run into 429s) and logging off
//  5. autocannon over loopback, BENCH_SECONDS (20) per endpoint at BENCH_CONNECTIONS (50), against
//     the server and its baseline in alternating rounds (server, baseline, server, baseline, ...:
//     BENCH_ROUNDS of each, by default one per 2 s, after a 1 s warm-up of each that is not counted).
//     req/s is each side's requests over its rounds' time; the ratio is the median of the per-pair
//     ratios (measurePaired says why), so drift of the shared machine between two long runs no longer
//     decides it; p50 and p99 are over every request of a side's rounds. Peak RSS from
//     /proc/<pid>/status (VmHWM)
//  6. POST /api/events (campaign stats beacons, 20 events a request), in rounds as in step 5, against
//     a baseline that reads the body and answers 204; then the endpoints of step 5 again while beacons
//     flow at the same time (BENCH_BEACON_RATE beacons a second over BEACON_CONNECTIONS more
//     connections), compared with the same baselines
//  7. a table on stdout and bench/results.json
//
// BENCH_ONLY narrows a run while iterating on one thing: a comma-separated list of `json`, `page`,
// `search`, `events` (POST /api/events) and `flow` (the endpoints measured in this run again while
// beacons flow), e.g. BENCH_ONLY=events or BENCH_ONLY=json,page,flow. A narrowed run still writes
// bench/results.json (with `only` set) and checks the targets of what it measured.
// BENCH_NODE_FLAGS adds V8/Node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { fork } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'
import { root } from './build-stamp.mjs'
import { assertNode24, ensureBuild, seed, startServer, stopServer, throwawayDatabase } from './bench-server.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
// Each endpoint and its baseline alternate in rounds (measurePaired): SECONDS split in ROUNDS for each.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? Math.round(SECONDS / 2)))
const WARMUP_SECONDS = 1
const BEACON_CONNECTIONS = Number(process.env.BENCH_BEACON_CONNECTIONS ?? 10)
// While the pages are measured again, beacons arrive at a steady rate rather than flat out: 200
// beacons of 20 events a second is 200 page views a second, each reporting 20 events, far above what
// the site expects. Flat out they would take half of a 2-core machine by construction, and the step
// would measure the CPU they take, not whether counting slows the pages down (decision 0009).
const BEACON_RATE = Number(process.env.BENCH_BEACON_RATE ?? 200)
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null
/** Whether this run measures a kind of endpoint (`beacon` is asked for as `events`), or the flow step. */
const runs = (kind) => !ONLY || ONLY.has(kind === 'beacon' ? 'events' : kind)
// `cachedRatio`: the public reads the cache answers (a list, an article, its reviews) against the yardstick.
const TARGETS = {
  jsonRatio: 0.5,
  cachedRatio: 0.8,
  pageRatio: 0.25,
  beaconRatio: 0.4,
  p99Ms: 50,
  errors: 0,
  rssMb: 250,
  p99Growth: 1.5,
}
// The data sets, smallest first: the first is measured in full, the others on the reads whose cost can
// grow with the articles, and each read's p99 compared between the first and the last (TARGETS.p99Growth).
const SCALES = (process.env.BENCH_ARTICLES ?? '10000,100000').split(',').map(Number)

// Every placement the stats count, from the shared enums (a new plan's slider is beaconed too). The shared
// package is TypeScript source with extensionless imports, which Node does not load alone: tsx does.
const { STAT_PLACEMENTS: PLACEMENTS } = await tsImport('@spotlight/shared/domain/enums', import.meta.url)
/** A beacon as a browser sends it: 20 events over 20 seeded articles, as text/plain (sendBeacon). */
function beaconRequest(articleId) {
  const events = Array.from({ length: 20 }, (_, index) => ({
    type: ['VIEW', 'IMPRESSION', 'CLICK'][index % 3],
    articleId: articleId - 10 + index,
    placement: PLACEMENTS[index % PLACEMENTS.length],
  }))
  return {
    method: 'POST',
    body: JSON.stringify({ events }),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    },
  }
}

assertNode24('bench')

function startBaseline(responses) {
  const child = fork(path.join(root, 'scripts/bench-baseline.mjs'), { stdio: 'inherit' })
  child.send({ responses })
  return new Promise((resolve) =>
    child.once('message', ({ port }) => resolve({ child, origin: `http://127.0.0.1:${port}` })),
  )
}

/** Peak resident set of a process in MB (VmHWM: the kernel's own high-water mark). */
function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

async function capture(origin, endpoint) {
  const response = await fetch(`${origin}${endpoint.path}`)
  const body = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200) throw new Error(`${endpoint.path} answered ${response.status}`)
  return {
    path: endpoint.path,
    contentType: response.headers.get('content-type') ?? '',
    body: body.toString('base64'),
    bytes: body.length,
  }
}

/** Requests that differ from one another (`&n=<counter>`): nothing can answer them from a cache. */
function uniqueRequests() {
  let counter = 0
  return [{ setupRequest: (request) => ({ ...request, path: `${request.path}&n=${counter++}` }) }]
}

/** CPU time (user + system) a process has used so far, in µs (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

/** The PostgreSQL backends serving the bench database (none on PGlite, which runs in the server). */
async function databaseBackends(database) {
  const url = database.env.DATABASE_URL
  if (!url) return []
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const name = new URL(url).pathname.slice(1)
    const result = await client.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    )
    return result.rows.map((row) => row.pid)
  } finally {
    await client.end()
  }
}

/**
 * CPU time the database spends on the server's behalf (search does most of its work there): the
 * backends' µs, sampled before and after a run; the returned function gives µs per request.
 */
async function databaseCpuMeter(database) {
  const sample = async () => {
    const pids = await databaseBackends(database)
    return new Map(pids.map((pid) => [pid, processCpuMicros(pid)]))
  }
  const before = await sample()
  return async (requests) => {
    const after = await sample()
    let micros = 0
    for (const [pid, value] of after) micros += value - (before.get(pid) ?? 0)
    return requests ? Math.round(micros / requests) : 0
  }
}

/** Like cpuMicros, but 0 for a process that has ended meanwhile (a pool may close a backend). */
function processCpuMicros(pid) {
  try {
    return cpuMicros(pid)
  } catch {
    return 0
  }
}

/**
 * One autocannon run. `pid`: the process answering, whose CPU time per request is reported too. On a
 * shared machine the requests/s move with what else runs; the CPU a request costs moves far less.
 */
async function load(url, { unique = false, pid, ...options } = {}) {
  const cpuBefore = pid ? cpuMicros(pid) : 0
  const settings = {
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...options,
    ...(unique ? { requests: uniqueRequests() } : {}),
  }
  // The round's raw histograms are kept, so several rounds' latencies add up to one distribution.
  const raw = await autocannon({ ...settings, skipAggregateResult: true })
  const cpu = pid ? cpuMicros(pid) - cpuBefore : undefined
  const figures = summary(autocannon.aggregateResult([raw], settings), raw.duration, cpu)
  // Kept out of JSON (bench/results.json): only what addUp() needs to add rounds together.
  Object.defineProperty(figures, 'round', { value: { raw, settings, cpu } })
  return figures
}

/** What the table shows of an autocannon result, with the CPU time the process answering spent. */
function summary(result, seconds, cpu) {
  return {
    // Requests over the run's time (autocannon's own average counts whole seconds only).
    requestsPerSecond: seconds ? Math.round(result.requests.total / seconds) : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    ...(cpu !== undefined && result.requests.total
      ? { cpuMicrosPerRequest: Math.round(cpu / result.requests.total) }
      : {}),
  }
}

/**
 * One side's rounds (the server's, or the baseline's) as one run: latencies from the rounds' histograms
 * together (p99 over every request of the rounds), req/s as requests over the rounds' time.
 */
function addUp(rounds) {
  const raws = rounds.map(({ round }) => round.raw)
  const result = autocannon.aggregateResult(raws, rounds[0].round.settings)
  const seconds = raws.reduce((sum, raw) => sum + raw.duration, 0)
  const cpu = rounds.some(({ round }) => round.cpu === undefined)
    ? undefined
    : rounds.reduce((sum, { round }) => sum + round.cpu, 0)
  return summary(result, seconds, cpu)
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * An endpoint and its baseline in ROUNDS alternating rounds (server, baseline, server, baseline, ...),
 * SECONDS in all for each, after a short warm-up of both (not counted: first requests compile code and
 * open connections). The ratio is the median of the per-pair ratios: the two halves of a pair run
 * seconds apart, so each pair sees the same machine, and the median drops a pair in which other work
 * on the shared machine hit one half only. A ratio of totals would still carry such a burst, and one
 * long run of each (what this did before) let the machine's drift between the two runs decide it (the
 * baseline alone moved 40,000-62,000 requests/s between runs). `databaseCpu` meters the server's rounds.
 */
async function measurePaired(serverUrl, baselineUrl, { request, unique, serverPid, baselinePid, database }) {
  const seconds = SECONDS / ROUNDS
  await load(serverUrl, { ...request, unique, duration: WARMUP_SECONDS })
  await load(baselineUrl, { ...request, duration: WARMUP_SECONDS })
  const serverRounds = []
  const baselineRounds = []
  let databaseMicros = 0
  for (let round = 0; round < ROUNDS; round++) {
    const databaseCpu = await databaseCpuMeter(database)
    const measured = await load(serverUrl, { ...request, unique, pid: serverPid, duration: seconds })
    databaseMicros += await databaseCpu(1)
    serverRounds.push(measured)
    baselineRounds.push(await load(baselineUrl, { ...request, pid: baselinePid, duration: seconds }))
  }
  const server = addUp(serverRounds)
  server.databaseCpuMicrosPerRequest = server.requests ? Math.round(databaseMicros / server.requests) : 0
  const pairs = serverRounds.map((measured, index) => {
    const base = baselineRounds[index]
    return base.requestsPerSecond ? measured.requestsPerSecond / base.requestsPerSecond : 0
  })
  return { server, baseline: addUp(baselineRounds), ratio: median(pairs), pairs: pairs.map(round2) }
}

const round2 = (value) => Math.round(value * 100) / 100

function printTable(rows) {
  const header = [
    'endpoint',
    'kind',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'baseline req/s',
    'ratio',
    'cpu µs/req',
    'db cpu µs/req',
    'baseline cpu µs/req',
    'bytes',
  ]
  const lines = rows.map((row) => [
    row.name,
    row.kind,
    row.server.requestsPerSecond,
    row.server.p50Ms,
    row.server.p99Ms,
    row.server.errors,
    row.baseline.requestsPerSecond,
    row.ratio.toFixed(2),
    row.server.cpuMicrosPerRequest ?? '',
    row.server.databaseCpuMicrosPerRequest ?? '',
    row.baseline.cpuMicrosPerRequest ?? '',
    row.bytes,
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column]).length)),
  )
  const format = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')
  console.log(format(header))
  for (const line of lines) console.log(format(line))
}

/** The machine's 1-minute load average: other work on a shared machine moves every requests/s figure. */
const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100

/**
 * One data set: seed `articles`, start the server and its baseline, measure. `full`: every endpoint,
 * the beacons and the flow step; otherwise (the larger data sets) the reads whose cost can grow with
 * the articles: the public list, an article, the SSR home and article pages and the searches.
 */
async function benchScale(articles, { full }) {
  const database = await throwawayDatabase()
  let server
  let baseline
  try {
    console.log(`[bench] seeding ${articles} articles on ${database.engine}…`)
    const seedStarted = performance.now()
    const seeded = seed({ ...database.env, BENCH_ARTICLES: String(articles) }, 'bench/seed.ts')
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10
    console.log(`[bench] seeded in ${seedSeconds} s`)
    server = await startServer(database, {
      // Every request comes from one address: the default 600/min would turn the run into 429s.
      RATE_LIMIT_MAX: '1000000000',
      SEED_DEMO: '0',
    })
    const endpoints = [
      { name: 'GET /api/articles', kind: 'json', path: '/api/articles', minimum: TARGETS.cachedRatio },
      {
        name: 'GET /api/articles/{id}',
        kind: 'json',
        path: `/api/articles/${seeded.articleId}`,
        minimum: TARGETS.cachedRatio,
      },
      { name: 'SSR home', kind: 'page', path: '/' },
      // The article with 200 reviews: its page and its first page of reviews must not slow down for them.
      { name: 'SSR article', kind: 'page', path: `/articles/${seeded.articleId}`, minimum: 0.8 },
      ...(full
        ? [
            {
              name: 'GET /api/articles/{id}/reviews',
              kind: 'json',
              path: `/api/articles/${seeded.articleId}/reviews`,
              minimum: TARGETS.cachedRatio,
            },
            { name: 'SSR maker profile', kind: 'page', path: `/makers/${seeded.maker}`, minimum: 0.5 },
          ]
        : []),
      // Search, uncached: a common word, a rare word, a phrase and a typo on an app name.
      { name: 'search common word', kind: 'search', path: '/api/search?q=wallet' },
      { name: 'search rare word', kind: 'search', path: '/api/search?q=zirconia' },
      { name: 'search phrase', kind: 'search', path: `/api/search?q=${encodeURIComponent('"travel guide"')}` },
      { name: 'search typo', kind: 'search', path: '/api/search?q=Piwalet' },
      // The other scripts (decision 0010, "Languages"): Vietnamese typed without its diacritics (an AND of two
      // syllables), a pair inside unsegmented Chinese, a Korean word with its particle (found without it).
      { name: 'search Vietnamese', kind: 'search', path: `/api/search?q=${encodeURIComponent('ung dung')}` },
      { name: 'search Chinese', kind: 'search', path: `/api/search?q=${encodeURIComponent('应用')}` },
      { name: 'search Korean', kind: 'search', path: `/api/search?q=${encodeURIComponent('앱을')}` },
    ]
    const responses = []
    for (const endpoint of endpoints) responses.push(await capture(server.origin, endpoint))
    const beacon = beaconRequest(seeded.articleId)
    if (full) {
      const probe = await fetch(`${server.origin}/api/events`, beacon)
      if (probe.status !== 204) throw new Error(`/api/events answered ${probe.status}`)
      endpoints.push({ name: 'POST /api/events', kind: 'beacon', path: '/api/events', request: beacon })
      responses.push({ path: '/api/events', contentType: '', body: '', bytes: 0, status: 204 })
    }
    baseline = await startBaseline(responses)

    const rows = []
    for (const [index, endpoint] of endpoints.entries()) {
      if (!runs(endpoint.kind)) continue
      console.log(
        `[bench] ${articles} articles, ${endpoint.name}: ${ROUNDS} rounds of ${SECONDS / ROUNDS} s at ` +
          `${CONNECTIONS} connections, alternating with its baseline`,
      )
      const measured = await measurePaired(`${server.origin}${endpoint.path}`, `${baseline.origin}${endpoint.path}`, {
        request: endpoint.request,
        unique: endpoint.kind === 'search',
        serverPid: server.child.pid,
        baselinePid: baseline.child.pid,
        database,
      })
      console.log(`[bench]   ratio per pair of rounds: ${measured.pairs.join(' ')} (median ${round2(measured.ratio)})`)
      rows.push({ ...endpoint, articles, bytes: responses[index].bytes, ...measured })
    }
    // The pages and the API again while beacons flow: counting must not slow the pages down.
    for (const row of rows.filter((row) => full && row.kind !== 'beacon' && runs('flow'))) {
      console.log(`[bench] ${row.name} while beacons flow (${BEACON_RATE}/s over ${BEACON_CONNECTIONS} connections)`)
      const beacons = load(`${server.origin}/api/events`, {
        ...beacon,
        connections: BEACON_CONNECTIONS,
        overallRate: BEACON_RATE,
        duration: SECONDS + 2,
      })
      const measured = await load(`${server.origin}${row.path}`, { unique: row.kind === 'search' })
      const flowing = await beacons
      rows.push({
        ...row,
        name: `${row.name} + beacons`,
        // Alongside beacons a page is held to its kind's target, not to its own stricter one.
        minimum: undefined,
        server: measured,
        beacons: flowing,
        ratio: row.baseline.requestsPerSecond ? measured.requestsPerSecond / row.baseline.requestsPerSecond : 0,
      })
    }
    return { articles, engine: database.engine, seedSeconds, rows, peakRssMb: peakRssMb(server.child.pid) }
  } finally {
    baseline?.child.disconnect()
    if (server) await stopServer(server)
    await database.cleanup()
  }
}

/** How each read's p99 grew from the smallest data set to the largest (the goal: at most GROWTH_LIMIT). */
function growthOf(scales) {
  if (scales.length < 2) return []
  const [small, large] = [scales[0], scales.at(-1)]
  return large.rows.flatMap((row) => {
    const before = small.rows.find((it) => it.name === row.name)
    if (!before) return []
    // A p99 of 1-2 ms moves by whole milliseconds: compare from 5 ms up, so noise is not read as growth.
    const growth = Math.max(row.server.p99Ms, 5) / Math.max(before.server.p99Ms, 5)
    return [{ name: row.name, from: before.server.p99Ms, to: row.server.p99Ms, growth: round2(growth) }]
  })
}

async function main() {
  ensureBuild()
  const loadAtStart = loadAverage()
  const scales = []
  for (const [index, articles] of SCALES.entries()) scales.push(await benchScale(articles, { full: index === 0 }))
  const rows = scales.flatMap((scale) => scale.rows)
  const rssMb = Math.max(...scales.map((scale) => scale.peakRssMb))

  printTable(rows)
  const growth = growthOf(scales)
  for (const line of growth)
    console.log(
      `p99 ${SCALES[0]} → ${SCALES.at(-1)} articles: ${line.name} ${line.from} → ${line.to} ms (×${line.growth})`,
    )
  const misses = []
  for (const row of rows) {
    const at = scales.length > 1 ? ` (${row.articles} articles)` : ''
    // Search has no ratio target (the baseline replays one stored answer; search computes each one).
    const minimum =
      row.minimum ?? { json: TARGETS.jsonRatio, beacon: TARGETS.beaconRatio, page: TARGETS.pageRatio }[row.kind] ?? 0
    if (row.ratio < minimum) misses.push(`${row.name}${at}: ratio ${row.ratio.toFixed(2)} < ${minimum}`)
    if (row.server.p99Ms > TARGETS.p99Ms)
      misses.push(`${row.name}${at}: p99 ${row.server.p99Ms} ms > ${TARGETS.p99Ms} ms`)
    if (row.server.errors > 0) misses.push(`${row.name}${at}: ${row.server.errors} errors`)
    if (row.beacons?.errors) misses.push(`${row.name}${at}: ${row.beacons.errors} beacon errors alongside`)
  }
  for (const line of growth)
    if (line.growth > TARGETS.p99Growth) misses.push(`${line.name}: p99 grew ×${line.growth} > ×${TARGETS.p99Growth}`)
  if (rssMb > TARGETS.rssMb) misses.push(`peak RSS ${rssMb} MB > ${TARGETS.rssMb} MB`)
  const machineLoad = { atStart: loadAtStart, atEnd: loadAverage() }
  console.log(
    `server peak RSS: ${rssMb} MB (${scales[0].engine}, Node ${process.versions.node}, ${os.cpus().length} CPUs, ` +
      `load average ${machineLoad.atStart} at start, ${machineLoad.atEnd} at end); seeding took ` +
      scales.map((scale) => `${scale.seedSeconds} s for ${scale.articles} articles`).join(', '),
  )
  console.log(misses.length ? `targets missed:\n  ${misses.join('\n  ')}` : 'all targets met')

  mkdirSync(path.join(root, 'bench'), { recursive: true })
  const results = {
    date: new Date().toISOString(),
    engine: scales[0].engine,
    node: process.versions.node,
    cpus: os.cpus().length,
    seconds: SECONDS,
    connections: CONNECTIONS,
    ...(ONLY ? { only: [...ONLY] } : {}),
    targets: TARGETS,
    peakRssMb: rssMb,
    loadAverage: machineLoad,
    scales: scales.map(({ articles, seedSeconds, peakRssMb: peak }) => ({ articles, seedSeconds, peakRssMb: peak })),
    endpoints: rows,
    p99Growth: growth,
    misses,
  }
  writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log('[bench] wrote bench/results.json')
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
