// How the server is bundled (build.mjs): dist/server.js, and the code its worker threads run into a
// sibling file each (loaded by the server next to itself, see workerModuleUrl in src/lib/worker-pool.ts):
// the article sanitiser (dist/sanitize-content-worker.js) and the share cards' layout
// (dist/card-render-worker.js). Third-party packages stay external (installed in node_modules), except
// those in BUNDLED; our own workspace code (@spotlight/shared, TypeScript source) is bundled in.
import { readFileSync } from 'node:fs'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
// drizzle-orm is bundled in as well: loading its few hundred separate modules from node_modules
// (behind a 180 KB package.json exports map) peaks at ~150 MB of heap, which the process then keeps
// as resident memory (measured idle RSS: 153 MB with it external, 132 MB bundled).
const BUNDLED = new Set(['drizzle-orm'])
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@spotlight/') && !BUNDLED.has(name),
)

/** esbuild's options, paths relative to apps/server. */
export const buildOptions = {
  entryPoints: {
    server: 'src/server.ts',
    'sanitize-content-worker': 'src/modules/articles/sanitize-content-worker.ts',
    'card-render-worker': 'src/modules/share/card-render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
}
