import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi } from '#app/test/support'
import { SearchField } from './search-field'

const renderWithNameField = () =>
  renderWithApp(
    <>
      <label>
        Name
        <input />
      </label>
      <SearchField />
    </>,
  )

describe('SearchField', () => {
  it('is a search landmark with its own name', async () => {
    renderWithApp(<SearchField />)
    expect(await screen.findByRole('search', { name: 'Site search' })).toBeInTheDocument()
  })

  it('loads its suggestions on hover without taking the focus from another field', async () => {
    stubApi({ 'GET /api/search/suggest': () => jsonResponse([]) })
    const user = userEvent.setup()
    renderWithNameField()
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await user.type(name, 'Ali')
    fireEvent.pointerEnter(screen.getByTestId('search-field'))
    await screen.findByRole('combobox', { name: 'Search' })
    await user.keyboard('ce')
    expect(name).toHaveFocus()
    expect(name).toHaveValue('Alice')
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('')
  })

  it('leaves the focus where it went when the suggestions arrive after the field was left', async () => {
    renderWithNameField()
    const name = await screen.findByRole('textbox', { name: 'Name' })
    // Tabbed into the field (its suggestions start loading), then on before they arrive.
    screen.getByTestId('search-field').focus()
    name.focus()
    await screen.findByRole('combobox', { name: 'Search' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(name).toHaveFocus()
  })

  it('hands its focus on to the suggestions when it still has focus', async () => {
    stubApi({ 'GET /api/search/suggest': () => jsonResponse([{ id: 1, title: 'PiMarket', app: 'PiMarket' }]) })
    const user = userEvent.setup()
    renderWithApp(<SearchField />)
    await screen.findByTestId('search-field')
    await user.tab()
    const combobox = await screen.findByRole('combobox', { name: 'Search' })
    await waitFor(() => expect(combobox).toHaveFocus())
    await user.keyboard('pimark')
    expect(combobox).toHaveValue('pimark')
    expect(await screen.findByRole('option', { name: /PiMarket/ })).toBeInTheDocument()
  })
})
