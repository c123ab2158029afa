import { type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'

/**
 * A small inline URL field under the toolbar (for links and video embeds). Not a <form>: it lives
 * inside the article form. Enter applies, Escape closes; a refused URL keeps the field open with why.
 * `onClose` says whether something was applied (the editor then has the focus) or not.
 */
export function UrlPrompt({
  label,
  initialValue,
  invalidMessage,
  onApply,
  onRemove,
  onClose,
}: {
  label: string
  initialValue: string
  invalidMessage: string
  /** Returns false when the URL is refused. */
  onApply: (url: string) => boolean
  onRemove?: (() => void) | undefined
  onClose: (applied: boolean) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [value, setValue] = useState(initialValue)
  const [isInvalid, setInvalid] = useState(false)

  const apply = () => {
    if (onApply(value)) onClose(true)
    else setInvalid(true)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      apply()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onClose(false)
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          type="url"
          // The prompt opens on a user's click to type a URL at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setInvalid(false)
          }}
          onKeyDown={onKeyDown}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? `${id}-error` : undefined}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
        />
        {isInvalid && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {invalidMessage}
          </p>
        )}
      </div>
      <Button variant="secondary" onClick={apply}>
        {t('editor.toolbar.apply')}
      </Button>
      {onRemove && (
        <Button
          variant="ghost"
          onClick={() => {
            onRemove()
            onClose(true)
          }}
        >
          {t('editor.toolbar.removeLink')}
        </Button>
      )}
      <Button variant="ghost" onClick={() => onClose(false)}>
        {t('editor.toolbar.cancel')}
      </Button>
    </div>
  )
}
