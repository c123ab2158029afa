import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

/** Colours and borders; a caller never overrides them (lib/cn.ts), it picks another variant. */
const variants = {
  primary: 'bg-violet-700 text-white shadow-sm hover:bg-violet-800',
  secondary: 'border border-violet-200 bg-white text-violet-800 hover:border-violet-300 hover:bg-violet-50',
  /** An action that cannot be undone or turns something down (Reject, Delete). */
  danger: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800',
  /** The secondary button on a coloured background: no border until hovered. */
  light: 'border border-transparent bg-white text-violet-800 hover:border-violet-300 hover:bg-violet-50',
  /** An outlined button on a dark background. */
  inverted: 'text-white ring-1 ring-white/40 hover:bg-white/10',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  /** A button that reads as a link. */
  link: 'text-violet-800 underline hover:bg-slate-100 hover:text-slate-900',
  icon: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
} as const

/** Padding and text size. */
const sizes = {
  compact: 'px-3 py-2 text-sm',
  medium: 'px-4 py-2 text-sm',
  tall: 'px-4 py-3 text-sm',
  wide: 'px-6 py-3 text-sm',
  large: 'px-6 py-3 text-base',
  square: 'h-10 w-10 text-sm',
} as const

const defaultSizes: Record<ButtonVariant, ButtonSize> = {
  primary: 'medium',
  secondary: 'medium',
  danger: 'medium',
  light: 'medium',
  inverted: 'medium',
  ghost: 'compact',
  link: 'compact',
  icon: 'square',
}

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

/** Classes of a button, for links that should look like one; `className` adds layout only. */
export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string, size?: ButtonSize) =>
  cn(base, variants[variant], sizes[size ?? defaultSizes[variant]], className)

export function Button({
  variant = 'primary',
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, className, size)} {...props} />
}
