import type { Reach } from '@spotlight/shared/schemas/stats'
import { planOfStatPlacement } from '@spotlight/shared/domain/plans'
import { planNameKey } from '#app/lib/labels'
import { DataTable } from '#app/components/ui/data-table'
import { useTranslation } from '#app/lib/i18n'

/**
 * The Advertise page's proof for buyers: each slider's real reach over the last 30 days.
 * Rendered by the server inside the cached page; nothing at all when the figures could not be read.
 */
export function SliderReach({ reach }: { reach: Reach | null }) {
  const { t, i18n } = useTranslation()
  if (!reach || reach.sliders.length === 0) return null
  const count = (value: number) => value.toLocaleString(i18n.language)
  return (
    // No name on the section: the table's scroll region already is the landmark with this name.
    <section data-testid="slider-reach">
      <h2 id="reach-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('advertise.reach.heading')}
      </h2>
      <p className="mt-2 text-slate-600">{t('advertise.reach.intro')}</p>
      <DataTable
        label={t('advertise.reach.heading')}
        size="comfortable"
        className="mt-4"
        columns={[
          { header: t('advertise.reach.slider') },
          { header: t('advertise.reach.impressions'), align: 'end' },
          { header: t('advertise.reach.readers'), align: 'end' },
        ]}
        rows={reach.sliders.map((slider) => ({
          key: slider.placement,
          cells: [
            // The category sliders' row adds up every category's slider.
            t(planNameKey(planOfStatPlacement(slider.placement))),
            count(slider.impressions),
            count(slider.uniqueReaders),
          ],
        }))}
      />
    </section>
  )
}
