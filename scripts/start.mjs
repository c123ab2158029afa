// `npm start`: the one command a newcomer runs. It runs on whatever Node the machine has (npm's own),
// so it uses nothing but Node built-ins: install what is missing, then hand over to serve.mjs, which
// runs on the Node 24 pinned in devDependencies.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const lockFile = path.join(root, 'package-lock.json')
const stampFile = path.join(root, 'node_modules', '.spotlight-install')
const pinnedNode = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node')

function lockHash() {
  return createHash('sha256').update(readFileSync(lockFile)).digest('hex')
}

function isInstallCurrent() {
  return existsSync(pinnedNode) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash()
}

if (!isInstallCurrent()) {
  console.log('[spotlight] installing dependencies (npm ci)…')
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('[spotlight] npm ci failed; see the output above.')
    process.exit(result.status ?? 1)
  }
  writeFileSync(stampFile, lockHash())
}

// serve.mjs runs the server in its own process: it gets the production V8 flags.
const child = spawn(
  pinnedNode,
  [...SERVER_NODE_FLAGS, path.join(root, 'scripts', 'serve.mjs'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
// The server shuts down gracefully on these; pass them on rather than dying underneath it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
