// The daily rotation: slider videos and the Featured
// list come in an order that changes once a day, the same for every visitor on that UTC day.

const DAY_MS = 24 * 60 * 60 * 1000
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Today's date in UTC as 'YYYY-MM-DD' (the day public lists and rotations are computed for). */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
function dayNumber(date: string): number {
  if (!DATE_PATTERN.test(date)) throw new RangeError(`expected a YYYY-MM-DD date, got "${date}"`)
  const ms = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(ms)) throw new RangeError(`expected a YYYY-MM-DD date, got "${date}"`)
  return Math.floor(ms / DAY_MS)
}

/** FNV-1a over the string: a 32-bit seed. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: a tiny deterministic PRNG giving numbers in [0, 1) (the bench's data set uses it too). */
export function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function compareKeys(a: number | string, b: number | string): number {
  if (a < b) return -1
  return a > b ? 1 : 0
}

/**
 * The order of the day: a deterministic shuffle seeded by the UTC date. The input order does not
 * matter (items are first sorted by `keyOf`), so every server instance and every request agrees.
 * The first place goes round in turn (item k of the sorted list leads on day numbers ≡ k mod n), so
 * over n consecutive days every paid slot leads once; the places after it are shuffled by the date.
 */
export function dailyRotation<T>(items: readonly T[], date: string, keyOf: (item: T) => number | string): T[] {
  const day = dayNumber(date)
  const sorted = [...items].sort((a, b) => compareKeys(keyOf(a), keyOf(b)))
  if (sorted.length < 2) return sorted

  const leadIndex = day % sorted.length
  const [lead] = sorted.splice(leadIndex, 1)
  const random = mulberry32(hashSeed(date))
  // Fisher–Yates over the rest.
  for (let index = sorted.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1))
    const held = sorted[index]!
    sorted[index] = sorted[swap]!
    sorted[swap] = held
  }
  return [lead!, ...sorted]
}
