// Writes `.br` (quality 11) and `.gz` beside each built client asset, which the server sends as they
// are (@fastify/static `preCompressed`). Compressing on the fly has to be quick, so it used brotli 4:
// the vendor chunk went out at 108 KB where brotli 11 makes it 93 KB, on every first visit. Scripts'
// gzip copies come from Zopfli, which writes ordinary gzip about 3% smaller than zlib's level 9
// (3.4 KB less of the vendor chunk for every browser without brotli) at a cost paid once, here.
// Files that would not shrink by at least 5% are left alone.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'

const CLIENT_DIR = fileURLToPath(new URL('../build/client', import.meta.url))
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function compressibleFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

async function precompress(file) {
  const body = await readFile(file)
  if (body.length < MIN_BYTES) return 0
  const variants = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).then((bytes) => ['.br', bytes]),
    (file.endsWith('.js') ? zopfliGzip(body, { numiterations: 5 }) : gzipAsync(body, { level: 9 })).then((bytes) => [
      '.gz',
      Buffer.from(bytes),
    ]),
  ])
  let written = 0
  for (const [extension, bytes] of variants) {
    if (bytes.length > body.length * 0.95) continue
    await writeFile(file + extension, bytes)
    written += 1
  }
  return written
}

const files = await compressibleFiles(CLIENT_DIR)
const counts = await Promise.all(files.map(precompress))
console.log(`[precompress] ${counts.reduce((sum, n) => sum + n, 0)} compressed copies of ${files.length} client files`)
