// `npm run dev`: rebuilds the web app when its sources change and restarts the server (run from its
// TypeScript sources with tsx) after any change. Simple and dependable rather than hot: a change
// shows after a reload of the page.
import { spawn, spawnSync } from 'node:child_process'
import { watch } from 'node:fs'
import path from 'node:path'
import { root } from './build-stamp.mjs'

const webInputs = ['apps/web/app', 'packages/shared/src']
const serverInputs = ['apps/server/src', 'packages/shared/src']
let server
let timer
let pending = { web: false, server: false }

function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '-w', '@spotlight/web'], { cwd: root, stdio: 'inherit' })
  return result.status === 0
}

function startServer() {
  // The server itself is the child (no npx layer), so its exit means the port is free again.
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' })
}

function restart() {
  const { web } = pending
  pending = { web: false, server: false }
  if (web && !buildWeb()) return
  if (!server || server.exitCode !== null) return startServer()
  server.once('exit', startServer)
  server.kill('SIGTERM')
}

function schedule(kind) {
  pending[kind] = true
  clearTimeout(timer)
  timer = setTimeout(restart, 300)
}

for (const dir of webInputs) watch(path.join(root, dir), { recursive: true }, () => schedule('web'))
for (const dir of serverInputs) watch(path.join(root, dir), { recursive: true }, () => schedule('server'))

if (buildWeb()) startServer()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server?.kill(signal)
    process.exit(0)
  })
}
