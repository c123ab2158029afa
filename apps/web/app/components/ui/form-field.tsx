import { type ReactNode, useId } from 'react'
import { cn } from '#app/lib/cn'

/** What a field's control spreads: its id, its state and the texts that describe it. */
export type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

/** The look of a text input, select or textarea, red while its value is refused. */
export const controlClasses = (isInvalid: boolean) =>
  cn(
    'w-full rounded-xl border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-violet-500',
    isInvalid ? 'border-red-500' : 'border-slate-300',
  )

/**
 * A labelled form field: the label, an optional hint, the control (`children` spreads
 * `ControlProps` on it; a control that is not a form element takes the label's id for
 * aria-labelledby) and the error. Screen readers hear the hint and the error with the control
 * (aria-describedby) and that it is invalid (aria-invalid). `aside` sits beside the label (a
 * counter); `announceError` also reads the error out as it appears (role="alert").
 */
export function FormField({
  label,
  hint,
  error,
  aside,
  announceError = false,
  isNative = true,
  className,
  children,
}: {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  aside?: ReactNode
  announceError?: boolean
  /** False for a control that is not a form element (a rich-text editor): it is named by aria-labelledby. */
  isNative?: boolean
  className?: string
  children: (control: ControlProps, ids: { labelId: string }) => ReactNode
}) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const isInvalid = Boolean(error)
  const describedBy = [hint ? hintId : null, isInvalid ? errorId : null].filter(Boolean).join(' ')
  const labelElement = isNative ? (
    <label id={labelId} htmlFor={id} className="font-medium text-slate-800">
      {label}
    </label>
  ) : (
    <span id={labelId} className="font-medium text-slate-800">
      {label}
    </span>
  )
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children(
        {
          id,
          'aria-invalid': isInvalid || undefined,
          'aria-describedby': describedBy || undefined,
          className: controlClasses(isInvalid),
        },
        { labelId },
      )}
      {isInvalid ? (
        <p id={errorId} role={announceError ? 'alert' : undefined} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
