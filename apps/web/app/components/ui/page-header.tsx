import type { ReactNode } from 'react'

const sizes = {
  page: { title: 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl', intro: 'mt-3 text-lg text-slate-600' },
  dashboard: { title: 'mb-6 text-2xl font-bold text-slate-900', intro: 'mt-3 text-lg text-slate-600' },
  /** A prompt that stands in for a page's content (the sign-in prompt). */
  prompt: { title: 'text-2xl font-bold text-slate-900', intro: 'mt-3 text-slate-600' },
  /** A section's `h2` inside a page (slot availability, related articles). */
  section: { title: 'text-xl font-bold tracking-tight text-slate-900', intro: 'mt-1 text-sm text-slate-600' },
} as const

/**
 * A heading with the id its section is labelled by, and an optional intro: a page's one `h1`
 * (large on the public and QR pages, compact inside a dashboard), or a section's `h2`.
 */
export function PageHeader({
  id,
  title,
  intro,
  size = 'page',
  className,
}: {
  id: string
  title: ReactNode
  intro?: ReactNode
  size?: keyof typeof sizes
  /** Spacing under the title (a section's list follows it). */
  className?: string
}) {
  const Heading = size === 'section' ? 'h2' : 'h1'
  const classes = sizes[size]
  return (
    <>
      <Heading id={id} className={className ? `${classes.title} ${className}` : classes.title}>
        {title}
      </Heading>
      {intro ? <p className={classes.intro}>{intro}</p> : null}
    </>
  )
}
