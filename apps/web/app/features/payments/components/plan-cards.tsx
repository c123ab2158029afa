import type { PlanPrices, SlotInfo } from '@spotlight/shared/schemas/payments'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/lib/cn'
import { useSlots } from '../api/get-slots'

// The purchase (modals, SDK flow, QR library) loads only when a plan is chosen: it is most of the
// payment code, and the advertise page's first load must stay small.
const PurchaseFlow = lazy(() => import('./purchase-flow'))
// A full slider's waiting line (issue 20): loaded only when the slider is full.
const WaitlistButton = lazy(() => import('./waitlist-panel').then((module) => ({ default: module.WaitlistButton })))

type PlanKey = 'standard' | 'categorySlider' | 'mainSlider'

const PLANS: ReadonlyArray<{ key: PlanKey; type: keyof PlanPrices; features: readonly string[]; isMonthly: boolean }> =
  [
    { key: 'standard', type: 'STANDARD', features: ['f1', 'f2', 'f3', 'f4'], isMonthly: false },
    { key: 'categorySlider', type: 'CATEGORY_SLIDER', features: ['f1', 'f2', 'f3', 'f4', 'f5'], isMonthly: true },
    { key: 'mainSlider', type: 'MAIN_SLIDER', features: ['f1', 'f2', 'f3', 'f4', 'f5'], isMonthly: true },
  ]

/**
 * The three plans of spec "Advertise with Us", priced from /api/price (in Pi). "Choose plan" starts
 * the purchase; while the Main Slider's 7 slots are taken its button becomes the waiting line ('Notify
 * me when a slot frees', issue 20), and a slot held for the user is bought from there (the category
 * slider's slots depend on the article, checked when it is picked; the slot picker offers its line).
 */
export function PlanCards({ prices, mainSlots }: { prices: PlanPrices | null; mainSlots?: SlotInfo | null }) {
  const { t } = useTranslation()
  // `attempt` remounts the flow when the same plan is chosen again after a failure or a cancel.
  const [chosen, setChosen] = useState<{ key: PlanKey; attempt: number } | null>(null)
  const main = useSlots({ promoteType: 'MAIN_SLIDER' }, { initialData: mainSlots ?? undefined })
  const isMainFull = main.data?.remainingSlots === 0
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
            {plan.type === 'MAIN_SLIDER' && isMainFull ? (
              <Suspense
                fallback={
                  <Button size="tall" className="mt-6 w-full" disabled>
                    {t('advertise.noSlotsLeft')}
                  </Button>
                }
              >
                <WaitlistButton
                  slider={{ planType: 'MAIN_SLIDER', categorySlug: null }}
                  onBuy={() => setChosen((last) => ({ key: plan.key, attempt: (last?.attempt ?? 0) + 1 }))}
                  className="mt-6"
                />
              </Suspense>
            ) : (
              <Button
                size="tall"
                className="mt-6 w-full"
                onClick={() => setChosen((last) => ({ key: plan.key, attempt: (last?.attempt ?? 0) + 1 }))}
                aria-describedby={titleId}
                data-testid={`choose-${plan.type}`}
              >
                {t('advertise.choosePlan')}
              </Button>
            )}
            {chosen?.key === plan.key ? (
              <Suspense fallback={null}>
                <PurchaseFlow
                  key={chosen.attempt}
                  plan={plan.type}
                  planName={t(`advertise.${plan.key}.name`)}
                  price={price}
                  onClose={() => setChosen(null)}
                />
              </Suspense>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
