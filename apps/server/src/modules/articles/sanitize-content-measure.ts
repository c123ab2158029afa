// Measures what the costliest article bodies cost the sanitiser, on this machine:
//   npx tsx apps/server/src/modules/articles/sanitize-content-measure.ts
// For each body: the shape check (refuses too deep / too many elements) and, when it passes, the
// sanitiser, both on the calling thread. In the server both run on a worker thread (sanitize-content-pool.ts);
// the HTTP-level figures, with a concurrent /healthz, come from
//   REPORT_COMPLEXITY=1 npx vitest run apps/server/src/test/hostile/algorithmic-complexity.test.ts
import { CONTENT_MAX_CHARS, CONTENT_MAX_DEPTH, CONTENT_MAX_ELEMENTS } from '@spotlight/shared/html/allow-list'
import { sanitizeArticleContent } from './sanitize-content'
import { refuseContentShape } from './sanitize-content-shape'

const fill = (unit: string, tail = '') =>
  unit.repeat(Math.floor((CONTENT_MAX_CHARS - 100 - tail.length) / unit.length)) + tail
const nested = (open: string, close: string, depth: number) => fill(open.repeat(depth) + 'x' + close.repeat(depth))

const BODIES: [string, string][] = [
  ['<ul><li> x 24,000', fill('<ul><li>')],
  ['<table><tr><td> x 13,000', fill('<table><tr><td>')],
  ['<p>a</p> x 24,000', fill('<p>a</p>')],
  ['<p> + "<" run', `<p>${fill('<', '</p>')}`],
  ['<p> + "&" run', `<p>${fill('&', '</p>')}`],
  ['"&amp;" run', fill('&amp;')],
  ['<span style> run', fill('<span style="color:red;font-size:12px">a</span>')],
  ['<a href> run', fill('<a href="https://x.example/">a</a>')],
  [`spans nested ${CONTENT_MAX_DEPTH - 1} deep, repeated`, nested('<span>', '</span>', CONTENT_MAX_DEPTH - 1)],
  ['tables nested 33 deep, repeated', nested('<table><tr><td>', '</td></tr></table>', 33)],
  [`<p>a</p> x ${CONTENT_MAX_ELEMENTS - 1}`, '<p>a</p>'.repeat(CONTENT_MAX_ELEMENTS - 1)],
  ['"<!--" run', fill('<!--')],
  ['a style of 19,000 declarations', `<p style="${fill('color:red;', '">x</p>')}`],
]

for (const [name, html] of BODIES) {
  let start = performance.now()
  const refused = refuseContentShape(html)
  const scanMs = performance.now() - start
  let outcome = `refused (${refused})`
  if (!refused) {
    start = performance.now()
    const { html: clean } = sanitizeArticleContent(html)
    outcome = `sanitised in ${Math.round(performance.now() - start)} ms, ${clean.length} characters out`
  }
  console.info(
    `${name.padEnd(34)} ${String(html.length).padStart(7)} in; shape check ${scanMs.toFixed(1)} ms; ${outcome}`,
  )
}
