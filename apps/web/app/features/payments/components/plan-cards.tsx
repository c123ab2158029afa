import type { PlanPrices } from '@spotlight/shared/schemas/payments'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/lib/cn'

type PlanKey = 'standard' | 'categorySlider' | 'mainSlider'

const PLANS: ReadonlyArray<{ key: PlanKey; type: keyof PlanPrices; features: readonly string[]; isMonthly: boolean }> =
  [
    { key: 'standard', type: 'STANDARD', features: ['f1', 'f2', 'f3', 'f4'], isMonthly: false },
    { key: 'categorySlider', type: 'CATEGORY_SLIDER', features: ['f1', 'f2', 'f3', 'f4', 'f5'], isMonthly: true },
    { key: 'mainSlider', type: 'MAIN_SLIDER', features: ['f1', 'f2', 'f3', 'f4', 'f5'], isMonthly: true },
  ]

/**
 * The three plans of spec "Advertise with Us", priced from /api/price (in Pi). Buying is the
 * payments issue: for now "Choose plan" only says that payments open soon.
 */
export function PlanCards({ prices }: { prices: PlanPrices | null }) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<PlanKey | null>(null)
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => {
        const price = prices?.[plan.type]
        const titleId = `plan-${plan.key}`
        return (
          <li
            key={plan.key}
            className={cn(
              'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
              plan.key === 'mainSlider' ? 'border-violet-400 ring-1 ring-violet-300' : 'border-slate-200',
            )}
            data-testid={`plan-${plan.type}`}
          >
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {t(`advertise.${plan.key}.name`)}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(`advertise.${plan.key}.tagline`)}</p>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-3xl font-extrabold text-violet-800">
                {price === undefined ? t('advertise.priceUnavailable') : t('advertise.price', { price })}
              </span>
              <span className="text-sm text-slate-500">
                {plan.isMonthly ? t('advertise.perMonth') : t('advertise.oneTime')}
              </span>
            </p>
            {plan.key === 'standard' && (
              <p className="mt-4 rounded-lg bg-violet-50 px-3 py-2 text-sm font-semibold text-violet-900">
                {t('advertise.standard.firstStep')}
              </p>
            )}
            <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-violet-600">
                    ✓
                  </span>
                  {t(`advertise.${plan.key}.${feature}` as 'advertise.standard.f1')}
                </li>
              ))}
            </ul>
            <Button className="mt-6 w-full py-3" onClick={() => setChosen(plan.key)} aria-describedby={titleId}>
              {t('advertise.choosePlan')}
            </Button>
            {chosen === plan.key && (
              <p role="status" className="mt-3 text-sm text-slate-600">
                {t('advertise.paymentsSoon')}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
