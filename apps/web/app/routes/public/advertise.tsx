import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { menuEntry } from '#app/lib/category-name'
import { hideUncategorised, listCategories } from '#app/lib/list-categories'
import { getPrices } from '#app/features/payments/api/get-prices'
import { getSlots } from '#app/features/payments/api/get-slots'
import { PlanCards } from '#app/features/payments/components/plan-cards'
import type { InitialSlots } from '#app/features/payments/components/slot-picker'
import { getSliderReach } from '#app/features/stats/api/get-slider-reach'
import { deferHydration } from '#app/lib/defer-hydration'
import { detectLanguage } from '#app/lib/language'
import { seoMeta } from '#app/lib/meta'
import { serverCallOptions } from '#app/lib/server-api.server'
import { settledValue } from '#app/lib/settled'
import { isPerCategoryPlan, isSiteWidePlan, SLIDER_PLAN_TYPES } from '@spotlight/shared/domain/plans'
import { shareCardPaths } from '@spotlight/shared/domain/share-card'
import type { Route } from './+types/advertise'

// Below the plans: its counts are in the server HTML, its category choice works once its code is here.
const SlotPicker = await deferHydration(() => import('#app/features/payments/components/slot-picker'), 'SlotPicker')
// Static figures: in the server HTML, their code out of the first load.
const SliderReach = await deferHydration(() => import('#app/features/stats/components/slider-reach'), 'SliderReach')

export async function loader({ context, request }: Route.LoaderArgs) {
  const options = serverCallOptions(context)
  const siteWide = SLIDER_PLAN_TYPES.filter(isSiteWidePlan)
  const perCategory = SLIDER_PLAN_TYPES.filter(isPerCategoryPlan)
  const [prices, categories, reach, ...siteWideSlots] = await Promise.allSettled([
    getPrices(options),
    listCategories(options),
    getSliderReach(options),
    ...siteWide.map((promoteType) => getSlots({ promoteType }, options)),
  ])
  const visible = hideUncategorised(settledValue(categories) ?? []).map(menuEntry)
  const first = visible[0]
  // Every slot plan's count: a site-wide plan's, a per-category plan's in the first category.
  const perCategorySlots = await Promise.all(
    perCategory.map((promoteType) =>
      first ? getSlots({ promoteType, categorySlug: first.slug }, options).catch(() => null) : null,
    ),
  )
  const slots: InitialSlots = Object.fromEntries([
    ...siteWide.map((plan, index) => [plan, settledValue(siteWideSlots[index]!)] as const),
    ...perCategory.map((plan, index) => [plan, perCategorySlots[index]] as const),
  ])
  // Price and slot failures are silent: the cards say "unavailable" instead.
  return {
    prices: settledValue(prices),
    categories: visible,
    slots,
    // Reach failures are silent too: the page then shows no figures.
    reach: settledValue(reach),
    shareImage: shareCardPaths.site('advertise', detectLanguage(request)),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    title: t('advertise.heading'),
    description: t('advertise.intro'),
    path: paths.advertise,
    image: loaderData?.shareImage,
  })
}

export default function AdvertisePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('advertise.heading')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">{t('advertise.intro')}</p>
      </header>
      <PlanCards prices={loaderData.prices} initialSlots={loaderData.slots} />
      <p
        className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        data-testid="promote-note"
      >
        {t('advertise.promoteNote')}
      </p>
      <SlotPicker categories={loaderData.categories} initialSlots={loaderData.slots} />
      <SliderReach reach={loaderData.reach} />
    </div>
  )
}
