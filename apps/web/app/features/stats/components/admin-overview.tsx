import { PAYMENT_STATUSES, PLAN_TYPES } from '@spotlight/shared/domain/enums'
import { isPerCategoryPlan } from '@spotlight/shared/domain/plans'
import type { AdminOverview as Overview } from '@spotlight/shared/schemas/stats'
import { type ReactNode, useState } from 'react'
import { Card } from '#app/components/ui/card'
import { DataTable } from '#app/components/ui/data-table'
import { FormField } from '#app/components/ui/form-field'
import { StatusBanner } from '#app/components/ui/status-banner'
import { formatDateTime, formatPublishDate } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { paymentStatusKey, planNameKey } from '#app/lib/labels'
import { type LedgerFilters, useAdminOverview } from '../api/admin-overview'
import { useCategoryLabel } from '../api/use-category-label'
import { formatHours, lastDays, type PeriodDays } from '../utils/range'
import { PeriodSelect } from './period-select'

/**
 * The admin's view of the business: Pi received per day and plan, the payments ledger
 * with its filters, every slider's occupancy now, the most read articles and the moderation queue.
 */
export function AdminOverview() {
  const { t, i18n } = useTranslation()
  const categoryLabel = useCategoryLabel()
  const [days, setDays] = useState<PeriodDays>(30)
  const [filters, setFilters] = useState<LedgerFilters>({ status: '', planType: '', user: '' })
  const overview = useAdminOverview(lastDays(days), filters)
  const setFilter = (name: keyof LedgerFilters) => (value: string) => setFilters((last) => ({ ...last, [name]: value }))

  return (
    <div className="flex flex-col gap-6">
      <PeriodSelect value={days} onChange={setDays} />
      {overview.isPending ? (
        <p className="text-slate-600">{t('stats.loading')}</p>
      ) : overview.isError ? (
        <StatusBanner tone="error">{t('stats.error')}</StatusBanner>
      ) : (
        <>
          <Revenue overview={overview.data} />
          <Section id="ledger-heading" title={t('adminOverview.ledgerHeading')}>
            <div className="mb-3 grid gap-3 sm:grid-cols-3">
              <Filter
                label={t('adminOverview.status')}
                value={filters.status}
                onChange={setFilter('status')}
                nameOf={(status) => t(paymentStatusKey(status))}
              >
                {PAYMENT_STATUSES}
              </Filter>
              <Filter
                label={t('adminOverview.plan')}
                value={filters.planType}
                onChange={setFilter('planType')}
                nameOf={(plan) => t(planNameKey(plan))}
              >
                {PLAN_TYPES}
              </Filter>
              <FormField label={t('adminOverview.user')}>
                {(control) => (
                  <input
                    {...control}
                    type="search"
                    value={filters.user}
                    onChange={(event) => setFilter('user')(event.target.value)}
                  />
                )}
              </FormField>
            </div>
            <Ledger payments={overview.data.ledger} />
          </Section>
          <Section id="sliders-heading" title={t('adminOverview.slidersHeading')}>
            <SimpleTable
              label={t('adminOverview.slidersHeading')}
              headers={[t('adminOverview.slider'), t('adminOverview.occupancy')]}
              rows={overview.data.occupancy.map((slider) => [
                // A per-category plan's placement is named with its category.
                [
                  t(planNameKey(slider.planType)),
                  ...(isPerCategoryPlan(slider.planType)
                    ? [categoryLabel(slider.categorySlug, slider.categoryName)]
                    : []),
                ].join(' · '),
                t('adminOverview.slotsTaken', { taken: slider.usedSlots, slots: slider.totalSlots }),
              ])}
            />
          </Section>
          <Section id="most-read-heading" title={t('adminOverview.mostReadHeading')}>
            <SimpleTable
              label={t('adminOverview.mostReadHeading')}
              headers={[t('stats.columns.title'), t('stats.columns.views'), t('stats.columns.uniqueReaders')]}
              rows={overview.data.topArticles.map((article) => [article.title, article.views, article.uniqueReaders])}
            />
          </Section>
          <Section id="moderation-heading" title={t('adminOverview.moderationHeading')}>
            <dl className="grid grid-cols-2 gap-3">
              <div>
                <dt className="text-sm text-slate-600">{t('adminOverview.queueLength')}</dt>
                <dd className="text-2xl font-bold tabular-nums">{overview.data.moderation.queueLength}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('adminOverview.medianDecision')}</dt>
                <dd className="text-2xl font-bold tabular-nums">
                  {overview.data.moderation.medianDecisionSeconds === null
                    ? '—'
                    : t('adminOverview.hours', {
                        hours: formatHours(overview.data.moderation.medianDecisionSeconds, i18n.language),
                      })}
                </dd>
              </div>
            </dl>
          </Section>
        </>
      )}
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  )
}

