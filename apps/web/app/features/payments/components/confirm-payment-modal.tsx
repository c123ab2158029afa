import { useId, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { Modal, ModalActions } from '#app/components/ui/modal'
import { paths } from '#app/config/paths'

/**
 * Purchase flow: the confirm-payment modal. Confirm needs the Terms of Service box ticked
 * (else 'You must accept the Terms of Service before proceeding.'); the terms open in a new tab so
 * the purchase stays where it is.
 */
export function ConfirmPaymentModal({
  planName,
  price,
  onConfirm,
  onCancel,
}: {
  planName: string
  price: number | undefined
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const boxId = useId()
  const errorId = useId()
  const [accepted, setAccepted] = useState(false)
  const [showError, setShowError] = useState(false)

  const confirm = () => {
    if (!accepted) {
      setShowError(true)
      return
    }
    onConfirm()
  }

  return (
    <Modal title={t('purchase.confirmTitle')} onClose={onCancel}>
      <p className="mt-2 text-slate-600">
        {price === undefined
          ? t('purchase.priceUnknown', { plan: planName })
          : t('purchase.confirmBody', { plan: planName, price })}
      </p>
      <div className="mt-4 flex items-start gap-2">
        <input
          id={boxId}
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked)
            setShowError(false)
          }}
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
          className="mt-1 h-4 w-4 accent-violet-700"
          data-testid="terms-checkbox"
        />
        <label htmlFor={boxId} className="text-sm text-slate-700">
          {t('purchase.acceptTerms')}{' '}
          <a
            href={paths.termsOfService}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-violet-800 underline"
          >
            {t('purchase.termsLink')}
            <span className="sr-only"> {t('purchase.termsNewTab')}</span>
          </a>
        </label>
      </div>
      {showError ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-rose-700">
          {t('purchase.termsRequired')}
        </p>
      ) : null}
      <ModalActions cancelLabel={t('purchase.cancel')} onCancel={onCancel}>
        <Button onClick={confirm} data-testid="confirm-payment">
          {t('purchase.confirm')}
        </Button>
      </ModalActions>
    </Modal>
  )
}
