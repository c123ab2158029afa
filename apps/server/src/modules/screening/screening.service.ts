// Scam screening of submitted text: the rules of screening-rules.ts run over it and each match is a
// finding (the rule, its reason, the matched text). It never refuses anything: a flagged article waits in
// Pending, flagged first, and the admin confirms before publishing it.
//
// Every language's patterns run on every text, whatever language it declares: scammers mix languages
// (an English noun in a Hindi sentence), and the declared language is the writer's word. The cost stays
// bounded: about a hundred linear patterns over at most TEXT_MAX characters (screening.languages.test.ts).
import { NEGATIONS, SCREENING_RULES } from './screening-rules'

export type ScreeningFinding = { rule: string; reason: string; match: string }

/** Longest matched text kept in a finding (the admin sees it highlighted). */
const MATCH_MAX = 160
/** Screened text is cut here: rules look at sentences, and an article body is at most a few hundred KB. */
const TEXT_MAX = 200_000
/** How much text around a match its negation is looked for in (each language's pattern bounds it further). */
const NEGATION_WINDOW = 40

/** The rules with their patterns made global, to walk every match (a warning first, a request later). */
const RULES = SCREENING_RULES.map((rule) => ({
  ...rule,
  patterns: rule.patterns.map(({ pattern }) => new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)),
}))

/** Whether some language's negation surrounds the match: before it, inside it, or just after it. */
function isNegated(text: string, match: RegExpExecArray): boolean {
  const end = match.index + match[0].length
  const before = text.slice(Math.max(0, match.index - NEGATION_WINDOW), match.index)
  const after = text.slice(end, end + NEGATION_WINDOW)
  return NEGATIONS.some(
    ({ negation }) =>
      negation.before.test(before) || !!negation.within?.test(match[0]) || !!negation.after?.test(after),
  )
}

/**
 * The first match of the pattern in `text` from `from` up to `to` that is not a warning, if any. A match
 * is looked for in that slice only, its negation in the whole text around it.
 */
function firstRequest(
  pattern: RegExp,
  text: string,
  negatable: boolean,
  from = 0,
  to = text.length,
): RegExpExecArray | null {
  const slice = from === 0 && to === text.length ? text : text.slice(from, to)
  pattern.lastIndex = 0
  for (let match = pattern.exec(slice); match; match = pattern.exec(slice)) {
    if (!negatable) return match
    const at = match.index
    match.index += from
    if (!isNegated(text, match)) return match
    // A warning's match may hide a request that starts inside it: look again from its next character.
    pattern.lastIndex = at + 1
  }
  return null
}

/** Text without markup or entities: rules read what a reader reads (and href targets, kept as text). */
export function plainTextOf(html: string): string {
  return html
    .slice(0, TEXT_MAX)
    .replace(/<a\b[^>]*\bhref\s*=\s*["']?([^"'\s>]+)[^>]*>/giu, ' $1 ')
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&nbsp;/giu, ' ')
    .replace(/&amp;/giu, '&')
    .replace(/&lt;/giu, '<')
    .replace(/&gt;/giu, '>')
    .replace(/&quot;|&#39;/giu, "'")
    .replace(/[ \t]+/gu, ' ')
}

function screenedTextOf(texts: (string | null | undefined)[]): string {
  return (
    texts
      .filter(Boolean)
      .map((part) => plainTextOf(part!))
      .join('\n')
      // One form of each letter: Vietnamese or Korean typed decomposed reads as the patterns spell it.
      .normalize('NFC')
  )
}

/** Every rule that matches, once each, with the first text it matched (short texts: a review, a bio). */
export function screenText(...texts: (string | null | undefined)[]): ScreeningFinding[] {
  return screenWhole(screenedTextOf(texts))
}

function screenWhole(text: string): ScreeningFinding[] {
  const findings: ScreeningFinding[] = []
  for (const { rule, reason, patterns, negatable } of RULES) {
    for (const pattern of patterns) {
      const match = firstRequest(pattern, text, !!negatable)
      if (!match) continue
      findings.push({ rule, reason, match: match[0].trim().slice(0, MATCH_MAX) })
      break
    }
  }
  return findings
}

/**
 * An article body runs to 200,000 characters, and all the rules over the worst of them take a few hundred
 * milliseconds: the same screening, slice by slice, giving the event loop back every few milliseconds so
 * one submission never holds up the requests of everyone else. Slices overlap by more than a rule's
 * match can span (its gaps are bounded within a sentence), so a match across two slices is still found.
 */
const SLICE_CHARS = 4_000
const SLICE_OVERLAP = 600
const YIELD_AFTER_MS = 5

export async function screenLongText(...texts: (string | null | undefined)[]): Promise<ScreeningFinding[]> {
  const text = screenedTextOf(texts)
  if (text.length <= SLICE_CHARS) return screenWhole(text)
  const findings: ScreeningFinding[] = []
  let ranSince = performance.now()
  for (const { rule, reason, patterns, negatable } of RULES) {
    let match: RegExpExecArray | null = null
    for (const pattern of patterns) {
      for (let from = 0; !match && from < text.length; from += SLICE_CHARS - SLICE_OVERLAP) {
        match = firstRequest(pattern, text, !!negatable, from, from + SLICE_CHARS)
        if (performance.now() - ranSince > YIELD_AFTER_MS) {
          await new Promise((resolve) => setImmediate(resolve))
          ranSince = performance.now()
        }
      }
      if (match) break
    }
    if (match) findings.push({ rule, reason, match: match[0].trim().slice(0, MATCH_MAX) })
  }
  return findings
}
