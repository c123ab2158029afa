/** The marks the database puts around matched words (spotlight_search_snippet, drizzle/0002). */
const START = '\u0001'
const STOP = '\u0002'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * The snippet as HTML: the article's text fully escaped (no tag, attribute or entity of it comes
 * through), then the database's marks turned into <mark> and </mark>, which are balanced since
 * the text itself never holds a mark character (the database removes them first).
 */
export function snippetHtml(marked: string): string {
  const escaped = marked.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
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
