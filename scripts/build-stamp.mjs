// A fingerprint of everything a build reads, so `npm start` rebuilds only when the build is
// missing or older than the sources.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stampFile = path.join(root, 'apps', 'server', 'dist', '.build-stamp')
const outputs = [path.join(root, 'apps/server/dist/server.js'), path.join(root, 'apps/web/build/server/index.js')]
const inputs = [
  'package-lock.json',
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/server/build-options.mjs',
  'apps/web/app',
  'apps/web/package.json',
  'apps/web/scripts',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
]
const SKIP = /(^|\/)(node_modules|\.react-router)(\/|$)|\.test\.tsx?$/

function* walk(target) {
  if (!existsSync(target)) return
  const stat = statSync(target)
  if (!stat.isDirectory()) {
    yield [target, stat]
    return
  }
  for (const entry of readdirSync(target).sort()) {
    const child = path.join(target, entry)
    if (!SKIP.test(path.relative(root, child))) yield* walk(child)
  }
}

export function currentFingerprint() {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const [file, stat] of walk(path.join(root, input))) {
      hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`)
    }
  }
  return hash.digest('hex')
}

export function isBuildCurrent() {
  if (!outputs.every((file) => existsSync(file)) || !existsSync(stampFile)) return false
  return readFileSync(stampFile, 'utf8') === currentFingerprint()
}

export function recordBuild(fingerprint) {
  writeFileSync(stampFile, fingerprint)
}
