import {
  isSiteWidePlan,
  isSliderPlan,
  PLAN_CATALOGUE,
  PLANS_BY_RANK,
  type PlanType,
  type SiteWidePlanType,
} from '@spotlight/shared/domain/plans'
import type { PlanPrices, SlotInfo } from '@spotlight/shared/schemas/payments'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { creditPlanCardKey, planFeatureKeys, planTextKey } from '#app/lib/plan-card-keys'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/lib/cn'
import { useSlots } from '../api/get-slots'

// The purchase (modals, SDK flow, QR library) loads only when a plan is about to be chosen (a
// Choose button pressed or focused): it is most of the payment code, and the advertise page's first
// load must stay small. Asked for again, the browser's module cache answers.
const loadPurchaseFlow = () => import('./purchase-flow')
const PurchaseFlow = lazy(loadPurchaseFlow)
// A full slider's waiting line: loaded only when the slider is full.
const WaitlistButton = lazy(() => import('./waitlist-panel').then((module) => ({ default: module.WaitlistButton })))

/** The cards, least valuable first; the most valuable is set off. Everything but the texts is the plan catalogue's. */
const PLANS = PLANS_BY_RANK.map((type) => ({
  type,
  // The card's id names it as the page always has: `plan-mainSlider` for MAIN_SLIDER.
  key: type.toLowerCase().replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
  features: planFeatureKeys(type),
  isMonthly: PLAN_CATALOGUE[type].days !== null,
  isFeatured: type === PLANS_BY_RANK.at(-1),
}))

/**
 * The plans of the Advertise with Us page, priced from /api/price (in Pi). "Choose plan" starts the
 * purchase; while a site-wide placement's slots are all taken its button becomes the waiting line
 * ('Notify me when a slot frees'), and a slot held for the user is bought from there (a per-category
 * placement's slots depend on the article, checked when it is picked; the slot picker offers its line).
 * `initialSlots`: the slot plans' counts the page's loader read.
 */
export function PlanCards({
  prices,
  initialSlots = {},
}: {
  prices: PlanPrices | null
  initialSlots?: Partial<Record<PlanType, SlotInfo | null>>
}) {
  const { t } = useTranslation()
  // `attempt` remounts the flow when the same plan is chosen again after a failure or a cancel.
  const [chosen, setChosen] = useState<{ type: PlanType; attempt: number } | null>(null)
  // Until its code is here the chosen plan's button says it is busy: on a slow phone the dialog
  // came seconds after the tap, which looked like nothing had happened.
  const [isFlowLoaded, setFlowLoaded] = useState(false)
  const preloadFlow = () => {
    // A failed download is asked for again when the flow renders, which shows the failure.
    loadPurchaseFlow().then(
      () => setFlowLoaded(true),
      () => {},
    )
  }
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => {
        const price = prices?.[plan.type]
        const titleId = `plan-${plan.key}`
        const choose = () => {
          preloadFlow()
          setChosen((last) => ({ type: plan.type, attempt: (last?.attempt ?? 0) + 1 }))
        }
        const button = (
          <ChooseButton
            planType={plan.type}
            titleId={titleId}
            onChoose={choose}
            onPrepare={preloadFlow}
            isBusy={chosen?.type === plan.type && !isFlowLoaded}
          />
        )
        return (
          <li
            key={plan.key}
            className={cn(
              'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
              plan.isFeatured ? 'border-violet-400 ring-1 ring-violet-300' : 'border-slate-200',
            )}
            data-testid={`plan-${plan.type}`}
          >
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {t(planTextKey(plan.type, 'name'))}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(planTextKey(plan.type, 'tagline'))}</p>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-3xl font-extrabold text-violet-800">
                {price === undefined ? t('advertise.priceUnavailable') : t('advertise.price', { price })}
              </span>
              <span className="text-sm text-slate-500">
                {plan.isMonthly ? t('advertise.perMonth') : t('advertise.oneTime')}
              </span>
            </p>
            {isSliderPlan(plan.type) ? null : (
              <p className="mt-4 rounded-lg bg-violet-50 px-3 py-2 text-sm font-semibold text-violet-900">
                {t(creditPlanCardKey(plan.type, 'firstStep'))}
              </p>
            )}
            <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-violet-600">
                    ✓
                  </span>
                  {t(feature)}
                </li>
              ))}
            </ul>
            {isSiteWidePlan(plan.type) ? (
              <SiteWideChoice
                planType={plan.type}
                initialSlots={initialSlots[plan.type] ?? undefined}
                onChoose={choose}
              >
                {button}
              </SiteWideChoice>
            ) : (
              button
            )}
            {chosen?.type === plan.type ? (
              <Suspense
                fallback={
                  <p role="status" className="mt-2 text-center text-sm text-slate-600">
                    {t('common.loading')}
                  </p>
                }
              >
                <PurchaseFlow
                  key={chosen.attempt}
                  plan={plan.type}
                  planName={t(planTextKey(plan.type, 'name'))}
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

function ChooseButton({
  planType,
  titleId,
  onChoose,
  onPrepare,
  isBusy,
}: {
  planType: PlanType
  titleId: string
  onChoose: () => void
  /** The press or the focus that comes before a choice: the purchase's code starts loading then. */
  onPrepare: () => void
  isBusy: boolean
}) {
  const { t } = useTranslation()
  return (
    <Button
      size="tall"
      className="mt-6 w-full"
      onClick={onChoose}
      onPointerDown={onPrepare}
      onFocus={onPrepare}
      aria-busy={isBusy || undefined}
      aria-describedby={titleId}
      data-testid={`choose-${planType}`}
    >
      {isBusy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          data-testid="choose-spinner"
        />
      )}
      {t('advertise.choosePlan')}
    </Button>
  )
}

/** A site-wide placement's choice: the plan's button while a slot is free, its waiting line once full. */
function SiteWideChoice({
  planType,
  initialSlots,
  onChoose,
  children,
}: {
  planType: SiteWidePlanType
  initialSlots: SlotInfo | undefined
  onChoose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const slots = useSlots({ promoteType: planType }, { initialData: initialSlots })
  if (slots.data?.remainingSlots !== 0) return children
  return (
    <Suspense
      fallback={
        <Button size="tall" className="mt-6 w-full" disabled>
          {t('advertise.noSlotsLeft')}
        </Button>
      }
    >
      <WaitlistButton slider={{ planType, categorySlug: null }} onBuy={onChoose} className="mt-6" />
    </Suspense>
  )
}
