import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, type AuditEntry } from '@spotlight/shared/schemas/audit'
import { getFixedT } from '#app/lib/i18n'
import { auditActionKey } from './audit-action-key'
import { auditCsv } from './audit-csv'

/**
 * A strict RFC 4180 reader (no CSV parser is among the dependencies): records end with CRLF, a field is
 * either bare (no comma, quote, CR or LF) or quoted with its quotes doubled; anything else throws.
 */
function parseRfc4180(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let i = 0
  for (;;) {
    let field = ''
    if (text[i] === '"') {
      i++
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field')
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i++
          break
        }
        field += text[i++]
      }
    } else {
      while (i < text.length && !',\r\n'.includes(text[i]!)) {
        if (text[i] === '"') throw new Error(`bare quote at ${i}`)
        field += text[i++]
      }
    }
    record.push(field)
    if (text[i] === ',') {
      i++
      continue
    }
    if (text.startsWith('\r\n', i)) {
      records.push(record)
      record = []
      i += 2
      if (i === text.length) return records
      continue
    }
    throw new Error(`expected a comma or CRLF at ${i}, found ${JSON.stringify(text[i] ?? 'end of text')}`)
  }
}

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 7,
  at: '2026-12-04T22:00:00.000Z',
  actor: { username: 'admin' },
  action: 'ARTICLE_REJECT',
  targetType: 'ARTICLE',
  targetId: '42',
  summary: 'PENDING_APPROVAL → REJECTED: "Pi" app',
  reason: null,
  ...overrides,
})

const inSpanish = (action: AuditEntry['action']) => getFixedT('es')(auditActionKey(action))

/** The file as a spreadsheet or a script reads it: the byte order mark, then the records. */
function read(csv: string) {
  expect(csv.startsWith('\uFEFF')).toBe(true)
  const [header, ...rows] = parseRfc4180(csv.slice(1))
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])))
}

describe('auditCsv', () => {
  it('keeps the action’s code for scripts and says it in words, in the admin’s language', () => {
    const [row] = read(auditCsv([entry({ action: 'USER_SUSPEND' })], inSpanish))
    expect(row).toMatchObject({ action: 'USER_SUSPEND', actionDescription: 'Cuenta suspendida' })
  })

  it('has a description, never a code, for every action in every language’s export', () => {
    const entries = AUDIT_ACTIONS.map((action, i) => entry({ id: i + 1, action }))
    for (const language of ['en', 'es', 'hi', 'id', 'ko', 'vi', 'zh-Hans', 'zh-Hant'] as const) {
      const t = getFixedT(language)
      const rows = read(auditCsv(entries, (action) => t(auditActionKey(action))))
      for (const row of rows) {
        expect(row.actionDescription, `${language} ${row.action}`).not.toMatch(/^[A-Z_]+$|^audit\./)
        expect(row.actionDescription).not.toBe('')
      }
    }
  })

  it('gives back every cell as written: commas, quotes, line breaks and non-Latin text survive a strict reader', () => {
    const reason = 'Broken, "fake" link\r\nsecond line\nthird, and 中文 · Tiếng Việt · हिन्दी'
    const [row] = read(auditCsv([entry({ reason, summary: 'a,b' })], inSpanish))
    expect(row).toEqual({
      id: '7',
      at: '2026-12-04T22:00:00.000Z',
      actor: 'admin',
      action: 'ARTICLE_REJECT',
      actionDescription: 'Artículo rechazado',
      targetType: 'ARTICLE',
      targetId: '42',
      summary: 'a,b',
      reason,
    })
  })

  it('neutralises a cell a spreadsheet would run as a formula, and leaves the others as they are', () => {
    const hostile = [
      '=HYPERLINK("http://x","y")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '＝1+1',
      '＋1',
      '－1',
      '＠A1',
    ]
    const rows = read(
      auditCsv(
        hostile.map((reason, i) => entry({ id: i + 1, reason })),
        inSpanish,
      ),
    )
    expect(rows.map((row) => row.reason)).toEqual(hostile.map((text) => `'${text}`))
    const [plain] = read(auditCsv([entry({ reason: 'a = b, 1 + 1 - 2 @ noon' })], inSpanish))
    expect(plain!.reason).toBe('a = b, 1 + 1 - 2 @ noon')
    const [named] = read(auditCsv([entry({ actor: { username: '=cmd' }, summary: '-x' })], inSpanish))
    expect(named).toMatchObject({ actor: "'=cmd", summary: "'-x" })
  })

  it('writes an empty reason as an empty cell, and a header alone for no entries', () => {
    expect(read(auditCsv([entry({ reason: null })], inSpanish))[0]!.reason).toBe('')
    expect(auditCsv([], inSpanish)).toBe(
      '\uFEFFid,at,actor,action,actionDescription,targetType,targetId,summary,reason\r\n',
    )
  })
})
