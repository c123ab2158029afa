import type { AuditAction, AuditEntry } from '@spotlight/shared/schemas/audit'

/**
 * The header keeps the same names in every language, so a script reading the file still finds its
 * columns; `action` keeps the code for such scripts and `actionDescription` says it in words, in the
 * language of the admin who exported it.
 */
const COLUMNS = [
  'id',
  'at',
  'actor',
  'action',
  'actionDescription',
  'targetType',
  'targetId',
  'summary',
  'reason',
] as const

/**
 * What a spreadsheet may read as the start of a formula: `=`, `+`, `-`, `@`, a tab or a carriage
 * return, and their full-width forms (some spreadsheets fold those to the ASCII ones).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/**
 * Excel reads a CSV without a byte order mark in the machine's legacy code page: the words of a
 * Vietnamese, Hindi or Chinese admin, and the arrows of the summaries, would come out garbled.
 */
const BYTE_ORDER_MARK = '\uFEFF'

/** One CSV cell: quoted, quotes doubled, and a formula's start neutralised so a spreadsheet shows it as text. */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * The entries as CSV (RFC 4180: every cell quoted, CRLF line ends), a header row first, behind a byte
 * order mark. `describe` gives an action's words in the admin's language.
 */
export function auditCsv(entries: AuditEntry[], describe: (action: AuditAction) => string): string {
  const rows = entries.map((entry) =>
    [
      entry.id,
      entry.at,
      entry.actor.username,
      entry.action,
      describe(entry.action),
      entry.targetType,
      entry.targetId,
      entry.summary,
      entry.reason,
    ]
      .map(cell)
      .join(','),
  )
  return BYTE_ORDER_MARK + [COLUMNS.join(','), ...rows].join('\r\n') + '\r\n'
}
