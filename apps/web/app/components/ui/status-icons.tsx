import type { ReactNode } from 'react'
import { LineIcon } from './icons'
import { cn } from '#app/lib/cn'

/** Decorative status icons (the text beside them carries the meaning). */
function Icon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <LineIcon strokeWidth={2} width={undefined} height={undefined} className={cn('h-6 w-6 shrink-0', className)}>
      {children}
    </LineIcon>
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
