// What a share card is drawn with, all read from installed npm packages at run time (never fetched):
// Noto Sans for what readers write in any alphabet (Latin with accents, Greek, Cyrillic, Vietnamese),
// the faces the card's language asks for, a face for each other script the card's text holds (Han,
// Hangul, Devanagari: megabytes each, so loaded only by a card that needs them), and Twemoji for emoji.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  type CardFontFace,
  LANGUAGE_CARD_FONTS,
  NOTO_SANS_DEVANAGARI,
  NOTO_SANS_KR,
  NOTO_SANS_SC,
  NOTO_SANS_TC,
} from '@spotlight/shared/domain/language-card-fonts'
import type { Language } from '@spotlight/shared/domain/languages'

const require = createRequire(import.meta.url)

export type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }

/** Titles and names are written by readers, in any script these cover, whatever the card's language. */
const CONTENT_FONTS: CardFontFace = {
  family: 'Noto Sans',
  package: '@fontsource/noto-sans',
  subsets: ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'],
}
const FONT_WEIGHTS = [400, 700] as const

/**
 * The faces a card's text needs beyond its language's: one per script it holds. Han takes the
 * traditional face on a Traditional Chinese card and the simplified one elsewhere.
 */
export function scriptFaces(text: string, language: Language): CardFontFace[] {
  const faces: CardFontFace[] = []
  if (/\p{Script=Han}/u.test(text))
    faces.push(LANGUAGE_CARD_FONTS[language].includes(NOTO_SANS_TC) ? NOTO_SANS_TC : NOTO_SANS_SC)
  if (/\p{Script=Hangul}/u.test(text)) faces.push(NOTO_SANS_KR)
  if (/\p{Script=Devanagari}/u.test(text)) faces.push(NOTO_SANS_DEVANAGARI)
  return faces
}

/** Each font file once: package, family and subset, in the order satori falls back through them. */
export function cardFontFiles(faces: readonly CardFontFace[]): { family: string; file: string; weight: 400 | 700 }[] {
  const seen = new Set<string>()
  return FONT_WEIGHTS.flatMap((weight) =>
    faces.flatMap((face) =>
      face.subsets.flatMap((subset) => {
        const name = face.package.replace(/^@fontsource\//, '')
        const file = `${face.package}/files/${name}-${subset}-${weight}-normal.woff`
        if (seen.has(file)) return []
        seen.add(file)
        // One family name per file: satori keeps one font per name and weight, so subsets sharing a
        // name hid each other (Vietnamese letters came out as empty boxes).
        return [{ family: subset === face.subsets[0] ? face.family : `${face.family} ${subset}`, file, weight }]
      }),
    ),
  )
}

/** Each file read once per thread, when a card first needs it, and kept while the thread lives. */
const files = new Map<string, Promise<Buffer>>()

/**
 * The fonts of a card in `language` whose text is `text`: Noto Sans, the language's faces, and a
 * face for each other script in the text. Satori needs TTF, OTF or WOFF (not WOFF2); @fontsource
 * ships WOFF per subset and weight.
 */
export function loadCardFonts(language: Language, text = ''): Promise<CardFont[]> {
  const faces = [CONTENT_FONTS, ...LANGUAGE_CARD_FONTS[language], ...scriptFaces(text, language)]
  return Promise.all(
    cardFontFiles(faces).map(async ({ family, file, weight }) => {
      let data = files.get(file)
      if (!data) {
        data = readFile(require.resolve(file))
        files.set(file, data)
      }
      return { name: family, weight, style: 'normal' as const, data: await data }
    }),
  )
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
