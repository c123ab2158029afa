// Runs on the pinned Node 24: build if needed, then start the server in this very process (it
// migrates the database, seeds the categories and listens on PORT, 3000 by default).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from './build-stamp.mjs'
import { ensureBuild } from './ensure-build.mjs'

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `[spotlight] Node ${process.versions.node} is too old; run through npm (npm start) to use the pinned Node 24.`,
  )
  process.exit(1)
}

ensureBuild()
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href)
