import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { LANGUAGE_CARD_FONTS } from '@spotlight/shared/domain/language-card-fonts'
import type { Language } from '@spotlight/shared/domain/languages'
import { describe, expect, it } from 'vitest'
import { type CardFont, cardFontFiles, scriptFaces } from './card-assets'
import type { CardContent } from './card-content'
import { drawCardSvg } from './card-svg'

// Drawn in this thread (the worker only calls drawCardSvg): what is checked is the fonts, not the pool.

const card = (language: Language, title: string): CardContent => ({
  language,
  kicker: null,
  title,
  footer: null,
  image: null,
  emoji: null,
})

const require = createRequire(import.meta.url)

/** Only Noto Sans' Latin: what a card would have without the faces a script needs. */
const latinOnly = (): Promise<CardFont[]> =>
  Promise.all(
    cardFontFiles([{ family: 'Noto Sans', package: '@fontsource/noto-sans', subsets: ['latin', 'latin-ext'] }]).map(
      async ({ family, file, weight }) => ({
        name: family,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(file)),
      }),
    ),
  )

/**
 * Two words of a script that differ in one letter are drawn differently when the font has their
 * glyphs; without it both are the same row of empty boxes (tofu), or nothing.
 */
const SAMPLES: { name: string; language: Language; words: [string, string]; face: string | null }[] = [
  { name: 'Vietnamese diacritics', language: 'vi', words: ['Tiếng Việt ệ', 'Tiếng Việt ộ'], face: null },
  { name: 'Han, simplified', language: 'en', words: ['生态系统 发', '生态系统 来'], face: 'Noto Sans SC' },
  { name: 'Han, traditional', language: 'zh-Hant', words: ['生態系統 發', '生態系統 來'], face: 'Noto Sans TC' },
  { name: 'Hangul', language: 'ko', words: ['생태계 가', '생태계 나'], face: 'Noto Sans KR' },
  { name: 'Devanagari', language: 'en', words: ['पारिस्थितिकी क', 'पारिस्थितिकी ख'], face: 'Noto Sans Devanagari' },
  { name: 'Hindi', language: 'hi', words: ['पायनियर क', 'पायनियर ख'], face: 'Noto Sans Devanagari' },
]

describe('share cards draw every script', () => {
  for (const sample of SAMPLES) {
    it(
      `draws ${sample.name} with real glyphs, where a card without its font draws tofu`,
      { timeout: 120_000 },
      async () => {
        const text = sample.words.join(' ')
        if (sample.face) expect(scriptFaces(text, sample.language).map((face) => face.family)).toEqual([sample.face])
        const [first, second] = await Promise.all(sample.words.map((word) => drawCardSvg(card(sample.language, word))))
        expect(first).not.toBe(second)
        // The check tells tofu from glyphs: with Latin fonts alone the two words look the same.
        const fonts = await latinOnly()
        const [firstTofu, secondTofu] = await Promise.all(
          sample.words.map((word) => drawCardSvg(card(sample.language, word), fonts)),
        )
        expect(firstTofu).toBe(secondTofu)
        expect(first).not.toBe(firstTofu)
        expect(second).not.toBe(secondTofu)
      },
    )
  }

  it("loads a script's face only for a card whose language or text needs it", () => {
    const files = (language: Language, text: string) =>
      cardFontFiles([...LANGUAGE_CARD_FONTS[language], ...scriptFaces(text, language)]).map((entry) => entry.file)
    expect(files('en', 'Pi Quest').some((file) => /-(sc|tc|kr|devanagari)\//.test(file))).toBe(false)
    expect(files('en', 'Pi 生态').some((file) => file.includes('noto-sans-sc/'))).toBe(true)
    expect(files('vi', 'Việt Nam').some((file) => file.includes('-vietnamese-'))).toBe(true)
    // A Hindi card's own words are Devanagari: its language loads the face even for a Latin title.
    expect(files('hi', 'Pi Quest').some((file) => file.includes('noto-sans-devanagari/'))).toBe(true)
  })
})
