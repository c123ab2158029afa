import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi } from '#app/test/support'
import { SearchCombobox } from './search-combobox'

const suggestion = (id: number) => ({ id, title: `Pi app ${id}`, app: `App ${id}` })
const props = { inputId: 'q', initialValue: 'pi', isTyped: true, hasFocus: true, label: 'Search' }

/** What the polite live region says once the suggestions for the typed "pi" arrived. */
async function announcementFor(count: number, lang: 'en' | 'es' = 'en') {
  stubApi({ 'GET /api/search/suggest': () => jsonResponse(Array.from({ length: count }, (_, i) => suggestion(i + 1))) })
  const { unmount } = renderWithApp(<SearchCombobox {...props} />, { root: { lang } })
  await waitFor(() => expect(screen.getByRole('status')).not.toBeEmptyDOMElement())
  const said = screen.getByRole('status').textContent
  unmount()
  return said
}

describe('SearchCombobox', () => {
  it('announces how many suggestions arrived, with the plural the number takes', async () => {
    expect(await announcementFor(1)).toBe('1 suggestion')
    expect(await announcementFor(2)).toBe('2 suggestions')
    expect(await announcementFor(1, 'es')).toBe('1 sugerencia')
    expect(await announcementFor(0)).toBe('No suggestions')
  })
})
