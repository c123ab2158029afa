import type { MyPayment } from '@spotlight/shared/schemas/payment-history'
import type { ReactNode } from 'react'
import { Link } from '#app/components/ui/link'
import { Button } from '#app/components/ui/button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { paymentStatusKey, planNameKey } from '#app/lib/labels'
import { paymentOutcomeKey } from '../utils/outcome'
import { isNotFound, useMyPayment } from '../api/get-my-payment'
import { describeEnd, describePurchase, formatPi } from '../utils/purchase'

/**
 * The receipt of one completed payment: first what it bought in the reader's words (the plan's name,
 * the article, until when) and what it cost, then our order id, the Pi payment id and the txid linked
 * to the Pi block explorer, and last, as a secondary line, the memo Pi recorded (the spec's Spanish
 * memo with the plan's code, which the wallet showed), then the terms' non-refundable note.
 * Printable: the site's chrome and this page's own buttons are `print:hidden`.
 */
export function PaymentReceipt({ orderId, backTo, username }: { orderId: string; backTo: string; username: string }) {
  const { t } = useTranslation()
  const payment = useMyPayment(orderId)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={backTo} className="w-fit rounded text-sm font-semibold text-violet-700 hover:underline">
          ← {t('paymentHistory.backToList')}
        </Link>
        {payment.data?.status === 'COMPLETED' ? (
          <Button variant="secondary" onClick={() => window.print()} data-testid="print-receipt">
            {t('paymentHistory.print')}
          </Button>
        ) : null}
      </div>
      {payment.isPending ? (
        <p role="status" className="text-slate-600">
          {t('paymentHistory.receiptLoading')}
        </p>
      ) : payment.isError ? (
        <StatusBanner tone="error">
          {t(isNotFound(payment.error) ? 'paymentHistory.receiptNotFound' : 'paymentHistory.receiptError')}
        </StatusBanner>
      ) : payment.data.status !== 'COMPLETED' ? (
        <NotCompleted payment={payment.data} />
      ) : (
        <Receipt payment={payment.data} username={username} />
      )}
    </div>
  )
}

function NotCompleted({ payment }: { payment: MyPayment }) {
  const { t } = useTranslation()
  return (
    <StatusBanner tone="info">
      {t('paymentHistory.receiptNotCompleted', { outcome: t(paymentOutcomeKey(payment)) })}
    </StatusBanner>
  )
}

function Receipt({ payment, username }: { payment: MyPayment; username: string }) {
  const { t, i18n } = useTranslation()
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—')
  const rows: [label: string, value: ReactNode, testId?: string, secondary?: 'secondary'][] = [
    [t('paymentHistory.plan'), t(planNameKey(payment.planType)), 'receipt-plan'],
    [t('paymentHistory.bought'), describePurchase(payment, t, i18n.language), 'receipt-bought'],
    [t('paymentHistory.until'), describeEnd(payment, t, i18n.language), 'receipt-until'],
    [t('paymentHistory.amountLabel'), formatPi(payment.amount, i18n.language, t)],
    [t('paymentHistory.status'), t(paymentStatusKey(payment.status))],
    [t('paymentHistory.orderedAt'), date(payment.createdAt)],
    [t('paymentHistory.paidAt'), date(payment.completedAt)],
    [t('paymentHistory.billedTo'), `@${username}`],
    [t('paymentHistory.orderId'), <Code key="order">{payment.paymentId}</Code>, 'receipt-order-id'],
    [t('paymentHistory.piPaymentId'), <Code key="pi">{payment.piPaymentId ?? '—'}</Code>, 'receipt-pi-id'],
    [t('paymentHistory.txid'), <TxidValue key="txid" payment={payment} />, 'receipt-txid'],
    // Pi's record of the payment, in the words the spec makes the client send: not a description.
    [t('paymentHistory.piMemo'), <span lang="es">{payment.memo}</span>, 'receipt-memo', 'secondary'],
  ]
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
      aria-label={t('paymentHistory.receiptHeading')}
      data-testid="receipt"
    >
      <p className="text-sm font-semibold text-slate-500">{t('paymentHistory.issuer')}</p>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([label, value, testId, secondary]) => (
          <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className={cn('font-medium text-slate-600', secondary ? 'text-xs' : 'text-sm')}>{label}</dt>
            <dd
              className={cn('min-w-0 break-words', secondary ? 'text-xs text-slate-600' : 'text-sm text-slate-900')}
              data-testid={testId}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="receipt-refund-note">
        {t('paymentHistory.nonRefundable')}{' '}
        <Link to={paths.termsOfService} className="font-semibold text-violet-700 underline">
          {t('paymentHistory.termsLink')}
        </Link>
      </p>
    </article>
  )
}

function Code({ children }: { children: ReactNode }) {
  return <code className="font-mono text-xs break-all sm:text-sm">{children}</code>
}

/** The txid, linked to its page on the Pi block explorer (a new tab: the receipt stays open). */
function TxidValue({ payment }: { payment: MyPayment }) {
  const { t } = useTranslation()
  if (!payment.txid) return <Code>—</Code>
  if (!payment.explorerUrl) return <Code>{payment.txid}</Code>
  return (
    <>
      <a
        href={payment.explorerUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="font-mono text-xs break-all text-violet-700 underline sm:text-sm"
        aria-label={t('paymentHistory.txidLink', { txid: payment.txid })}
        data-testid="receipt-txid-link"
      >
        {payment.txid}
      </a>
      {/* On paper a link cannot be followed: the explorer's address is printed under it. */}
      <span className="hidden font-mono text-xs break-all print:block">{payment.explorerUrl}</span>
    </>
  )
}
