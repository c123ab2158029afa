import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { snippetHtml } from './search-snippet'

const START = '\u0001'
const STOP = '\u0002'

describe('snippetHtml', () => {
  it('turns the marks into <mark> and escapes everything else', () => {
    expect(snippetHtml(`a ${START}b<i>${STOP} & "c" 'd'`)).toBe(
      'a <mark>b&lt;i&gt;</mark> &amp; &quot;c&quot; &#39;d&#39;',
    )
  })

  it('balances stray or repeated marks', () => {
    expect(snippetHtml(`${STOP}x${START}${START}y`)).toBe('x<mark>y</mark>')
  })

  it('lets no tag but <mark> through, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", 'a', ' ', START, STOP, '/', '=') }),
        (text) => {
          const html = snippetHtml(text)
          const rest = html.replaceAll('<mark>', '').replaceAll('</mark>', '')
          expect(rest).not.toMatch(/[<>"']/)
          expect(html.split('<mark>').length).toBe(html.split('</mark>').length)
        },
      ),
    )
  })
})
