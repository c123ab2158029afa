/** Lower case, no accents: as the database folds names (spotlight_search_fold) and its dictionary's words. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const WORD = /[\p{L}\p{N}]+/gu

/** `word` (folded) as one of `names` writes it (`piwallet` -> `PiWallet`), or as it is. */
function writtenAs(word: string, names: readonly string[]): string {
  for (const name of names) for (const [token] of name.matchAll(WORD)) if (fold(token) === word) return token
  return word
}

/**
 * What a search answered through typo forgiveness searched instead: `q` with each corrected word replaced
 * by its closest spelling (`corrections`, the database's: folded word -> spelling), written as the results'
 * names write it. The rest of `q` (other words, quotes, exclusions) stays as typed.
 */
export function correctedQuery(q: string, corrections: Record<string, string>, names: readonly string[]): string {
  let replaced = false
  const shown = q.trim().replace(WORD, (word) => {
    const spelling = corrections[fold(word)]
    if (spelling === undefined) return word
    replaced = true
    return writtenAs(spelling, names)
  })
  // A word the database split otherwise than here (never seen, but the line must still say something true).
  return replaced
    ? shown
    : Object.values(corrections)
        .map((spelling) => writtenAs(spelling, names))
        .join(' ')
}
