// Bundles the server into dist/server.js. Third-party packages stay external (installed in
// node_modules); our own workspace code (@spotlight/shared, TypeScript source) is bundled in.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@spotlight/'))

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
})