function Filter<Option extends string>({
  label,
  value,
  onChange,
  nameOf,
  children: options,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  /** The option's words (the API's code stays the value). */
  nameOf: (option: Option) => string
  children: readonly Option[]
}) {
  const { t } = useTranslation()
  return (
    <FormField label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('adminOverview.all')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {nameOf(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** Pi received (completed payments) per day, one column per plan, and the period's total. */
function Revenue({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation()
  // Only the days that brought Pi: a month of zero rows would hide them.
  const days = overview.revenue.daily.filter((day) => day.totalPi > 0)
  const total = overview.revenue.totalPi
  const pi = (amount: number) => t('adminOverview.pi', { amount: amount.toLocaleString(i18n.language) })
  return (
    <Section id="revenue-heading" title={t('adminOverview.revenueHeading')}>
      <p className="mb-3 text-2xl font-bold" data-testid="revenue-total">
        {pi(total)}
      </p>
      {days.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminOverview.noRevenue')}</p>
      ) : (
        <SimpleTable
          label={t('adminOverview.revenueHeading')}
          headers={[t('stats.columns.date'), ...PLAN_TYPES.map((plan) => t(planNameKey(plan)))]}
          rows={days.map((day) => [
            formatPublishDate(day.date, i18n.language),
            ...PLAN_TYPES.map((plan) => pi(day.byPlan[plan])),
          ])}
        />
      )}
    </Section>
  )
}

function Ledger({ payments }: { payments: Overview['ledger'] }) {
  const { t, i18n } = useTranslation()
  if (payments.length === 0) return <p className="text-sm text-slate-600">{t('adminOverview.noPayments')}</p>
  return (
    <SimpleTable
      label={t('adminOverview.ledgerHeading')}
      headers={[
        t('adminOverview.date'),
        t('adminOverview.user'),
        t('adminOverview.plan'),
        t('adminOverview.amount'),
        t('adminOverview.status'),
        t('adminOverview.orderId'),
        t('adminOverview.piPaymentId'),
        t('adminOverview.txid'),
      ]}
      rows={payments.map((payment) => [
        formatDateTime(payment.createdAt, i18n.language),
        payment.username,
        t(planNameKey(payment.planType)),
        t('adminOverview.pi', { amount: payment.amount.toLocaleString(i18n.language) }),
        t(paymentStatusKey(payment.status)),
        payment.orderId,
        payment.piPaymentId ?? '—',
        payment.txid ?? '—',
      ])}
      testId="payments-ledger"
    />
  )
}

/** A table whose first cell names each row, in a region named after its section. */
function SimpleTable({
  label,
  headers,
  rows,
  testId,
}: {
  label: string
  headers: readonly string[]
  rows: ReadonlyArray<ReadonlyArray<string | number>>
  testId?: string
}) {
  return (
    <DataTable
      label={label}
      testId={testId}
      // Order and payment ids are long unbroken words: they wrap anywhere.
      columns={headers.map((header, i) => ({ header, className: i === 0 ? 'break-all' : undefined }))}
      rows={rows.map((cells, i) => ({ key: i, cells }))}
    />
  )
}
