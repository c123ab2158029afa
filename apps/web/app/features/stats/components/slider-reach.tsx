import type { Reach } from '@spotlight/shared/schemas/stats'
import { useTranslation } from '#app/lib/i18n'

/**
 * The Advertise page's proof for buyers (issue 19): each slider's real reach over the last 30 days.
 * Rendered by the server inside the cached page; nothing at all when the figures could not be read.
 */
export function SliderReach({ reach }: { reach: Reach | null }) {
  const { t, i18n } = useTranslation()
  if (!reach || reach.sliders.length === 0) return null
  const count = (value: number) => value.toLocaleString(i18n.language)
  return (
    <section aria-labelledby="reach-heading" data-testid="slider-reach">
      <h2 id="reach-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('advertise.reach.heading')}
      </h2>
      <p className="mt-2 text-slate-600">{t('advertise.reach.intro')}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-max text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('advertise.reach.slider')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {t('advertise.reach.impressions')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('advertise.reach.readers')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {reach.sliders.map((slider) => (
              <tr key={slider.placement}>
                <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                  {/* The category sliders' row adds up every category's slider. */}
                  {slider.placement === 'MAIN_SLIDER'
                    ? t('advertise.slots.mainSlider')
                    : t('advertise.slots.categorySlider')}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{count(slider.impressions)}</td>
                <td className="py-2 text-right tabular-nums">{count(slider.uniqueReaders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
