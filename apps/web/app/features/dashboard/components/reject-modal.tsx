import { type FormEvent, useState } from 'react'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { Modal, ModalActions } from '#app/components/ui/modal'
import { useTranslation } from '#app/lib/i18n'

/** The Pending list's reject dialog; the reason is required once trimmed. */
export function RejectModal({ onCancel, onReject }: { onCancel: () => void; onReject: (reason: string) => void }) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = reason.trim()
    if (!trimmed) {
      setError(true)
      return
    }
    onReject(trimmed)
  }

  return (
    <Modal title={t('dashboardLists.rejectTitle')} onClose={onCancel}>
      <form onSubmit={submit} noValidate className="mt-3">
        <FormField
          label={t('dashboardLists.rejectReasonLabel')}
          error={error ? t('dashboardLists.rejectReasonRequired') : undefined}
          announceError
        >
          {(control) => (
            <textarea
              {...control}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value)
                setError(false)
              }}
              rows={4}
            />
          )}
        </FormField>
        <ModalActions cancelLabel={t('dashboardLists.cancel')} onCancel={onCancel}>
          <Button type="submit" variant="danger">
            {t('dashboardLists.reject')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  )
}
