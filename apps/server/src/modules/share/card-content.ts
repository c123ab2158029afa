// What a share card shows and the size of its picture: read by the main thread (which sizes the
// picture with sharp) and by the card worker (which lays the card out). Kept apart from card-svg.ts so
// that satori, its fonts and its WebAssembly load in the worker only, not in every server process.

import type { Language } from '@spotlight/shared/domain/languages'

/** What a card shows; every string is plain text (never markup), however hostile. */
export type CardContent = {
  /** The language of the card's own words: its fonts are loaded for it. */
  language: Language
  /** The small line above the title: the category, or the site's tagline. */
  kicker: string | null
  title: string
  /** The line under the title: the app's name, or the site's address. */
  footer: string | null
  /** A picture for the right-hand side, as a data: URL (already sized), or null. */
  image: string | null
  /** A big emoji shown when there is no picture (a category's). */
  emoji: string | null
}

/** The picture's side in the card, in pixels (square). */
export const CARD_IMAGE_SIZE = 440
