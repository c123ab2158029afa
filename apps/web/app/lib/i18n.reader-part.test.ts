import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { enApp } from '#app/locales/en.app'
import { enReader } from '#app/locales/en.reader'

// What a reader does on a public page loads the reader's strings only (`loadReaderStrings`): a key of
// the signed-in part named there would show as the key itself in the browser (the tests' renders hold
// every part, so only this reading of the sources tells). Followed: each module that loads the
// reader's strings and every module it imports, but for those that load the signed-in part themselves.
const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#app/')
    ? path.join(APP_DIR, specifier.slice('#app/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

const IMPORT = /(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g
const loadsReaderPart = (source: string) => source.includes('loadReaderStrings(')
const loadsAppPart = (source: string) => source.includes('loadAppStrings(')

describe("the reader's catalogue part", () => {
  const sources = new Map(sourcesOf(APP_DIR).map((file) => [file, readFileSync(file, 'utf8')]))
  const roots = [...sources]
    .filter(([file, source]) => loadsReaderPart(source) && !file.includes('/lib/i18n'))
    .map(([file]) => file)
  const closure = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (closure.has(file)) continue
    closure.add(file)
    const source = sources.get(file) ?? readFileSync(file, 'utf8')
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!)
      if (!target || target.includes(`${path.sep}locales${path.sep}`) || closure.has(target)) continue
      if (loadsAppPart(sources.get(target) ?? '')) continue
      queue.push(target)
    }
  }

  it('is what the public pages load for reviews, reports, following, sharing and search suggestions', () => {
    const names = roots.map((file) => path.basename(file))
    expect(names).toEqual(
      expect.arrayContaining([
        'reviews-section.tsx',
        'report-control.tsx',
        'follow-button.tsx',
        'article-share.tsx',
        'search-combobox.tsx',
        'language-filter.tsx',
      ]),
    )
  })

  it('holds every section those modules name: none of them needs the signed-in part', () => {
    const appOnly = Object.keys(enApp)
    const named = (source: string) =>
      appOnly.filter((section) => new RegExp(`['"\`]${section}\\.`).test(source)).map((section) => `${section}.`)
    const misses = [...closure].flatMap((file) =>
      named(readFileSync(file, 'utf8')).map((section) => `${path.relative(APP_DIR, file)}: ${section}`),
    )
    expect(misses).toEqual([])
    // The sections they do name are the reader's.
    const readerNamed = Object.keys(enReader).filter((section) =>
      [...closure].some((file) => readFileSync(file, 'utf8').includes(`'${section}.`)),
    )
    expect(readerNamed.length).toBeGreaterThan(4)
  })
})
