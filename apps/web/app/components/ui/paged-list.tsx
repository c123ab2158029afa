import type { Key, ReactNode } from 'react'
import { plural, useTranslation, type TranslationKey } from '#app/lib/i18n'
import { MoreButton } from './more-button'
import { StatusBanner } from './status-banner'

/** An infinite query of pages that each hold some rows and how many there are in all. */
type PagedQuery<Row> = Parameters<typeof MoreButton>[0]['list'] & {
  data?: { pages: { items: Row[]; total?: number | null }[] } | undefined
  isPending: boolean
  isError: boolean
}

/** What the section says, as keys of the catalogue. */
export type PagedListTexts = {
  heading: TranslationKey
  count: { one: TranslationKey; other: TranslationKey }
  loading: TranslationKey
  failed: TranslationKey
  empty: TranslationKey
  more: TranslationKey
}

/**
 * An admin's list read a page at a time: its heading, how many in all, loading, failure and empty
 * states, one card per row (its content from `row`), and "Show more" while a next page exists.
 */
export function PagedList<Row>({
  id,
  list,
  texts,
  rowKey,
  row,
}: {
  /** The heading's id (the section is named by it) and the list's test id. */
  id: string
  list: PagedQuery<Row>
  texts: PagedListTexts
  rowKey: (row: Row) => Key
  row: (row: Row) => ReactNode
}) {
  const { t, i18n } = useTranslation()
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []
  const total = list.data?.pages[0]?.total ?? null
  let body
  if (list.isPending) body = <p className="text-sm text-slate-600">{t(texts.loading)}</p>
  else if (list.isError) body = <StatusBanner tone="error">{t(texts.failed)}</StatusBanner>
  else if (rows.length === 0) body = <p className="text-sm text-slate-600">{t(texts.empty)}</p>
  else
    body = (
      <ul className="flex flex-col gap-3" data-testid={id}>
        {rows.map((item) => (
          <li
            key={rowKey(item)}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
          >
            {row(item)}
          </li>
        ))}
      </ul>
    )
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t(texts.heading)}
      </h2>
      {rows.length > 0 && total !== null && (
        <p className="text-sm text-slate-600">
          {t(plural(i18n.language, total, texts.count), { n: total.toLocaleString(i18n.language) })}
        </p>
      )}
      {body}
      <MoreButton list={list} label={t(texts.more)} className="self-start" />
    </section>
  )
}
