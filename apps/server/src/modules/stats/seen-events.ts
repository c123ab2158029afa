/** (reader, article) pairs remembered in a day; past it, the reader seen longest ago is forgotten first. */
export const MAX_SEEN_PAIRS = 250_000

/**
 * What each reader was counted for today: per reader (its keyed hash of the day, never an address)
 * and article, the counter slots (type and placement) already counted, as bits. Each (day, reader,
 * article, type, placement) is counted once (docs/decisions/0009-campaign-stats.md), and a click needs
 * the impression or view before it. A new UTC day starts from nothing.
 *
 * Bounded: at most `maxPairs` (reader, article) pairs (about 20 MB), the reader seen longest ago
 * dropped first. A dropped reader's next events count again, so getting one's own events counted twice
 * takes `maxPairs` other counted pairs first.
 */
export function createSeenEvents(maxPairs = MAX_SEEN_PAIRS) {
  let day = ''
  let readers = new Map<string, Map<number, number>>()
  let pairs = 0

  return {
    /** This reader's articles today, the reader now the most recently seen (a new day forgets the last). */
    of(today: string, reader: string): Map<number, number> {
      if (today !== day) {
        day = today
        readers = new Map()
        pairs = 0
      }
      const articles = readers.get(reader) ?? new Map<number, number>()
      readers.delete(reader)
      readers.set(reader, articles)
      return articles
    },
    /** Records `bit` for one article of the reader's map that `of` gave. */
    add(articles: Map<number, number>, articleId: number, bit: number) {
      const bits = articles.get(articleId)
      articles.set(articleId, (bits ?? 0) | bit)
      if (bits !== undefined) return
      pairs += 1
      // The reader being counted is the last one seen: the others go first.
      while (pairs > maxPairs && readers.size > 1) {
        const [oldest, held] = readers.entries().next().value!
        readers.delete(oldest)
        pairs -= held.size
      }
    },
  }
}
export type SeenEvents = ReturnType<typeof createSeenEvents>
