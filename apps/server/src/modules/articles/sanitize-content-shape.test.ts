import { CONTENT_MAX_DEPTH, CONTENT_MAX_ELEMENTS } from '@spotlight/shared/html/allow-list'
import { describe, expect, it } from 'vitest'
import { refuseContentShape } from './sanitize-content-shape'

describe('refuseContentShape (before sanitising)', () => {
  it('lets ordinary and editor markup through', () => {
    expect(refuseContentShape('<p>a <strong>b</strong></p><ul><li>c<ul><li>d</li></ul></li></ul>')).toBeNull()
    expect(
      refuseContentShape('<table><tbody>' + '<tr><td>x</td><td>y</td></tr>'.repeat(500) + '</tbody></table>'),
    ).toBeNull()
  })

  it('counts depth as the parser nests: implied closes and void elements do not nest', () => {
    expect(refuseContentShape('<p>'.repeat(10_000))).toBeNull()
    expect(refuseContentShape('<li>'.repeat(10_000))).toBeNull()
    expect(refuseContentShape('<br>'.repeat(CONTENT_MAX_ELEMENTS))).toBeNull()
    expect(refuseContentShape(`${'<span>'.repeat(CONTENT_MAX_DEPTH)}x`)).toBeNull()
  })

  it('refuses nesting deeper than the limit, naming it', () => {
    expect(refuseContentShape(`${'<span>'.repeat(CONTENT_MAX_DEPTH + 1)}x`)).toBe(
      `must not nest elements more than ${CONTENT_MAX_DEPTH} deep`,
    )
    expect(refuseContentShape('<ul><li>'.repeat(24_000))).toMatch(/nest/)
    expect(refuseContentShape('<div>'.repeat(40_000))).toMatch(/nest/)
  })

  it('refuses more elements than the limit, naming it', () => {
    expect(refuseContentShape('<b>a</b>'.repeat(CONTENT_MAX_ELEMENTS))).toBeNull()
    expect(refuseContentShape('<b>a</b>'.repeat(CONTENT_MAX_ELEMENTS + 1))).toBe(
      `must not have more than ${CONTENT_MAX_ELEMENTS} elements`,
    )
  })

  it('takes custom limits', () => {
    expect(refuseContentShape('<p><span><em>x</em></span></p>', { maxDepth: 2, maxElements: 10 })).toMatch(/2 deep/)
    expect(refuseContentShape('<p>a</p><p>b</p>', { maxDepth: 5, maxElements: 1 })).toMatch(/1 elements/)
  })
})
