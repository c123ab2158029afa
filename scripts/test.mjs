// `npm test`: the whole suite. Unit and integration tests (PGlite, or PostgreSQL too when
// TEST_DATABASE_URL is set), then a fresh production build, the fault tests on it (they need
// PostgreSQL: TEST_DATABASE_URL or one on 127.0.0.1:5432; without it they are reported NOT RUN),
// and the end-to-end journeys in Chromium.
// Ends with one line 'N passed, N failed' over everything that ran; a skipped suite fails the run.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from './build-stamp.mjs'
import { ensureBuild } from './ensure-build.mjs'

const reportDir = mkdtempSync(path.join(tmpdir(), 'spotlight-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedNames = []
let isFailed = false

function vitest(label, projects, env = {}) {
  const outputFile = path.join(reportDir, `${label}.json`)
  const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])]
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`)
  console.log(`\n[spotlight] ${label}: vitest ${projects.join(', ')}`)
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) isFailed = true
  if (!existsSync(outputFile)) {
    console.error(`[spotlight] ${label}: no report was written`)
    isFailed = true
    return
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + report.numTodoTests
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      // The first lines of the assertion, so that a log cut down to its end still says why.
      const why = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6)
      failedNames.push([`${label}: ${path.relative(root, file.name)} > ${test.fullName}`, ...why].join('\n    '))
    }
  }
  if (report.numTotalTests === 0 || report.numPendingTests > 0) {
    console.error(
      `[spotlight] ${label}: ${report.numPendingTests} skipped of ${report.numTotalTests}; skipping is not allowed`,
    )
    isFailed = true
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:5432 (a local PostgreSQL, as in CI). */
function localPostgresAnswers() {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432, timeout: 1000 })
    const answer = (isUp) => {
      socket.destroy()
      resolve(isUp)
    }
    socket.once('connect', () => answer(true))
    socket.once('error', () => answer(false))
    socket.once('timeout', () => answer(false))
  })
}

/** The fault tests need PostgreSQL: TEST_DATABASE_URL, or the default local server when one answers. */
async function faultsDatabaseUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL
  return (await localPostgresAnswers()) ? 'postgres://postgres@127.0.0.1:5432/test' : null
}

let faultsNotRun = ''
try {
  vitest('unit and integration (PGlite)', ['shared', 'server', 'web'])
  if (process.env.TEST_DATABASE_URL) {
    vitest('integration (PostgreSQL)', ['server'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL })
  }
  const faultsUrl = await faultsDatabaseUrl()
  if (faultsUrl) {
    ensureBuild()
    vitest('faults and two instances (production build, PostgreSQL)', ['faults'], { TEST_DATABASE_URL: faultsUrl })
  } else {
    faultsNotRun = 'fault tests NOT RUN (no PostgreSQL)'
    // On a developer's machine a loud banner is enough; CI must never pass with a suite left out.
    if (process.env.CI) isFailed = true
    console.error(
      `\n${'!'.repeat(100)}\n[spotlight] FAULT TESTS NOT RUN: they need PostgreSQL and none answers.\n` +
        '[spotlight] Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test or start PostgreSQL on 127.0.0.1:5432\n' +
        `[spotlight] (.ci/run does). Database restarts, kills, graceful shutdown and two instances went UNTESTED.\n${'!'.repeat(100)}`,
    )
  }
  if (process.env.SKIP_E2E !== '1') {
    ensureBuild()
    vitest('end-to-end (Chromium)', ['e2e'])
  }
} catch (error) {
  console.error(`[spotlight] ${error.message}`)
  isFailed = true
} finally {
  rmSync(reportDir, { recursive: true, force: true })
}

// Repeated at the very end so that a log's last lines name what failed.
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  ${name}`).join('\n')}`)
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}` +
    (faultsNotRun ? `; ${faultsNotRun}` : ''),
)
process.exit(isFailed || totals.failed > 0 ? 1 : 0)
