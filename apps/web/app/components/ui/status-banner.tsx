import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'

export type StatusTone = 'success' | 'error' | 'info'

const tones: Record<StatusTone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  error: 'border-rose-200 bg-rose-50 text-rose-800',
  info: 'border-violet-200 bg-violet-50 text-violet-900',
}

/**
 * The outcome of what the reader just did: an error is an alert (read out at once), anything else
 * a status (read out when the reader is idle). `className` adds layout only (lib/cn.ts).
 */
export function StatusBanner({ tone, className, ...props }: ComponentProps<'div'> & { tone: StatusTone }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  )
}
