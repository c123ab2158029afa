import { useTranslation } from '#app/lib/i18n'
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { languagePath } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { type Language, languageInfo, LANGUAGES, splitLanguagePrefix, writeLanguageCookie } from '#app/lib/language'

/**
 * The language menu: a disclosure (`<details>`) listing every language of the registry by its own
 * name, each a submit button of one form, so it opens and chooses without JavaScript and stays one
 * tap-sized row per language on a phone however many languages there are. A choice moves to this
 * page's address in that language (`/es/...` for a public page; a dashboard keeps its one address)
 * and stores it in the `lang` cookie for the pages without a prefix (and, signed in, as the account's
 * language, which the dashboards follow on every device). Once React runs it loads the
 * strings and navigates (no reload); before that (the public pages start their scripts after
 * `load`), or without JavaScript, the form posts to `/language`, which does the same.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const menu = useRef<HTMLDetailsElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const current = i18n.language
  // This page without its language prefix: `/language` (and the navigation below) puts the chosen one's in.
  const page = `${splitLanguagePrefix(location.pathname).path}${location.search}`

  // Once scripts run, it closes as a menu does: on a tap elsewhere, Escape, or focus tabbing out.
  useEffect(() => {
    if (!isOpen) return
    const closeOnTapOutside = (event: PointerEvent) => {
      if (menu.current && !menu.current.contains(event.target as Node)) menu.current.open = false
    }
    document.addEventListener('pointerdown', closeOnTapOutside)
    return () => document.removeEventListener('pointerdown', closeOnTapOutside)
  }, [isOpen])

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !menu.current?.open) return
    event.preventDefault()
    menu.current.open = false
    menu.current.querySelector('summary')?.focus()
  }

  // Only a focus that went somewhere (Tab): a tap on a choice may blur to nothing first (Safari).
  function closeOnFocusOut(event: FocusEvent<HTMLDetailsElement>) {
    const to = event.relatedTarget
    if (menu.current && to instanceof Node && !menu.current.contains(to)) menu.current.open = false
  }

  async function handleSelect(language: Language) {
    if (menu.current) menu.current.open = false
    if (language === current) return
    writeLanguageCookie(language)
    // Fetched on a choice: the session store it reads is not part of the public pages' first load.
    const { rememberAccountLanguage } = await import('#app/lib/account-language')
    await rememberAccountLanguage(language)
    await i18n.changeLanguage(language)
    await navigate(languagePath(language, page), { preventScrollReset: true })
  }

  return (
    <form method="post" action="/language" className={cn('flex', className)} data-testid="language-switcher">
      <input type="hidden" name="next" value={page} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys of its summary and choices */}
      <details
        ref={menu}
        className="group relative"
        onToggle={(event) => setIsOpen(event.currentTarget.open)}
        onKeyDown={closeOnEscape}
        onBlur={closeOnFocusOut}
      >
        <summary
          aria-label={`${t('language.label')}: ${languageInfo(current).nativeName}`}
          className="flex min-h-9 cursor-pointer list-none items-center gap-0.5 rounded-full border border-slate-200 bg-white px-2 py-1 text-xs font-semibold text-slate-700 hover:text-violet-800 [&::-webkit-details-marker]:hidden"
        >
          <span aria-hidden="true">🌐</span>
          <span lang={current}>{languageInfo(current).nativeName}</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <ul
          aria-label={t('language.label')}
          className="absolute right-0 z-50 mt-1 max-h-[70vh] w-48 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {LANGUAGES.map((language) => (
            <li key={language}>
              <button
                type="submit"
                name="lang"
                value={language}
                lang={language}
                aria-current={language === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  void handleSelect(language)
                }}
                className={cn(
                  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm',
                  language === current
                    ? 'bg-violet-700 font-semibold text-white'
                    : 'text-slate-700 hover:bg-violet-50 hover:text-violet-800',
                )}
              >
                {languageInfo(language).nativeName}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </form>
  )
}
