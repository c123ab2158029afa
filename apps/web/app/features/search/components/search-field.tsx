import { type ComponentType, useEffect, useId, useState } from 'react'
import { useLocation } from 'react-router'
import { Form } from '#app/components/ui/link'
import { useTranslation } from '#app/lib/i18n'
import { SEARCH_PATH } from '../search-path'
import { FIELD_CLASSES } from './field-classes'
import type { SearchComboboxProps } from './search-combobox'

/** Keys that type into a field: "/" pressed there is a character, not the shortcut. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * The search form of the top bar and of the mobile menu: a plain GET form to /search that works
 * before (and without) JavaScript. Its suggestions (the combobox, search-combobox.tsx) are code the
 * first load never carries: they load when the field takes focus, then replace the field in place.
 * The header shows one instance in the bar and one in the mobile menu; "/" anywhere on the page
 * focuses the one on screen.
 */
export function SearchField() {
  const { t } = useTranslation()
  const inputId = `search-${useId()}`
  const location = useLocation()
  const current = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [enhanced, setEnhanced] = useState<
    | (Omit<SearchComboboxProps, 'inputId' | 'label'> & {
        Combobox: ComponentType<SearchComboboxProps>
      })
    | null
  >(null)

  const enhance = () => {
    if (enhanced) return
    void import('./search-combobox').then(
      // What was typed meanwhile (or before this hydrated) carries over, and asks for suggestions.
      (module) => {
        const input = document.getElementById(inputId) as HTMLInputElement | null
        const value = input?.value ?? current
        // A hover also loads it: only a field that still has focus hands it on (not one tabbed past).
        const hasFocus = input !== null && input === document.activeElement
        setEnhanced({ Combobox: module.SearchCombobox, initialValue: value, isTyped: value !== current, hasFocus })
      },
      () => {}, // offline: the plain form still works
    )
  }

  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return
      const input = document.getElementById(inputId)
      if (!input || input.offsetParent === null) return
      event.preventDefault()
      input.focus()
    }
    document.addEventListener('keydown', focusOnSlash)
    return () => document.removeEventListener('keydown', focusOnSlash)
  }, [inputId])

  const label = t('search.label')
  if (enhanced) {
    const { Combobox, ...carried } = enhanced
    return <Combobox inputId={inputId} label={label} {...carried} />
  }
  return (
    <Form method="get" action={SEARCH_PATH} role="search" aria-label={t('search.siteForm')} className="relative">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        key={current}
        id={inputId}
        name="q"
        type="search"
        defaultValue={current}
        maxLength={200}
        required
        autoComplete="off"
        placeholder={label}
        className={FIELD_CLASSES}
        onFocus={enhance}
        onPointerEnter={enhance}
        data-testid="search-field"
      />
      <button type="submit" className="sr-only">
        {label}
      </button>
    </Form>
  )
}
