// The scam screening's rules, in one table: each a name, the reason an admin reads, and the patterns
// that find it. The rules that read words take them from every language of the registry
// (screening-languages.ts, keyed by `Language`: a new language fails the typechecker until its words
// exist); the others read addresses, the same in any language. A rule flags, never rejects: the admin
// decides.
import { LANGUAGES, type Language } from '@spotlight/shared/domain/languages'
import { LANGUAGE_PATTERNS, type Negation, type WordRule } from './screening-languages'

/** A pattern and the language whose words it is (null for an address pattern). */
export type RulePattern = { pattern: RegExp; language: Language | null }

/** `negatable`: a match surrounded by a negation ("never share your passphrase") is a warning, not a request. */
export type ScreeningRule = { rule: string; reason: string; patterns: RulePattern[]; negatable?: boolean }

/** Every language's negation: a warning may mix languages as freely as a scam does. */
export const NEGATIONS: { language: Language; negation: Negation }[] = LANGUAGES.map((language) => ({
  language,
  negation: LANGUAGE_PATTERNS[language].negation,
}))

/** The rule's patterns in every language, in the registry's order. */
const wordsOf = (rule: WordRule): RulePattern[] =>
  LANGUAGES.flatMap((language) => LANGUAGE_PATTERNS[language][rule].map((pattern) => ({ pattern, language })))
const addresses = (...patterns: RegExp[]): RulePattern[] => patterns.map((pattern) => ({ pattern, language: null }))

export const SCREENING_RULES: ScreeningRule[] = [
  {
    rule: 'SECRET_REQUEST',
    reason: 'Asks for a wallet passphrase, seed phrase or private key: Pi never asks for it, only scams do.',
    negatable: true,
    patterns: wordsOf('SECRET_REQUEST'),
  },
  {
    rule: 'WALLET_SEND',
    reason: 'A wallet address with a request to send Pi to it: payments belong in the Pi SDK.',
    patterns: wordsOf('WALLET_SEND'),
  },
  {
    rule: 'PI_LOOKALIKE',
    reason: 'A link to an address imitating Pi’s (minepi look-alikes, pi-network hosts, punycode).',
    patterns: addresses(
      // minepi with a letter swapped or added around it, or on a host that is not minepi.com's own.
      /\b(?:https?:\/\/)?(?:[\w-]+\.)*(?:m[i1l]n[e3]p[i1l]|mine-pi|minep[l1]|rninepi|m1nepi)[\w-]*\.(?!com\b)[a-z]{2,}\b/iu,
      /\b(?:https?:\/\/)?(?:[\w-]+\.)*(?:m1nepi|minepl|rninepi|mine-pi|m[i1]nep[i1]-[\w-]+)\.[a-z]{2,}\b/iu,
      /\b(?:https?:\/\/)?(?:[\w-]+\.)*pi-?network-[\w-]+\.[a-z]{2,}\b/iu,
      /\b(?:https?:\/\/)?(?:[\w-]+\.)*xn--[\w-]+\.[a-z]{2,}\b/iu,
    ),
  },
  {
    rule: 'URL_SHORTENER',
    reason: 'A shortened link hides where it leads.',
    patterns: addresses(
      // The global ones, and those of the registry's countries (s.id: Indonesia; t.cn, url.cn, dwz.cn:
      // China; naver.me, me2.do, han.gl, url.kr: Korea).
      /\b(?:https?:\/\/)?(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|is\.gd|v\.gd|cutt\.ly|rb\.gy|ow\.ly|shorturl\.at|tiny\.cc|buff\.ly|rebrand\.ly|t\.ly|s\.id|t\.cn|url\.cn|dwz\.cn|naver\.me|me2\.do|han\.gl|url\.kr)\/[\w-]+/iu,
    ),
  },
  {
    rule: 'OFF_SDK_PAYMENT',
    reason:
      'Asks for payment outside the Pi SDK (directly to a wallet, by another channel), or promises to multiply Pi sent.',
    negatable: true,
    patterns: wordsOf('OFF_SDK_PAYMENT'),
  },
  {
    rule: 'FAKE_PI_SUPPORT',
    reason:
      'Speaks as the Pi Core Team or Pi support, or charges a fee for KYC or migration: Pi does neither, scams do.',
    negatable: true,
    patterns: wordsOf('FAKE_PI_SUPPORT'),
  },
]
