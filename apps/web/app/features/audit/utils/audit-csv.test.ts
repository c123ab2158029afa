import { describe, expect, it } from 'vitest'
import { auditCsv } from './audit-csv'

describe('auditCsv', () => {
  it('quotes every cell, doubles quotes and defuses formulas', () => {
    const csv = auditCsv([
      {
        id: 7,
        at: '2026-12-04T22:00:00.000Z',
        actor: { username: 'admin' },
        action: 'ARTICLE_REJECT',
        targetType: 'ARTICLE',
        targetId: '42',
        summary: 'PENDING_APPROVAL → REJECTED: "Pi" app',
        reason: '=HYPERLINK("x")',
      },
    ])
    const [header, row] = csv.split('\r\n')
    expect(header).toBe('id,at,actor,action,targetType,targetId,summary,reason')
    expect(row).toBe(
      '"7","2026-12-04T22:00:00.000Z","admin","ARTICLE_REJECT","ARTICLE","42","PENDING_APPROVAL → REJECTED: ""Pi"" app","\'=HYPERLINK(""x"")"',
    )
  })
})
