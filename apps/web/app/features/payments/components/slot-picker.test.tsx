import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { withContract } from '#app/test/support'
import { SLIDER_PLAN_TYPES } from '@spotlight/shared/domain/plans'
import { SlotPicker } from './slot-picker'

const fetchMock = vi.fn<typeof fetch>()
const categories = [
  { slug: 'marketplaces', name: 'Marketplaces' },
  { slug: 'games', name: 'Games' },
]

beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    const type = url.searchParams.get('promoteType')
    const slug = url.searchParams.get('categorySlug')
    if (type === 'MAIN_SLIDER') return jsonResponse({ totalSlots: 7, remainingSlots: 5, categoryName: null })
    if (slug === 'marketplaces') return jsonResponse({ totalSlots: 7, remainingSlots: 6, categoryName: 'Marketplaces' })
    if (slug === 'games') return jsonResponse({ totalSlots: 7, remainingSlots: 0, categoryName: 'Games' })
    return jsonResponse({ error: { code: 'CATEGORY_NOT_FOUND', message: 'no' } }, 404)
  })
  vi.stubGlobal('fetch', withContract(fetchMock))
})

describe('SlotPicker', () => {
  it('preselects the first category and shows its remaining slots and the main slider’s', async () => {
    renderWithApp(<SlotPicker categories={categories} />)
    expect(await screen.findByLabelText('Category')).toHaveValue('marketplaces')
    expect(await within(screen.getByTestId('category-slots')).findByText('6 of 7 slots available')).toBeInTheDocument()
    expect(within(screen.getByTestId('category-slots')).getByText('Category Slider — Marketplaces')).toBeInTheDocument()
    expect(await within(screen.getByTestId('main-slots')).findByText('5 of 7 slots available')).toBeInTheDocument()
    const urls = fetchMock.mock.calls.map(([input]) => String(input))
    expect(urls).toContain('/api/payments/slots?promoteType=CATEGORY_SLIDER&categorySlug=marketplaces')
    expect(urls).toContain('/api/payments/slots?promoteType=MAIN_SLIDER&categorySlug=')
  })

  it('checks the slots of the category the visitor picks', async () => {
    renderWithApp(<SlotPicker categories={categories} />)
    const select = await screen.findByLabelText('Category')
    await userEvent.selectOptions(select, 'games')
    expect(await within(screen.getByTestId('category-slots')).findByText('0 of 7 slots available')).toBeInTheDocument()
    expect(within(screen.getByTestId('category-slots')).getByText('Category Slider — Games')).toBeInTheDocument()
  })

  it('counts every slot plan of the catalogue, least valuable first, each named as its plan card is', async () => {
    renderWithApp(<SlotPicker categories={categories} />)
    const labels = (await screen.findAllByRole('term')).map((term) => term.textContent)
    expect(labels).toEqual(['Category Slider — Marketplaces', 'Main Slider'])
    expect(labels).toHaveLength(SLIDER_PLAN_TYPES.length)
  })

  it('uses what the loader already fetched without asking again', async () => {
    renderWithApp(
      <SlotPicker
        categories={categories}
        initialSlots={{
          MAIN_SLIDER: { totalSlots: 7, remainingSlots: 2, categoryName: null },
          CATEGORY_SLIDER: { totalSlots: 7, remainingSlots: 3, categoryName: 'Marketplaces' },
        }}
      />,
    )
    expect(await screen.findByText('3 of 7 slots available')).toBeInTheDocument()
    expect(screen.getByText('2 of 7 slots available')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says availability is unknown when the check fails, without breaking the page', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500))
    renderWithApp(<SlotPicker categories={categories} />)
    await waitFor(() => expect(screen.getAllByText('Availability unavailable right now.')).toHaveLength(2))
  })
})
