import type { NamedCategory } from '@spotlight/shared/domain/category-language'
import { isPerCategoryPlan, isSliderPlan, PLANS_BY_RANK, type SliderPlanType } from '@spotlight/shared/domain/plans'
import type { SlotInfo } from '@spotlight/shared/schemas/payments'
import type { ReactNode } from 'react'
import { lazy, Suspense, useId, useState } from 'react'
import { Card } from '#app/components/ui/card'
import { PageHeader } from '#app/components/ui/page-header'
import { useTranslation } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { useSlots } from '../api/get-slots'
import { categoryName as localizedName } from '#app/lib/category-name'

// A full per-category slider's waiting line: loaded only when that slider is full.
const WaitlistButton = lazy(() => import('./waitlist-panel').then((module) => ({ default: module.WaitlistButton })))

export type SlotPickerCategory = { slug: string; name: string; translations?: NamedCategory['translations'] }

/** Every slot plan of the catalogue, least valuable first: the order of the counts. */
const SLOT_PLANS = PLANS_BY_RANK.filter(isSliderPlan)

/** What the page's loader read: each site-wide plan's count, each per-category plan's in the first category. */
export type InitialSlots = Partial<Record<SliderPlanType, SlotInfo | null>>

/** `category-slots` for CATEGORY_SLIDER, `main-slots` for MAIN_SLIDER: the counts' test ids as they always were. */
const testIdOf = (planType: SliderPlanType) =>
  `${planType
    .toLowerCase()
    .replace(/_slider$/, '')
    .replaceAll('_', '-')}-slots`

/**
 * Advertise with Us: slot availability of every slot plan. The first category is preselected; a
 * per-category plan's count is the chosen category's slider, a site-wide plan's the whole site's,
 * from /api/payments/slots. `initialSlots` carries what the route loader already fetched.
 */
export function SlotPicker({
  categories,
  initialSlots = {},
}: {
  categories: readonly SlotPickerCategory[]
  initialSlots?: InitialSlots
}) {
  const { t, i18n } = useTranslation()
  const selectId = useId()
  const firstSlug = categories[0]?.slug ?? ''
  const [slug, setSlug] = useState(firstSlug)
  const selected = categories.find((c) => c.slug === slug)
  const categoryName = selected ? localizedName(selected, i18n.language) : ''

  return (
    <Card as="section" aria-labelledby="slots-heading" padding="roomy" data-testid="slot-picker">
      <PageHeader
        id="slots-heading"
        size="section"
        title={t('advertise.slots.heading')}
        intro={t('advertise.slots.intro')}
      />
      {categories.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('advertise.slots.noCategories')}</p>
      ) : (
        <div className="mt-4 flex flex-col gap-2 sm:max-w-sm">
          <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
            {t('advertise.slots.categoryLabel')}
          </label>
          <select
            id={selectId}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-violet-500"
          >
            {categories.map((option) => (
              <option key={option.slug} value={option.slug}>
                {localizedName(option, i18n.language)}
              </option>
            ))}
          </select>
        </div>
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {SLOT_PLANS.map((planType) =>
          isPerCategoryPlan(planType) ? (
            slug && (
              <CategorySlotCount
                key={planType}
                planType={planType}
                slug={slug}
                categoryName={categoryName}
                initialSlots={slug === firstSlug ? (initialSlots[planType] ?? undefined) : undefined}
              />
            )
          ) : (
            <SiteWideSlotCount key={planType} planType={planType} initialSlots={initialSlots[planType] ?? undefined} />
          ),
        )}
      </dl>
    </Card>
  )
}

/** A per-category plan's count in the chosen category, with its waiting line once it is full. */
function CategorySlotCount({
  planType,
  slug,
  categoryName,
  initialSlots,
}: {
  planType: SliderPlanType
  slug: string
  categoryName: string
  initialSlots: SlotInfo | undefined
}) {
  const { t } = useTranslation()
  const slots = useSlots({ promoteType: planType, categorySlug: slug }, { initialData: initialSlots })
  return (
    <SlotCount
      label={`${t(planNameKey(planType))} — ${categoryName}`}
      slots={slots.data}
      isPending={slots.isPending}
      testId={testIdOf(planType)}
    >
      {slots.data?.remainingSlots === 0 ? (
        <Suspense fallback={null}>
          <WaitlistButton key={slug} slider={{ planType, categorySlug: slug }} className="mt-3" />
        </Suspense>
      ) : null}
    </SlotCount>
  )
}

/** A site-wide plan's count (its waiting line is on its plan card). */
function SiteWideSlotCount({
  planType,
  initialSlots,
}: {
  planType: SliderPlanType
  initialSlots: SlotInfo | undefined
}) {
  const { t } = useTranslation()
  const slots = useSlots({ promoteType: planType }, { initialData: initialSlots })
  return (
    <SlotCount
      label={t(planNameKey(planType))}
      slots={slots.data}
      isPending={slots.isPending}
      testId={testIdOf(planType)}
    />
  )
}

function SlotCount({
  label,
  slots,
  isPending,
  testId,
  children,
}: {
  label: string
  slots: SlotInfo | undefined
  isPending: boolean
  testId: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="rounded-xl bg-violet-50 p-4" data-testid={testId}>
      <dt className="text-sm font-semibold text-violet-900">{label}</dt>
      <dd className="mt-1 text-slate-800" aria-live="polite">
        {slots
          ? t('advertise.slots.remaining', { remaining: slots.remainingSlots, total: slots.totalSlots })
          : isPending
            ? t('advertise.slots.loading')
            : t('advertise.slots.unavailable')}
      </dd>
      {children ? <dd>{children}</dd> : null}
    </div>
  )
}
