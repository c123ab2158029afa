import { type Language, languageInfo } from '@spotlight/shared/domain/languages'
import { FormField } from '#app/components/ui/form-field'
import { useTranslation } from '#app/lib/i18n'
import type { TranslationValues } from '../utils/category-form-values'

/**
 * A category's name and description in one translated language, labelled with the language's name in
 * itself (an admin looks for "Español", whatever language the page is in). An empty name: no translation.
 */
export function TranslationFields({
  language,
  values,
  onChange,
}: {
  language: Language
  values: TranslationValues
  onChange: (values: TranslationValues) => void
}) {
  const { t } = useTranslation()
  const { code, nativeName, direction } = languageInfo(language)
  return (
    <>
      <FormField label={t('categoryAdmin.translatedName', { language: nativeName })}>
        {(control) => (
          <input
            {...control}
            lang={code}
            dir={direction}
            maxLength={100}
            value={values.name}
            onChange={(event) => onChange({ ...values, name: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('categoryAdmin.translatedDescription', { language: nativeName })}>
        {(control) => (
          <textarea
            {...control}
            lang={code}
            dir={direction}
            rows={3}
            maxLength={1000}
            value={values.description}
            onChange={(event) => onChange({ ...values, description: event.target.value })}
          />
        )}
      </FormField>
    </>
  )
}
