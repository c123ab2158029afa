import { type FormEvent, useEffect, useRef, useState } from 'react'
import { PAIRING_CODE_LENGTH, PairingCodeSchema } from '@spotlight/shared/schemas/session-links'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { cn } from '#app/lib/cn'
import { useTranslation } from '#app/lib/i18n'

/**
 * The phone's confirmation: the user types the pairing code the desktop shows, then confirms. Someone
 * who was sent a stranger's link sees no such code, so cannot hand the stranger's desktop their
 * account. `refusal` is the server's answer to a wrong code: the field (empty, as the caller mounts a
 * fresh form for each try) then takes the focus back.
 */
export function PairingCodeForm({
  refusal,
  isPending,
  onConfirm,
  onCancel,
}: {
  refusal: string | null
  isPending: boolean
  onConfirm: (pairingCode: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [isInvalid, setIsInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const isRefused = refusal !== null
  useEffect(() => {
    if (isRefused) input.current?.focus()
  }, [isRefused])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = PairingCodeSchema.safeParse(value.trim())
    if (!typed.success) {
      setIsInvalid(true)
      input.current?.focus()
      return
    }
    setIsInvalid(false)
    onConfirm(typed.data)
  }

  const error = isInvalid ? t('qrLogin.pairingCodeInvalid', { length: PAIRING_CODE_LENGTH }) : refusal
  return (
    <form className="mt-6 flex flex-col gap-6" onSubmit={submit} noValidate>
      <FormField
        label={t('qrLogin.pairingCode')}
        hint={t('qrLogin.pairingCodePhoneHint', { length: PAIRING_CODE_LENGTH })}
        error={error}
        announceError
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            className={cn(control.className, 'max-w-40 font-mono text-2xl tracking-[0.3em]')}
            name="pairingCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PAIRING_CODE_LENGTH}
            value={value}
            onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
            data-testid="qr-pairing-input"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isPending} data-testid="qr-confirm-button">
          {t('qrLogin.confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('qrLogin.cancel')}
        </Button>
      </div>
    </form>
  )
}
