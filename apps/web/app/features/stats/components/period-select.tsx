import { FormField } from '#app/components/ui/form-field'
import { useTranslation } from '#app/lib/i18n'
import { PERIOD_DAYS, type PeriodDays } from '../utils/range'

/** The period a stats screen covers: the last 7, 30, 90 or 365 days. */
export function PeriodSelect({ value, onChange }: { value: PeriodDays; onChange: (days: PeriodDays) => void }) {
  const { t } = useTranslation()
  return (
    <FormField label={t('stats.period')} className="w-full sm:w-56">
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(Number(event.target.value) as PeriodDays)}>
          {PERIOD_DAYS.map((days) => (
            <option key={days} value={days}>
              {t('stats.lastDays', { days })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
