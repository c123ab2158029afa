import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markedDescription, snippetHtml, type DescriptionMarks } from './search-snippet'

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

describe('markedDescription', () => {
  it('marks the spans and escapes the rest', () => {
    expect(markedDescription('a <b> wallet & co', [[[6, 12, 7]]])).toBe('a &lt;b&gt; <mark>wallet</mark> &amp; co')
  })

  it('uses the first configuration that marks a word, as ts_headline did', () => {
    // `the` is a Spanish lexeme only (an English stop word): with an English match it stays unmarked.
    const marks: DescriptionMarks[] = [[[0, 3, 6]], [[4, 10, 7]]]
    expect(markedDescription('The wallet', marks)).toBe('The <mark>wallet</mark>')
    expect(markedDescription('The wallet', [[[0, 3, 6]], null])).toBe('<mark>The</mark> wallet')
  })

  it('counts characters as the database does (code points), emoji included', () => {
    expect(markedDescription('👛 pay 🧭 here', [[[2, 5, 1]], [[8, 12, 1]]])).toBe(
      '👛 <mark>pay</mark> 🧭 <mark>here</mark>',
    )
  })

  it('shows the description as it is without marks, and ignores places outside it', () => {
    expect(markedDescription('Plain \u0001text\u0002', null)).toBe('Plain text')
    expect(
      markedDescription('Plain', [
        null,
        [
          [3, 99, 1],
          [-1, 2, 1],
          [4, 2, 1],
        ],
      ]),
    ).toBe('Plain')
  })

  it('lets no tag but <mark> through, whatever the text and the places', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", 'a', ' ', START, STOP, '👛') }),
        fc.array(
          fc.tuple(fc.integer({ min: -2, max: 20 }), fc.integer({ min: -2, max: 20 }), fc.integer({ min: 0, max: 7 })),
        ),
        (text, places) => {
          const html = markedDescription(text, [places])
          const rest = html.replaceAll('<mark>', '').replaceAll('</mark>', '')
          expect(rest).not.toMatch(/[<>"']/)
          expect(rest.includes(START) || rest.includes(STOP)).toBe(false)
          expect(html.split('<mark>').length).toBe(html.split('</mark>').length)
        },
      ),
    )
  })
})
