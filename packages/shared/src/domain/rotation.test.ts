import { describe, expect, it } from 'vitest'
import { dailyRotation, utcDate } from './rotation'

const ids = Array.from({ length: 7 }, (_, index) => ({ id: (index + 1) * 10 }))
const byId = (item: { id: number }) => item.id

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

describe('daily rotation', () => {
  it('gives the same order all day, whatever the input order', () => {
    const first = dailyRotation(ids, '2025-05-06', byId)
    const reversed = dailyRotation([...ids].reverse(), '2025-05-06', byId)
    expect(reversed).toEqual(first)
    expect(dailyRotation(ids, '2025-05-06', byId)).toEqual(first)
  })

  it('returns a permutation of its input and leaves the input alone', () => {
    const input = [...ids]
    const rotated = dailyRotation(input, '2025-05-06', byId)
    expect(input).toEqual(ids)
    expect([...rotated].sort((a, b) => a.id - b.id)).toEqual(ids)
  })

  it('changes the order from one day to the next', () => {
    const orders = new Set<string>()
    for (let day = 0; day < 10; day++) {
      orders.add(JSON.stringify(dailyRotation(ids, addDays('2025-05-06', day), byId).map(byId)))
    }
    expect(orders.size).toBe(10)
  })

  it('hands the first place to every item in turn over n consecutive days', () => {
    const leaders = new Set<number>()
    for (let day = 0; day < ids.length; day++) {
      leaders.add(dailyRotation(ids, addDays('2026-01-30', day), byId)[0]!.id)
    }
    expect(leaders.size).toBe(ids.length)
  })

  it('handles empty and single lists', () => {
    expect(dailyRotation([], '2025-05-06', byId)).toEqual([])
    expect(dailyRotation([{ id: 1 }], '2025-05-06', byId)).toEqual([{ id: 1 }])
  })

  it('sorts string keys too', () => {
    const urls = ['/c.mp4', '/a.mp4', '/b.mp4']
    expect(dailyRotation(urls, '2025-05-06', (url) => url)).toEqual(
      dailyRotation([...urls].reverse(), '2025-05-06', (url) => url),
    )
  })

  it('refuses a malformed date rather than rotating by an arbitrary seed', () => {
    expect(() => dailyRotation(ids, '2025-5-6', byId)).toThrow(RangeError)
    expect(() => dailyRotation(ids, '2025-13-40', byId)).toThrow(RangeError)
  })

  it('takes the UTC day of an instant', () => {
    expect(utcDate(new Date('2025-05-06T23:59:59.999Z'))).toBe('2025-05-06')
    expect(utcDate(new Date('2025-05-06T23:30:00-02:00'))).toBe('2025-05-07')
  })
})
