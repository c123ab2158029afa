import type { AuditEntry } from '@spotlight/shared/schemas/audit'

const COLUMNS = ['id', 'at', 'actor', 'action', 'targetType', 'targetId', 'summary', 'reason'] as const

/**
 * One CSV cell: quoted, quotes doubled, and a leading `=`, `+`, `-` or `@` neutralised so a
 * spreadsheet never runs a reason or a title as a formula.
 */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/** The entries as CSV (RFC 4180, CRLF line ends), a header row first. */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((entry) =>
    [
      entry.id,
      entry.at,
      entry.actor.username,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.summary,
      entry.reason,
    ]
      .map(cell)
      .join(','),
  )
  return [COLUMNS.join(','), ...rows].join('\r\n') + '\r\n'
}
