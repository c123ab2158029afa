/**
 * The opening tag of an iframe, its attributes read with their quotes: a `>` inside a quoted value (the
 * editor's preview keeps one as written) does not end it. Text of the body never holds a raw `<`: both
 * sanitisers write it `&lt;`, so every match is a tag.
 */
const IFRAME_TAG = /<iframe\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The article body with each embedded player (YouTube, Vimeo) named for what it is: the title `titleOf`
 * gives it (by its place among the body's players and their count), in place of whatever the stored
 * body had (the editor once wrote a bare 'Video' into every one). `lang`, when given, declares the
 * title's language on the iframe: the body around it is in the article's.
 */
export function withVideoTitles(
  html: string,
  titleOf: (number: number, count: number) => string,
  lang?: string,
): string {
  const count = html.match(IFRAME_TAG)?.length ?? 0
  if (count === 0) return html
  let number = 0
  return html.replace(IFRAME_TAG, (_tag, attributes: string) => {
    number += 1
    const kept = [...attributes.matchAll(ATTRIBUTE)]
      .filter(([, name]) => !['title', 'lang'].includes(name!.toLowerCase()))
      .map(([whole]) => ` ${whole}`)
      .join('')
    const language = lang ? ` lang="${escapeAttribute(lang)}"` : ''
    return `<iframe${kept} title="${escapeAttribute(titleOf(number, count))}"${language}>`
  })
}
