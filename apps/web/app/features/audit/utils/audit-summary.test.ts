import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import type { AuditEntry } from '@spotlight/shared/schemas/audit'
import { getFixedT } from '#app/lib/i18n'
import { auditSummary, auditTargetType } from './audit-summary'

/** One line of each shape the server writes (its recordAudit calls), as stored. */
const STORED: Pick<AuditEntry, 'action' | 'summary'>[] = [
  { action: 'ARTICLE_APPROVE', summary: 'PENDING_APPROVAL → PUBLISHED: my chat app' },
  { action: 'ARTICLE_PUBLISH', summary: 'NEW → PUBLISHED: an admin’s own → article' },
  { action: 'ARTICLE_REJECT', summary: 'PENDING_APPROVAL → REJECTED: my chat app' },
  { action: 'ARTICLE_UNPUBLISH', summary: 'HIDDEN → DRAFT: my chat app' },
  { action: 'REVIEW_APPROVE', summary: 'PENDING → PUBLISHED' },
  { action: 'REVIEW_APPROVE', summary: 'reply PENDING → PUBLISHED' },
  { action: 'REVIEW_HIDE', summary: 'PUBLISHED → HIDDEN' },
  { action: 'REVIEW_HIDE', summary: 'reply → hidden' },
  { action: 'MAKER_BIO_HIDE', summary: '@ana bio PENDING → HIDDEN' },
  { action: 'PROMOTION_FREE_ACTIVATION', summary: 'MAIN_SLIDER → ACTIVE until 2026-12-31T10:00:00.000Z' },
  { action: 'PROMOTION_CANCEL', summary: 'CATEGORY_SLIDER ACTIVE → CANCELLED' },
  { action: 'REPORT_DECISION', summary: '3 open report(s) → SUSPEND_MAKER' },
  { action: 'USER_SUSPEND', summary: 'active → suspended; 2 article(s) hidden, 1 promotion(s) ended' },
  { action: 'USER_UNSUSPEND', summary: 'suspended → active; 1 article(s) restored' },
  { action: 'VERIFICATION_GRANT', summary: 'ana · app.example.com: PENDING → VERIFIED' },
  { action: 'VERIFICATION_REVOKE', summary: 'ana · app.example.com: VERIFIED → REVOKED' },
]

/** A status or decision code left in the line (`PENDING_APPROVAL`, `DISMISS`), or an English count. */
const CODE = /\b[A-Z]{4,}(?:_[A-Z]+)*\b|\(s\)/

describe('auditSummary', () => {
  const en = getFixedT('en')
  const es = getFixedT('es')

  it('says each line in English words, the codes gone', () => {
    const said = STORED.map((entry) => auditSummary(entry, en, 'en'))
    expect(said).toEqual([
      'In review → Published: my chat app',
      'New → Published: an admin’s own → article',
      'In review → Rejected: my chat app',
      'Hidden pending review → Draft: my chat app',
      'Awaiting approval → Published',
      'Reply: Awaiting approval → Published',
      'Published → Hidden',
      'Reply: Hidden',
      '@ana’s bio: Awaiting approval → Hidden',
      expect.stringMatching(/^Main Slider: active until .*2026/),
      'Category Slider: Active → Cancelled',
      '3 open reports → Suspend the maker',
      'Active → Suspended; 2 articles hidden, 1 promotion ended',
      'Suspended → Active; 1 article restored',
      'ana · app.example.com: Waiting for its check → Verified',
      'ana · app.example.com: Verified → Revoked',
    ])
  })

  it('says them in Spanish on a Spanish page', () => {
    expect(auditSummary(STORED[0]!, es, 'es')).toBe('En revisión → Publicado: my chat app')
    expect(auditSummary(STORED[11]!, es, 'es')).toMatch(/^3 denuncias abiertas → /)
    expect(auditSummary(STORED[12]!, es, 'es')).toBe(
      'Activa → Suspendida; 2 artículos ocultados, 1 promoción terminada',
    )
  })

  it('leaves no code and no missing words in any language', () => {
    for (const language of LANGUAGES) {
      const t = getFixedT(language)
      for (const entry of STORED) {
        const said = auditSummary(entry, t, language)
        expect(said, `${language}: ${entry.summary}`).not.toMatch(CODE)
        expect(said, `${language}: ${entry.summary}`).not.toMatch(/audit\.|\{\{/)
      }
      for (const kind of ['ARTICLE', 'REVIEW', 'REPLY', 'USER', 'CATEGORY', 'MAKER_BIO', 'verification'])
        expect(auditTargetType(kind, t), `${language}: ${kind}`).not.toMatch(/audit\.|^[A-Z_]+$|^verification$/)
    }
  })

  it('shows a line it cannot read as stored, and a category’s names as they are', () => {
    const odd = { action: 'REPORT_DECISION', summary: 'something an older server wrote' } as const
    expect(auditSummary(odd, es, 'es')).toBe('something an older server wrote')
    const renamed = { action: 'CATEGORY_UPDATE', summary: 'Games (games) → Juegos (juegos)' } as const
    expect(auditSummary(renamed, es, 'es')).toBe('Games (games) → Juegos (juegos)')
    expect(auditTargetType('SOMETHING_NEW', es)).toBe('SOMETHING_NEW')
  })
})
