import { describe, expect, it } from 'vitest'
import { createSeenEvents } from './seen-events'

describe('the memory of what each reader was counted for', () => {
  it('forgets the reader seen longest ago once it holds its bound of pairs, and everything on a new day', () => {
    const seen = createSeenEvents(3)
    const day = '2026-12-01'
    seen.add(seen.of(day, 'a'), 1, 0b1)
    seen.add(seen.of(day, 'b'), 1, 0b1)
    seen.add(seen.of(day, 'a'), 2, 0b10)
    // 'a' was seen last: 'b' goes first.
    seen.add(seen.of(day, 'c'), 1, 0b1)
    expect(seen.of(day, 'b').size).toBe(0)
    expect([...seen.of(day, 'a').entries()]).toEqual([
      [1, 0b1],
      [2, 0b10],
    ])
    expect(seen.of('2026-12-02', 'a').size).toBe(0)
  })

  it('adds bits to a pair without counting it again', () => {
    const seen = createSeenEvents(1)
    const articles = seen.of('2026-12-01', 'a')
    seen.add(articles, 7, 0b1)
    seen.add(articles, 7, 0b100)
    seen.add(seen.of('2026-12-01', 'b'), 7, 0b1)
    expect(seen.of('2026-12-01', 'a').size).toBe(0)
    expect(seen.of('2026-12-01', 'b').get(7)).toBe(0b1)
  })
})
