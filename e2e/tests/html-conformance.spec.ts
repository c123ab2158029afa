// The server's HTML of the public pages that carry the no-script forms, in three languages, passes the
// Nu HTML Checker (vnu.jar, run by the machine's Java): no error and no warning.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../fixtures'

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

const PAGES = [
  '/',
  '/articles/1',
  '/articles/1?review=write',
  '/articles/1?report=ARTICLE-1',
  '/articles/1?report=REVIEW-1',
  '/vi/articles/1?review=write',
  '/zh-Hant/articles/1?report=ARTICLE-1',
  '/vi/contact',
  '/zh-Hant/how-it-works',
  '/makers/demo_publisher',
]

/**
 * The checker's CSS grammar predates what Tailwind 4 writes into the inlined stylesheet, all of it valid
 * CSS today: `@property` rules, custom properties in `transition-property`, and `margin-trim` in the
 * `@supports` test of its fallback layer. Those messages say nothing about the page.
 */
const TAILWIND_CSS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
]

type Message = { type: string; subType?: string; message: string; url: string; extract?: string }

describe('the public pages’ HTML under the Nu HTML Checker', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'spotlight-vnu-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('has no error and no warning', async () => {
    const files = await Promise.all(
      PAGES.map(async (page, index) => {
        const response = await fetch(`${baseUrl()}${page}`, { headers: { 'Accept-Language': 'en' } })
        expect(response.status, page).toBe(200)
        const file = path.join(folder, `${index}.html`)
        writeFileSync(file, await response.text())
        return file
      }),
    )
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stdout) as { messages: Message[] }
    const problems = messages
      .filter((message) => message.type === 'error' || message.subType === 'warning')
      .filter((message) => !TAILWIND_CSS.some((known) => known.test(message.message)))
      .map((message) => `${PAGES[files.indexOf(new URL(message.url).pathname)]}: ${message.message} ${message.extract}`)
    expect(problems).toEqual([])
  })
})
