import type { StoredSession } from '@spotlight/shared/schemas/auth'
import type { PaymentStatusDto } from '@spotlight/shared/schemas/payments'
import { type TranslationKey, useTranslation } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Button } from '#app/components/ui/button'
import { StatusLine } from '#app/components/ui/status-line'
import { CautionIcon, ErrorIcon, SpinnerIcon, SuccessIcon } from '#app/components/ui/status-icons'
import { usePhoneSignIn } from '#app/lib/pi-auth/use-phone-sign-in'
import { ApiError } from '#app/lib/api-client'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { paymentStatusQuery } from '../api/get-payment-status'
import {
  type ApprovalTrouble,
  openPiWallet,
  paymentMemo,
  PiSdkUnavailableError,
  runPiPayment,
} from '../utils/pi-payment'
import { ApprovalTroubleNotice } from './approval-trouble'

type PayState =
  { status: 'idle' } | { status: 'paying' } | { status: 'done' } | { status: 'error'; key: TranslationKey }

/**
 * The phone side of a desktop QR payment (the QR payment hand-off): sign in with Pi (the same
 * code as QR sign-in), ready the wallet, read the order, and pay it with the SDK. The order is read
 * with the phone's session, so only the Pi account that created it on the desktop can see and pay
 * it; the server's approval checks the payer again. The desktop's polling then sees COMPLETED.
 *
 * The wallet is readied before the order is read: a payment of it that a reload or Back cut short is
 * settled first (cancelled if unsigned, so the desktop can start again; completed if signed), and
 * the order then shows as it really is. The pay reuses that wallet: one `authenticate`.
 */
export function PayQrFlow({
  paymentId,
  authenticate,
  piSandbox,
}: {
  paymentId: string
  authenticate: () => Promise<StoredSession>
  piSandbox: boolean
}) {
  const { t } = useTranslation()
  const auth = usePhoneSignIn(authenticate)
  const [pay, setPay] = useState<PayState>({ status: 'idle' })
  const [trouble, setTrouble] = useState<ApprovalTrouble | null>(null)
  // Outside the Pi Browser the SDK never authenticates; paying there fails as it always did.
  const inPiBrowser = isPiBrowser()
  const wallet = useQuery({
    queryKey: ['payments', 'pi-wallet', paymentId],
    queryFn: () => openPiWallet(piSandbox),
    enabled: auth.status === 'ready' && inPiBrowser,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  const order = useQuery({
    ...paymentStatusQuery(paymentId),
    // A wallet that failed to open still lets the order show: paying then says why.
    enabled: auth.status === 'ready' && (!inPiBrowser || !wallet.isPending),
    retry: false,
    refetchOnWindowFocus: false,
  })

  if (auth.status === 'pending') return <Status icon={<SpinnerIcon />}>{t('purchase.handoffSigningIn')}</Status>
  if (auth.status === 'needs-pi-browser') {
    return <Status icon={<CautionIcon />}>{t('purchase.handoffOpenInPiBrowser')}</Status>
  }
  if (auth.status === 'failed')
    return (
      <Status icon={<ErrorIcon />} isAlert>
        {t('purchase.signInFailed')}
      </Status>
    )
  if (order.isPending || (inPiBrowser && wallet.isPending))
    return <Status icon={<SpinnerIcon />}>{t('purchase.handoffLoading')}</Status>
  if (order.isError) {
    const isUnknown = order.error instanceof ApiError && [400, 404].includes(order.error.status)
    return (
      <Status icon={<ErrorIcon />} isAlert>
        {isUnknown ? t('purchase.handoffNotFound') : t('purchase.walletError')}
      </Status>
    )
  }

  const status = order.data
  if (pay.status === 'done' || status.status === 'COMPLETED') {
    return <Status icon={<SuccessIcon />}>{t('purchase.handoffDone')}</Status>
  }
  if (status.status !== 'CREATED')
    return (
      <Status icon={<ErrorIcon />} isAlert>
        {/* Nobody paid it in time: it expired, and the desktop makes a new one. */}
        {t(status.closedReason === 'EXPIRED' ? 'purchase.handoffExpired' : 'purchase.handoffClosed')}
      </Status>
    )

  const start = async () => {
    setPay({ status: 'paying' })
    try {
      // The wallet readied at load; opened again only if that failed (or outside the Pi Browser).
      const ready = wallet.data ?? (await openPiWallet(piSandbox))
      const outcome = await runPiPayment(sdkOrder(status, auth.session.username), {
        wallet: ready,
        onApprovalTrouble: setTrouble,
      })
      setTrouble(null)
      if (outcome.status === 'completed') setPay({ status: 'done' })
      else if (outcome.status === 'cancelled') {
        setPay({
          status: 'error',
          key: outcome.afterApprovalFailed ? 'purchase.approvalExpired' : 'purchase.cancelled',
        })
      } else {
        console.error('Pi payment failed', outcome.error)
        const key = {
          sdk: 'purchase.walletError',
          approve: 'purchase.approveRefused',
          complete: 'purchase.completeFailed',
        } as const
        setPay({ status: 'error', key: key[outcome.stage] })
      }
    } catch (error) {
      console.error('Pi payment could not start', error)
      setPay({
        status: 'error',
        key: error instanceof PiSdkUnavailableError ? 'purchase.sdkNotLoaded' : 'purchase.walletError',
      })
    }
  }

  return (
    <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="pay-qr-order">
      <p className="text-slate-800">
        {t('purchase.handoffSummary', {
          plan: t(planNameKey(status.planType)),
          amount: status.amount,
          username: auth.session.username,
        })}
      </p>
      {pay.status === 'error' ? (
        <p role="alert" className="mt-3 text-sm text-rose-700">
          {t(pay.key)}
        </p>
      ) : null}
      {pay.status === 'paying' && trouble ? <ApprovalTroubleNotice trouble={trouble} className="mt-3" /> : null}
      {pay.status === 'paying' && !trouble ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <SpinnerIcon />
          {t('purchase.handoffPaying')}
        </p>
      ) : null}
      <Button
        className="mt-6"
        onClick={() => void start()}
        disabled={pay.status === 'paying'}
        data-testid="pay-qr-button"
      >
        {t('purchase.handoffPay', { amount: status.amount })}
      </Button>
    </section>
  )
}

/** The SDK payment for an existing order: the same amount, memo and metadata the server checks at approval. */
function sdkOrder(status: PaymentStatusDto, username: string) {
  return {
    paymentId: status.paymentId,
    amount: status.amount,
    memo: paymentMemo(status.planType),
    metadata: { orderId: status.paymentId, paymentId: status.paymentId, planType: status.planType, username },
  }
}

function Status(props: { icon: ReactNode; isAlert?: boolean; children: ReactNode }) {
  return <StatusLine {...props} className="mt-8" data-testid="pay-qr-status" />
}
