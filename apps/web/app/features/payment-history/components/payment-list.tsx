import type { MyPayment } from '@spotlight/shared/schemas/payment-history'
import { isSliderPlan } from '@spotlight/shared/domain/plans'
import type { PaymentStatus } from '@spotlight/shared/domain/enums'
import { useEffect, useId, useRef } from 'react'
import { Link } from '#app/components/ui/link'
import { Button, buttonClasses } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { StatusBanner } from '#app/components/ui/status-banner'
import { paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { useMyPayments } from '../api/list-my-payments'
import { paymentOutcomeKey } from '../utils/outcome'
import { formatPi } from '../utils/purchase'

const STATUS_TONES: Record<PaymentStatus, string> = {
  COMPLETED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CREATED: 'bg-amber-50 text-amber-900 ring-amber-200',
  APPROVED: 'bg-amber-50 text-amber-900 ring-amber-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-200',
  FAILED: 'bg-rose-50 text-rose-800 ring-rose-200',
}

/**
 * Every order of the signed-in user, newest first, a page at a time ('Show older payments' follows
 * the server's cursor). Each completed one links to its receipt.
 */
export function PaymentList({ receiptPath }: { receiptPath: (orderId: string) => string }) {
  const { t } = useTranslation()
  const history = useMyPayments()
  const listRef = useRef<HTMLUListElement>(null)
  // After 'Show older payments' (which goes away with the last page), focus moves to the first order
  // it brought rather than to the top of the page.
  const focusAt = useRef<number | null>(null)
  const shown = history.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0
  useEffect(() => {
    const index = focusAt.current
    if (index === null || shown <= index) return
    focusAt.current = null
    listRef.current?.querySelectorAll<HTMLElement>('[data-testid="payment-item"]')[index]?.focus()
  }, [shown])
  const loadOlder = () => {
    focusAt.current = shown
    void history.fetchNextPage()
  }

  if (history.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('paymentHistory.loading')}
      </p>
    )
  }
  if (history.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <StatusBanner tone="error">{t('paymentHistory.error')}</StatusBanner>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('paymentHistory.retry')}
        </Button>
      </div>
    )
  }
  const payments = history.data.pages.flatMap((page) => page.items)
  if (payments.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-slate-600">{t('paymentHistory.empty')}</p>
        <Link to={paths.advertise} className={buttonClasses('primary')}>
          {t('paymentHistory.emptyAction')}
        </Link>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <ul
        ref={listRef}
        aria-label={t('paymentHistory.listLabel')}
        className="flex flex-col gap-3"
        data-testid="payment-list"
      >
        {payments.map((payment) => (
          <PaymentItem key={payment.paymentId} payment={payment} receiptPath={receiptPath} />
        ))}
      </ul>
      {history.hasNextPage ? (
        <Button variant="secondary" className="self-center" disabled={history.isFetchingNextPage} onClick={loadOlder}>
          {history.isFetchingNextPage ? t('paymentHistory.loadingMore') : t('paymentHistory.loadMore')}
        </Button>
      ) : null}
      {history.isFetchNextPageError ? <StatusBanner tone="error">{t('paymentHistory.error')}</StatusBanner> : null}
    </div>
  )
}

function PaymentItem({ payment, receiptPath }: { payment: MyPayment; receiptPath: (orderId: string) => string }) {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const plan = t(planNameKey(payment.planType))
  const ordered = formatDateTime(payment.createdAt, i18n.language)
  const article = payment.articleTitle
    ? payment.articleTitle
    : isSliderPlan(payment.planType)
      ? t('paymentHistory.deletedArticle')
      : t('paymentHistory.noArticle')

  return (
    <Card
      as="li"
      aria-labelledby={headingId}
      // Focusable from script only (after 'Show older payments'), never a stop of its own for Tab.
      tabIndex={-1}
      className="flex flex-col gap-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
      data-testid="payment-item"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {plan}
        </h2>
        <span
          className={cn('rounded-lg px-2.5 py-0.5 text-xs font-semibold ring-1', STATUS_TONES[payment.status])}
          data-testid="payment-status"
        >
          {t(paymentOutcomeKey(payment))}
        </span>
      </div>
      <p className="text-lg font-bold text-slate-900 tabular-nums">{formatPi(payment.amount, i18n.language, t)}</p>
      <p className="text-sm wrap-anywhere text-slate-700">
        <span className="font-medium">{t('paymentHistory.article')}:</span> {article}
      </p>
      <p className="text-sm text-slate-600">
        {t('paymentHistory.orderedOn', { date: ordered })}
        {payment.completedAt ? (
          <>
            {' · '}
            {t('paymentHistory.completedOn', { date: formatDateTime(payment.completedAt, i18n.language) })}
          </>
        ) : null}
      </p>
      {payment.status === 'COMPLETED' ? (
        <Link
          to={receiptPath(payment.paymentId)}
          className="w-fit rounded text-sm font-semibold text-violet-700 hover:underline"
        >
          <span aria-hidden="true">{t('paymentHistory.viewReceipt')}</span>
          <span className="sr-only">{t('paymentHistory.viewReceiptOf', { plan, date: ordered })}</span>
        </Link>
      ) : null}
    </Card>
  )
}
