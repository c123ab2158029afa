import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#app/lib/cn'

/**
 * One line saying where a flow stands, its icon before the text (the QR hand-off pages): a status,
 * or an alert when it went wrong. `className` adds layout only.
 */
export function StatusLine({
  icon,
  isAlert = false,
  className,
  children,
  ...props
}: Omit<ComponentProps<'p'>, 'role'> & { icon: ReactNode; isAlert?: boolean }) {
  return (
    <p
      role={isAlert ? 'alert' : 'status'}
      className={cn('flex items-center gap-3 text-lg text-slate-800', className)}
      {...props}
    >
      {icon}
      <span>{children}</span>
    </p>
  )
}
