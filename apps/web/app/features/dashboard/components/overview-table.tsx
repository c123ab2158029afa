import type { Key, ReactNode } from 'react'

export type OverviewRow = { key: Key; title: ReactNode; state: ReactNode; next: ReactNode }

// Below `sm` each row is a card and each cell a line of its own, named by its column (generated
// content, so a cell's text stays its own): a phone shows the next step without scrolling sideways.
const cell = 'py-2 pr-3 text-left align-top max-sm:block max-sm:py-0.5 max-sm:pr-0'
const labelled =
  'max-sm:before:mr-1 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]'

/**
 * My Articles' overview as a table from `sm` up and a stack of cards below it. On a phone each line
 * says its column, so it reads right even where a browser drops the table semantics of blocks.
 */
export function OverviewTable({
  label,
  headers,
  rows,
  testId,
}: {
  label: string
  headers: { title: string; state: string; next: string }
  rows: readonly OverviewRow[]
  testId?: string
}) {
  return (
    <table aria-label={label} className="w-full text-sm max-sm:block" data-testid={testId}>
      <thead className="max-sm:sr-only">
        <tr>
          <th scope="col" className={`${cell} font-medium text-slate-600`}>
            {headers.title}
          </th>
          <th scope="col" className={`${cell} font-medium text-slate-600`}>
            {headers.state}
          </th>
          <th scope="col" className={`${cell} font-medium text-slate-600`}>
            {headers.next}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:divide-y-0">
        {rows.map((row) => (
          <tr
            key={row.key}
            className="max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:p-3"
            data-testid="overview-row"
          >
            <td className={`${cell} wrap-anywhere max-sm:font-semibold`}>{row.title}</td>
            <td className={`${cell} ${labelled}`} data-label={`${headers.state}:`}>
              {row.state}
            </td>
            <td className={`${cell} ${labelled}`} data-label={`${headers.next}:`}>
              {row.next}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
