// What a share card is drawn with, all read from installed npm packages at run time (never fetched):
// Noto Sans for text (Latin with Spanish accents, Greek, Cyrillic, Vietnamese) and Twemoji for emoji.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

export type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }

const FONT_SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'] as const
const FONT_WEIGHTS = [400, 700] as const

let fonts: Promise<CardFont[]> | null = null

/** Satori needs TTF, OTF or WOFF (not WOFF2); @fontsource ships WOFF per subset and weight. */
export function loadCardFonts(): Promise<CardFont[]> {
  fonts ??= Promise.all(
    FONT_WEIGHTS.flatMap((weight) =>
      FONT_SUBSETS.map(async (subset) => ({
        name: 'Noto Sans',
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)),
      })),
    ),
  )
  return fonts
}

const EMOJI_DIR = path.dirname(require.resolve('@twemoji/svg/package.json'))
const VARIATION_SELECTOR = 0xfe0f
const ZERO_WIDTH_JOINER = 0x200d
const emojiCache = new Map<string, Promise<string>>()

/** Twemoji's file name: code points in hex joined by '-', without U+FE0F unless the emoji has a joiner. */
function twemojiNames(segment: string): string[] {
  const points = [...segment].map((char) => char.codePointAt(0)!)
  const plain = points.filter((point) => point !== VARIATION_SELECTOR)
  const names = points.includes(ZERO_WIDTH_JOINER) ? [points, plain] : [plain, points]
  return [...new Set(names.map((list) => list.map((point) => point.toString(16)).join('-')))]
}

/** An emoji as a data: URL for satori, or '' (drawn as nothing) when Twemoji has no such picture. */
export function emojiDataUrl(segment: string): Promise<string> {
  let loading = emojiCache.get(segment)
  if (!loading) {
    loading = (async () => {
      for (const name of twemojiNames(segment)) {
        if (!/^[0-9a-f-]{1,80}$/.test(name)) continue
        const svg = await readFile(path.join(EMOJI_DIR, `${name}.svg`)).catch(() => null)
        if (svg) return `data:image/svg+xml;base64,${svg.toString('base64')}`
      }
      return ''
    })()
    // Bounded: only the emoji seen in titles are kept, and never more than a few thousand exist.
    if (emojiCache.size < 4000) emojiCache.set(segment, loading)
  }
  return loading
}
