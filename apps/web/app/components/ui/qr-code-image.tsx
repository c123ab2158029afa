import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'

/** The QR image is 256 px with a margin of 1. */
export const QR_SIZE = 256

/**
 * The QR image of `value`, drawn in the browser only (the `qrcode` package is loaded on demand; the
 * CSP allows `img-src data:`). Until it is ready, a placeholder of the same size keeps the layout still.
 */
export function QrCodeImage({
  value,
  alt,
  onError,
}: {
  value: string
  /** Defaults to the sign-in QR's text; the payment QR names itself. */
  alt?: string
  /** Rendering failed (the payment modals then show their QR error message). */
  onError?: (error: unknown) => void
}) {
  const { t } = useTranslation()
  const [rendered, setRendered] = useState<{ value: string; src: string } | null>(null)
  const src = rendered?.value === value ? rendered.src : null
  const onErrorRef = useRef(onError)
  useEffect(() => {
    onErrorRef.current = onError
  })

  useEffect(() => {
    let isCancelled = false
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { width: QR_SIZE, margin: 1 }))
      .then(
        (dataUrl) => !isCancelled && setRendered({ value, src: dataUrl }),
        (error: unknown) => {
          console.error('QR code rendering failed', error)
          if (!isCancelled) onErrorRef.current?.(error)
        },
      )
    return () => {
      isCancelled = true
    }
  }, [value])

  if (!src) {
    return (
      <div
        className="animate-pulse rounded-lg bg-slate-100"
        style={{ width: QR_SIZE, height: QR_SIZE }}
        data-testid="qr-placeholder"
      />
    )
  }
  return (
    <img
      src={src}
      alt={alt ?? t('qrLogin.qrAlt')}
      width={QR_SIZE}
      height={QR_SIZE}
      className="rounded-lg"
      data-testid="login-qr-image"
    />
  )
}
