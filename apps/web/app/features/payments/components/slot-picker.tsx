import type { NamedCategory } from '@spotlight/shared/domain/category-language'
import type { SlotInfo } from '@spotlight/shared/schemas/payments'
import type { ReactNode } from 'react'
import { lazy, Suspense, useId, useState } from 'react'
import { Card } from '#app/components/ui/card'
import { PageHeader } from '#app/components/ui/page-header'
import { useTranslation } from '#app/lib/i18n'
import { useSlots } from '../api/get-slots'
import { categoryName as localizedName } from '#app/lib/category-name'

// A full category slider's waiting line: loaded only when that slider is full.
const WaitlistButton = lazy(() => import('./waitlist-panel').then((module) => ({ default: module.WaitlistButton })))

export type SlotPickerCategory = { slug: string; name: string; translations?: NamedCategory['translations'] }

/**
 * Advertise with Us: slot availability per category. The first category is preselected;
 * the remaining slots of the chosen category's slider and of the main slider come from
 * /api/payments/slots. `initial*` carry what the route loader already fetched.
 */
export function SlotPicker({
  categories,
  initialMainSlots,
  initialCategorySlots,
}: {
  categories: readonly SlotPickerCategory[]
  initialMainSlots?: SlotInfo | null
  initialCategorySlots?: SlotInfo | null
}) {
  const { t, i18n } = useTranslation()
  const selectId = useId()
  const firstSlug = categories[0]?.slug ?? ''
  const [slug, setSlug] = useState(firstSlug)
  const main = useSlots({ promoteType: 'MAIN_SLIDER' }, { initialData: initialMainSlots ?? undefined })
  const category = useSlots(
    { promoteType: 'CATEGORY_SLIDER', categorySlug: slug },
    { initialData: slug === firstSlug ? (initialCategorySlots ?? undefined) : undefined, enabled: Boolean(slug) },
  )
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
        {slug && (
          <SlotCount
            label={`${t('advertise.slots.categorySlider')} — ${categoryName}`}
            slots={category.data}
            isPending={category.isPending}
            testId="category-slots"
          >
            {category.data?.remainingSlots === 0 ? (
              <Suspense fallback={null}>
                <WaitlistButton
                  key={slug}
                  slider={{ planType: 'CATEGORY_SLIDER', categorySlug: slug }}
                  className="mt-3"
                />
              </Suspense>
            ) : null}
          </SlotCount>
        )}
        <SlotCount
          label={t('advertise.slots.mainSlider')}
          slots={main.data}
          isPending={main.isPending}
          testId="main-slots"
        />
      </dl>
    </Card>
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
