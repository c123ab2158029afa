import type { Language } from './languages'

/** A set of font files the share cards draw with: an @fontsource package's subsets. */
export type CardFontFace = {
  /** The family name satori is given. */
  family: string
  /** The @fontsource package holding the WOFF files. */
  package: string
  subsets: readonly string[]
}

const NOTO_SANS_LATIN: CardFontFace = {
  family: 'Noto Sans',
  package: '@fontsource/noto-sans',
  subsets: ['latin', 'latin-ext'],
}

const NOTO_SANS_VIETNAMESE: CardFontFace = {
  family: 'Noto Sans',
  package: '@fontsource/noto-sans',
  subsets: ['latin', 'latin-ext', 'vietnamese'],
}

/** Han as mainland China writes it (~1.5 MB a weight: loaded only for a card that shows Han). */
export const NOTO_SANS_SC: CardFontFace = {
  family: 'Noto Sans SC',
  package: '@fontsource/noto-sans-sc',
  subsets: ['chinese-simplified'],
}

/** Han as Taiwan and Hong Kong write it. */
export const NOTO_SANS_TC: CardFontFace = {
  family: 'Noto Sans TC',
  package: '@fontsource/noto-sans-tc',
  subsets: ['chinese-traditional'],
}

export const NOTO_SANS_KR: CardFontFace = {
  family: 'Noto Sans KR',
  package: '@fontsource/noto-sans-kr',
  subsets: ['korean'],
}

export const NOTO_SANS_DEVANAGARI: CardFontFace = {
  family: 'Noto Sans Devanagari',
  package: '@fontsource/noto-sans-devanagari',
  subsets: ['devanagari'],
}

/**
 * The fonts each language's share cards need for its own words: the card worker loads a language's
 * when it first draws a card in it (and a script's face when a card's text holds that script).
 * Apart from the registry, which public pages load: only the server reads this. A `Record` of the
 * registry's languages, so a new language does not typecheck until it has its fonts.
 */
export const LANGUAGE_CARD_FONTS: Record<Language, readonly CardFontFace[]> = {
  en: [NOTO_SANS_LATIN],
  es: [NOTO_SANS_LATIN],
  vi: [NOTO_SANS_VIETNAMESE],
  'zh-Hans': [NOTO_SANS_LATIN, NOTO_SANS_SC],
  'zh-Hant': [NOTO_SANS_LATIN, NOTO_SANS_TC],
  ko: [NOTO_SANS_LATIN, NOTO_SANS_KR],
  id: [NOTO_SANS_LATIN],
  hi: [NOTO_SANS_LATIN, NOTO_SANS_DEVANAGARI],
}
