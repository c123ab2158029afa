import type { HTMLAttributes } from 'react'
import { cn } from '#app/lib/cn'

const paddings = { normal: 'p-4', roomy: 'p-6', spacious: 'p-8' } as const

/**
 * A white, bordered panel; `as` picks the element (a list item in a list), `padding` its room
 * inside, `className` adds layout.
 */
export function Card({
  as: Element = 'div',
  padding = 'normal',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'li' | 'article' | 'section'; padding?: keyof typeof paddings }) {
  return (
    <Element
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', paddings[padding], className)}
      {...props}
    />
  )
}
