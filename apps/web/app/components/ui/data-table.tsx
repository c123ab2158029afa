import type { Key, ReactNode } from 'react'
import { cn } from '#app/lib/cn'
import { ScrollRegion } from './scroll-region'

export type SortDirection = 'ascending' | 'descending'

export type DataColumn = {
  /** The column's heading (`scope="col"`). */
  header: ReactNode
  /** Figures line up on the right. */
  align?: 'start' | 'end'
  /** A heading only screen readers need (the first column of named rows). */
  hiddenHeader?: boolean
  /** Layout classes for the column's heading and cells (a width, truncation). */
  className?: string
  /**
   * A sortable column: its heading becomes a button calling `onSort`; `direction` is set on the
   * column the table is sorted by (`aria-sort` and an arrow).
   */
  sort?: { direction?: SortDirection; onSort: () => void }
}

export type DataRow = {
  key: Key
  /** One cell a column; the first names the row (`<th scope="row">`) unless `rowHeaders` is off. */
  cells: readonly ReactNode[]
  testId?: string
}

const padding = { compact: 'py-1', comfortable: 'py-2' } as const

/**
 * The app's one data table: in a `ScrollRegion` named by `label` (a table wider than a phone scrolls
 * sideways, by keyboard too, and says so), column headings with
 * `scope="col"`, an optional caption for screen readers, and sortable headings where a table sorts.
 */
export function DataTable({
  label,
  caption,
  columns,
  rows,
  rowHeaders = true,
  size = 'compact',
  className,
  testId,
}: {
  /** Names the scrollable region (usually its section's heading). */
  label: string
  /** The table's own caption, read by screen readers (what the figures cover). */
  caption?: string
  columns: readonly DataColumn[]
  rows: readonly DataRow[]
  /** Whether the first cell of each row names it. */
  rowHeaders?: boolean
  size?: keyof typeof padding
  /** Layout classes of the scrolling region (a height limit, a frame). */
  className?: string
  testId?: string
}) {
  const cellClasses = (column: DataColumn | undefined) =>
    cn(padding[size], column?.align === 'end' ? 'pl-3 text-right' : 'pr-3 text-left', column?.className)
  return (
    <ScrollRegion label={label} className={className}>
      <table className="w-full min-w-max text-sm" data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={cn(cellClasses(column), 'font-medium text-slate-600', column.hiddenHeader && 'sr-only')}
                aria-sort={column.sort?.direction}
              >
                {column.sort ? <SortButton {...column.sort}>{column.header}</SortButton> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} data-testid={row.testId}>
              {row.cells.map((cell, i) =>
                i === 0 && rowHeaders ? (
                  <th key={i} scope="row" className={cn(cellClasses(columns[i]), 'font-normal')}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={cn(cellClasses(columns[i]), 'tabular-nums')}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function SortButton({ direction, onSort, children }: NonNullable<DataColumn['sort']> & { children: ReactNode }) {
  return (
    <button type="button" className="font-medium text-slate-600 hover:text-slate-900" onClick={onSort}>
      {children}
      <span aria-hidden="true">{direction === 'descending' ? ' ↓' : direction === 'ascending' ? ' ↑' : ''}</span>
    </button>
  )
}
