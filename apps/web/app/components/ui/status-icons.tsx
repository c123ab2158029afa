import type { SVGProps } from 'react'
import { cn } from '#app/lib/cn'

/** Decorative status icons (the text beside them carries the meaning). */
function Icon({ className, children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('h-6 w-6 shrink-0', className)}
      {...props}
    >
      {children}
    </svg>
  )
}

export const SpinnerIcon = ({ className }: { className?: string }) => (
  <Icon className={cn('animate-spin text-violet-600', className)}>
    <path d="M12 3a9 9 0 1 0 9 9" />
  </Icon>
)

export const SuccessIcon = ({ className }: { className?: string }) => (
  <Icon className={cn('text-emerald-600', className)}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
)

const ExclamationIcon = ({ className }: { className: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </Icon>
)

export const ErrorIcon = ({ className }: { className?: string }) => (
  <ExclamationIcon className={cn('text-red-600', className)} />
)

/** A step the reader takes elsewhere (not an error): the exclamation in amber. */
export const CautionIcon = ({ className }: { className?: string }) => (
  <ExclamationIcon className={cn('text-amber-600', className)} />
)

export const PhoneIcon = ({ className }: { className?: string }) => (
  <Icon className={cn('text-violet-600', className)}>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 18h2" />
  </Icon>
)
