// Builds web and server when the build is missing or stale; a no-op otherwise.
import { spawnSync } from 'node:child_process'
import { currentFingerprint, isBuildCurrent, recordBuild, root } from './build-stamp.mjs'

export function ensureBuild() {
  if (isBuildCurrent()) return false
  const fingerprint = currentFingerprint()
  console.log('[spotlight] building web and server…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('the build failed; see the output above')
  recordBuild(fingerprint)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild()
