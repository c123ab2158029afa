/** The marks the database puts around matched words (sql/spotlight_search_headline.sql and _body_snippet.sql). */
const START = '\u0001'
const STOP = '\u0002'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

/**
 * The snippet as HTML: the article's text fully escaped (no tag, attribute or entity of it comes
 * through), then the database's marks turned into <mark> and </mark>, which are balanced since
 * the text itself never holds a mark character (the database removes them first).
 */
export function snippetHtml(marked: string): string {
  const escaped = escapeHtml(marked)
  let open = false
  let html = ''
  for (const char of escaped) {
    if (char === START && !open) {
      html += '<mark>'
      open = true
    } else if (char === STOP && open) {
      html += '</mark>'
      open = false
    } else if (char !== START && char !== STOP) {
      html += char
    }
  }
  return open ? `${html}</mark>` : html
}

/**
 * Where one lexeme stands in a description (drizzle/0014's search_marks): [start, stop, ways], characters
 * (code points) from 0, `ways` the bits of the configurations giving it: 1 English, 2 Spanish, 4 as written.
 */
export type DescriptionMarks = [start: number, stop: number, ways: number][]

/** The configurations in the order ts_headline was tried: the first that marks a word is the one used. */
const WAYS = [1, 2, 4]

const SURROGATE = /[\uD800-\uDFFF]/

/**
 * A description as HTML with the query's words in <mark> (`marks`: the places of each query word, null for a
 * word it does not hold): the spans of the first configuration that marks any (as ts_headline did: English,
 * then Spanish, then as written), everything else escaped. A place outside the text is ignored.
 */
export function markedDescription(description: string, marks: readonly (DescriptionMarks | null)[] | null): string {
  const found = (marks ?? []).flatMap((places) => places ?? [])
  const way = WAYS.find((bit) => found.some(([, , ways]) => (ways & bit) !== 0))
  // Offsets count code points (PostgreSQL's characters); a string without surrogates indexes them directly.
  const characters = SURROGATE.test(description) ? Array.from(description) : null
  const length = characters ? characters.length : description.length
  const slice = (from: number, to: number) =>
    (characters ? characters.slice(from, to).join('') : description.slice(from, to))
      .replaceAll(START, '')
      .replaceAll(STOP, '')
  const spans = found
    .filter(
      ([start, stop, ways]) => way !== undefined && (ways & way) !== 0 && start >= 0 && start < stop && stop <= length,
    )
    .sort((a, b) => a[0] - b[0])
  let html = ''
  let at = 0
  for (const [start, stop] of spans) {
    if (start < at) continue
    html += `${escapeHtml(slice(at, start))}<mark>${escapeHtml(slice(start, stop))}</mark>`
    at = stop
  }
  return html + escapeHtml(slice(at, length))
}
