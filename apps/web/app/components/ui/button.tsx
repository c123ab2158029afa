import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

const variants = {
  primary: 'bg-violet-700 px-4 py-2 text-white shadow-sm hover:bg-violet-800',
  secondary: 'border border-violet-200 bg-white px-4 py-2 text-violet-800 hover:border-violet-300 hover:bg-violet-50',
  ghost: 'px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  icon: 'h-10 w-10 text-slate-600 hover:bg-slate-100 hover:text-slate-900',
} as const

export type ButtonVariant = keyof typeof variants

/** Classes of a button, for links that should look like one. */
export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(base, variants[variant], className)

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}
