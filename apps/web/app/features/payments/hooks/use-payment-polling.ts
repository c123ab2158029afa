import type { PaymentStatusDto } from '@spotlight/shared/schemas/payments'
import { useEffect, useRef } from 'react'
import { ApiError } from '#app/lib/api-client'
import { getPaymentStatus } from '../api/get-payment-status'

/** The payment (QR) poll interval. */
export const PAYMENT_POLL_MS = 3000

type Options = {
  /** Our order id; `null` polls nothing. A new id (a new selection) stops the previous polling. */
  paymentId: string | null
  onCompleted: (status: PaymentStatusDto) => void
  /**
   * A failed poll other than 404. My Articles stops there ('Failed to verify payment status.');
   * without this handler errors are ignored and polling goes on (the Advertise page).
   */
  onError?: (error: unknown) => void
  /**
   * The order was closed unpaid (CANCELLED, with its `closedReason`, or FAILED): no phone will pay it
   * now, so the waiting ends here and the page says why. Without this handler polling goes on.
   */
  onClosed?: (status: PaymentStatusDto) => void
}

/**
 * Polls GET /api/payments/by-payment-id/{id} every 3 s while the QR is shown. It
 * stops on COMPLETED, on a closed order when `onClosed` is given, on a non-404 error when `onError` is given (a 404 keeps polling: the order may
 * not be visible yet), and whenever the component using it unmounts (modal closed, screen left) or
 * the id changes.
 */
export function usePaymentPolling({ paymentId, onCompleted, onError, onClosed }: Options) {
  const handlers = useRef({ onCompleted, onError, onClosed })
  useEffect(() => {
    handlers.current = { onCompleted, onError, onClosed }
  })

  useEffect(() => {
    if (!paymentId) return
    let isStopped = false
    let timer: number | undefined
    const controller = new AbortController()

    const poll = async () => {
      try {
        const status = await getPaymentStatus(paymentId, controller.signal)
        if (isStopped) return
        if (status.status === 'COMPLETED') {
          isStopped = true
          handlers.current.onCompleted(status)
          return
        }
        if ((status.status === 'CANCELLED' || status.status === 'FAILED') && handlers.current.onClosed) {
          isStopped = true
          handlers.current.onClosed(status)
          return
        }
      } catch (error) {
        if (isStopped) return
        const keepsPolling = error instanceof ApiError && error.status === 404
        if (!keepsPolling && handlers.current.onError) {
          isStopped = true
          handlers.current.onError(error)
          return
        }
        if (!keepsPolling) console.warn('Payment status poll failed', error)
      }
      timer = window.setTimeout(() => void poll(), PAYMENT_POLL_MS)
    }
    timer = window.setTimeout(() => void poll(), PAYMENT_POLL_MS)

    return () => {
      isStopped = true
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [paymentId])
}
