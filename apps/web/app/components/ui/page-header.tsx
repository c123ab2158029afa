import type { ReactNode } from 'react'

const titleClasses = {
  page: 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl',
  dashboard: 'mb-6 text-2xl font-bold text-slate-900',
} as const

/**
 * A page's one `h1` (with the id its section is labelled by) and an optional intro: large on the
 * public and QR pages, compact inside a dashboard.
 */
export function PageHeader({
  id,
  title,
  intro,
  size = 'page',
}: {
  id: string
  title: ReactNode
  intro?: ReactNode
  size?: keyof typeof titleClasses
}) {
  return (
    <>
      <h1 id={id} className={titleClasses[size]}>
        {title}
      </h1>
      {intro ? <p className="mt-3 text-lg text-slate-600">{intro}</p> : null}
    </>
  )
}
