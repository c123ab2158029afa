// Scam screening of submitted text: the rules of screening-rules.ts run over it and each match is a
// finding (the rule, its reason, the matched text). It never refuses anything: a flagged article waits in
// Pending, flagged first, and the admin confirms before publishing it.
import { NEGATION, SCREENING_RULES } from './screening-rules'

export type ScreeningFinding = { rule: string; reason: string; match: string }

/** Longest matched text kept in a finding (the admin sees it highlighted). */
const MATCH_MAX = 160
/** Screened text is cut here: rules look at sentences, and an article body is at most a few hundred KB. */
const TEXT_MAX = 200_000

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

/** Every rule that matches, once each, with the first text it matched. */
export function screenText(...texts: (string | null | undefined)[]): ScreeningFinding[] {
  const text = texts
    .filter(Boolean)
    .map((part) => plainTextOf(part!))
    .join('\n')
  const findings: ScreeningFinding[] = []
  for (const { rule, reason, patterns, negatable } of SCREENING_RULES) {
    for (const pattern of patterns) {
      const match = pattern.exec(text)
      if (!match) continue
      if (negatable && NEGATION.test(text.slice(Math.max(0, match.index - 30), match.index))) continue
      findings.push({ rule, reason, match: match[0].trim().slice(0, MATCH_MAX) })
      break
    }
  }
  return findings
}
