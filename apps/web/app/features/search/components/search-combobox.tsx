import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Form } from '#app/components/ui/link'
import type { SearchSuggestion } from '@spotlight/shared/schemas/search'
import { languagePath, paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { loadReaderStrings, plural, type TFunction, useTranslation } from '#app/lib/i18n'
import type { Language } from '#app/lib/language'
import { suggestArticles } from '../api/suggest-articles'
import { SEARCH_PATH } from '../search-path'
import { FIELD_CLASSES } from './field-classes'

// Its announcements are in the signed-in screens' catalogue part: loaded with this, on focus.
await loadReaderStrings()

export type SearchComboboxProps = {
  inputId: string
  /** What the plain field held when this replaced it. */
  initialValue: string
  /** Whether the reader typed it (suggestions start at once), or the page wrote it (the search's own q). */
  isTyped: boolean
  /** Whether the plain field had focus when this replaced it (then this takes it over). */
  hasFocus: boolean
  label: string
}

/** Suggestions wait until typing pauses this long (one request per pause, not per key). */
const DEBOUNCE_MS = 200
const MIN_CHARS = 2

/** What the live region says when suggestions arrive: their number, in the language's plural form. */
function suggestionsAnnouncement(t: TFunction, language: Language, count: number): string {
  if (count === 0) return t('searchPage.noSuggestions')
  return t(plural(language, count, { one: 'searchPage.suggestionsOne', other: 'searchPage.suggestions' }), { n: count })
}

/**
 * The search field as a WAI-ARIA combobox with a list of suggestions (editable combobox, list
 * autocomplete): typing asks GET /api/search/suggest after a pause; Down and Up move through the
 * suggestions (aria-activedescendant keeps focus in the field), Enter opens the active one or, with
 * none active, submits the search; Escape closes the list, then clears the field. A polite live
 * region announces how many suggestions arrived.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(props.initialValue)
  const [hasTyped, setHasTyped] = useState(props.isTyped)
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([])
  const [isOpen, setIsOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const listId = `${props.inputId}-list`
  const optionId = (index: number) => `${props.inputId}-option-${index}`

  // This replaced the plain field that had focus: take it over, caret at the end. Loaded by a hover,
  // or arriving after focus moved on, it leaves focus where it is (it would steal the typing).
  const { hasFocus } = props
  useEffect(() => {
    const input = inputRef.current
    if (!input || !hasFocus) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }, [hasFocus])

  useEffect(() => {
    const q = value.trim()
    if (!hasTyped || [...q].length < MIN_CHARS) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      suggestArticles(q, controller.signal).then(
        (list) => {
          setSuggestions(list)
          setActive(-1)
          setIsOpen(true)
          setAnnouncement(suggestionsAnnouncement(t, i18n.language, list.length))
        },
        () => {}, // aborted by newer typing, or offline: the form still submits
      )
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value, hasTyped, t, i18n.language])

  const close = () => {
    setIsOpen(false)
    setActive(-1)
  }
  const open = (suggestion: SearchSuggestion) => {
    close()
    void navigate(languagePath(i18n.language, paths.article(suggestion.id)))
  }
  // Fewer than two characters (the field cleared) shows no list, whatever the last answer was.
  const hasList = isOpen && suggestions.length > 0 && [...value.trim()].length >= MIN_CHARS

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      setIsOpen(true)
      const isDown = event.key === 'ArrowDown'
      // From the closed list: the first (Down) or last (Up) suggestion; then around, wrapping.
      if (!hasList) setActive(isDown ? 0 : count - 1)
      else setActive((current) => (isDown ? (current + 1) % count : current <= 0 ? count - 1 : current - 1))
    } else if (event.key === 'Enter' && hasList && active >= 0) {
      event.preventDefault()
      open(suggestions[active]!)
    } else if (event.key === 'Escape') {
      if (hasList) {
        event.preventDefault()
        close()
      } else if (value) {
        event.preventDefault()
        setValue('')
      }
    }
  }

  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label={t('search.siteForm')}
      className="relative"
      onSubmit={close}
    >
      <label htmlFor={props.inputId} className="sr-only">
        {props.label}
      </label>
      <input
        ref={inputRef}
        id={props.inputId}
        name="q"
        type="search"
        value={value}
        maxLength={200}
        required
        autoComplete="off"
        placeholder={props.label}
        className={FIELD_CLASSES}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hasList}
        aria-controls={listId}
        aria-activedescendant={hasList && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setValue(event.target.value)
          setHasTyped(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        data-testid="search-field"
      />
      <button type="submit" className="sr-only">
        {props.label}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={props.label}
        hidden={!hasList}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // Keys are the field's (aria-activedescendant): an option never takes focus itself.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the field (a blur would close the list before the click lands).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(suggestion)}
            className={cn(
              'cursor-pointer px-4 py-2 text-sm',
              index === active ? 'bg-violet-50 text-violet-900' : 'text-slate-800 hover:bg-slate-50',
            )}
          >
            <span className="block truncate font-medium">{suggestion.title}</span>
            <span className="block truncate text-xs text-slate-500">{suggestion.app}</span>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </Form>
  )
}
