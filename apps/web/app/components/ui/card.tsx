import type { HTMLAttributes } from 'react'
import { cn } from '#app/lib/cn'

/** A white, bordered panel; `as` picks the element (a list item in a list), `className` adds layout. */
export function Card({
  as: Element = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'li' | 'article' | 'section' }) {
  return <Element className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm', className)} {...props} />
}
