import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain ES module of the build, without types
import { buildOptions } from '../../../build-options.mjs'

const serverDir = fileURLToPath(new URL('../../../', import.meta.url))

/** The packages each bundle of `npm run build` imports at run time. */
async function runtimeImports(): Promise<Record<string, string[]>> {
  const { metafile } = await build({
    ...buildOptions,
    absWorkingDir: serverDir,
    write: false,
    metafile: true,
    sourcemap: false,
  })
  return Object.fromEntries(
    Object.entries(metafile!.outputs).map(([file, output]) => [
      file,
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    ]),
  )
}

describe('the server bundle', () => {
  it('leaves satori (its fonts, its WebAssembly) to the card worker: the server process never loads it', async () => {
    const imports = await runtimeImports()
    // ~13 MB of resident memory in every server process when the main bundle imported it.
    expect(imports['dist/server.js']).not.toContain('satori')
    expect(imports['dist/server.js']).toContain('sharp')
    expect(imports['dist/card-render-worker.js']).toContain('satori')
  })
})
