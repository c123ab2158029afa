import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STAT_EVENT_TYPES, STAT_PLACEMENTS } from '@spotlight/shared/domain/enums'
import { readBeaconBody, readCanonicalBeacon } from './beacon-body'

const eventArb = fc.record({
  type: fc.constantFrom(...STAT_EVENT_TYPES),
  articleId: fc.oneof(fc.integer({ min: 1, max: 2_147_483_647 }), fc.integer({ min: 1, max: 1000 })),
  placement: fc.constantFrom(...STAT_PLACEMENTS),
})
const beaconArb = fc.array(eventArb, { minLength: 1, maxLength: 50 })
const bodyOf = (text: string) => Buffer.from(text, 'utf8')

/** The general way alone (secure-json-parse and the schema): what the direct reading must agree with. */
function generalRead(text: string) {
  return readBeaconBody(bodyOf(` ${text}`)) // a leading space is valid JSON and never the browser's form
}

describe("a beacon in the browser's own form, read from its bytes", () => {
  it('gives the very events JSON.parse gives, for any valid beacon the browser writes', () => {
    fc.assert(
      fc.property(beaconArb, (events) => {
        const text = JSON.stringify({ events })
        expect(readCanonicalBeacon(bodyOf(text))).toEqual(events)
        expect(readBeaconBody(bodyOf(text))).toEqual({ events })
      }),
    )
  })

  it('accepts nothing the general way would refuse or read differently, whatever the edit', () => {
    const editArb = fc.tuple(
      beaconArb,
      fc.nat(),
      fc.nat({ max: 3 }),
      fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('0', '9', ',', '"', '}', ']', ' ', '-', '.5', 'e1')),
    )
    fc.assert(
      fc.property(editArb, ([events, position, removed, inserted]) => {
        const canonical = JSON.stringify({ events })
        const at = position % (canonical.length + 1)
        const text = canonical.slice(0, at) + inserted + canonical.slice(at + removed)
        const direct = readCanonicalBeacon(bodyOf(text))
        if (direct) expect(generalRead(text)).toEqual({ events: direct })
      }),
      { numRuns: 2000 },
    )
  })

  it('leaves every other form to the general way, which still takes the valid ones and refuses the rest', () => {
    const event = { type: 'VIEW', articleId: 7, placement: 'LIST' }
    const cases: [string, 'events' | 'error'][] = [
      [JSON.stringify({ events: [event] }, null, 1), 'events'], // whitespace
      [JSON.stringify({ events: [{ placement: 'LIST', type: 'VIEW', articleId: 7 }] }), 'events'], // key order
      [JSON.stringify({ events: [{ ...event, extra: 1 }] }), 'events'], // a key the schema does not name
      [JSON.stringify({ events: [event], also: true }), 'events'],
      [`\uFEFF${JSON.stringify({ events: [event] })}`, 'events'], // a byte order mark
      [JSON.stringify({ events: [] }), 'error'],
      [JSON.stringify({ events: Array.from({ length: 51 }, () => event) }), 'error'],
      [JSON.stringify({ events: [{ ...event, articleId: 0 }] }), 'error'],
      [JSON.stringify({ events: [{ ...event, articleId: 2_147_483_648 }] }), 'error'],
      [JSON.stringify({ events: [{ ...event, articleId: 7.5 }] }), 'error'],
      [JSON.stringify({ events: [{ ...event, type: 'VIEWS' }] }), 'error'],
      [JSON.stringify({ events: [{ ...event, placement: 'CATEGORY_SLIDERS' }] }), 'error'],
      ['{"events":[{"type":"VIEW","articleId":07,"placement":"LIST"}]}', 'error'],
      ['{"events":[{"type":"VIEW","articleId":7,"placement":"LIST"}]}x', 'error'],
      ['{"events":[{"type":"VIEW","articleId":7,"placement":"LIST"}],"__proto__":{"x":1}}', 'error'],
    ]
    for (const [text, outcome] of cases) {
      expect(readCanonicalBeacon(bodyOf(text)), text).toBeUndefined()
      expect(Object.keys(readBeaconBody(bodyOf(text))), text).toEqual([outcome])
    }
  })
})
