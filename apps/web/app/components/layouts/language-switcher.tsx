import { useTranslation } from '#app/lib/i18n'
import { useLocation, useRevalidator } from 'react-router'
import { cn } from '#app/lib/cn'
import { type Language, LANGUAGES, writeLanguageCookie } from '#app/lib/language'

/**
 * EN / ES toggle. Once React runs it switches the strings at once (no reload), stores the choice in
 * the `lang` cookie for the next server render, and revalidates so loader-driven bits (page titles)
 * follow. Before that (the public pages start their scripts after `load`), or without JavaScript,
 * it is a form: `/language` stores the choice and sends the reader back to this page in that language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const revalidator = useRevalidator()
  const location = useLocation()
  const current = i18n.language

  async function handleSelect(language: Language) {
    if (language === current) return
    writeLanguageCookie(language)
    await i18n.changeLanguage(language)
    await revalidator.revalidate()
  }

  return (
    <form method="post" action="/language" className={cn('flex', className)} data-testid="language-switcher">
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      <div
        role="group"
        aria-label={t('language.label')}
        className="inline-flex rounded-full border border-slate-200 bg-white p-0.5 text-xs font-semibold"
      >
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="lang"
            value={language}
            lang={language}
            title={t(`language.${language}`)}
            aria-pressed={language === current}
            onClick={(event) => {
              event.preventDefault()
              void handleSelect(language)
            }}
            className={cn(
              'rounded-full px-2.5 py-1 transition-colors',
              language === current ? 'bg-violet-700 text-white' : 'text-slate-600 hover:text-violet-800',
            )}
          >
            {language.toUpperCase()}
          </button>
        ))}
      </div>
    </form>
  )
}
