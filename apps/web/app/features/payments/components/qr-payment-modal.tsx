import type { ReactNode } from 'react'
import { Button } from '#app/components/ui/button'
import { Modal } from '#app/components/ui/modal'
import { QrCodeImage } from '#app/components/ui/qr-code-image'
import { SpinnerIcon } from '#app/components/ui/status-icons'

/**
 * The desktop's QR payment modal: the QR (256 px, margin 1)
 * and the same link as text, a waiting line, and Cancel. Whoever renders it polls; unmounting it
 * (Cancel, Escape, leaving the page) stops the polling.
 */
export function QrPaymentModal({
  title,
  body,
  url,
  qrAlt,
  linkText,
  waitingText,
  cancelText,
  onCancel,
  onQrError,
  children,
}: {
  title: string
  body?: string
  url: string
  qrAlt: string
  linkText: string
  waitingText: string
  cancelText: string
  onCancel: () => void
  onQrError: (error: unknown) => void
  /** Messages about the payment (errors), shown above the actions. */
  children?: ReactNode
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <div className="mt-3 flex flex-col items-center gap-4" data-testid="qr-payment-modal">
        {body ? <p className="text-sm text-slate-600">{body}</p> : null}
        <QrCodeImage value={url} alt={qrAlt} onError={onQrError} />
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-semibold break-all text-violet-800 underline"
          data-testid="qr-payment-link"
        >
          {linkText}
        </a>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <SpinnerIcon />
          {waitingText}
        </p>
        {children}
        <Button variant="secondary" onClick={onCancel}>
          {cancelText}
        </Button>
      </div>
    </Modal>
  )
}
