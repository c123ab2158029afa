import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { SliderReach } from './slider-reach'

const reach = {
  from: '2026-01-01',
  to: '2026-01-30',
  sliders: [
    { placement: 'MAIN_SLIDER' as const, impressions: 12345, uniqueReaders: 678 },
    { placement: 'CATEGORY_SLIDER' as const, impressions: 90, uniqueReaders: 12 },
  ],
}

describe('SliderReach', () => {
  it('shows each slider’s impressions and readers', async () => {
    renderWithApp(<SliderReach reach={reach} />)
    expect(await screen.findByRole('heading', { name: 'Reach in the last 30 days' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Main Slider 12,345 678' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Category Slider 90 12' })).toBeInTheDocument()
  })

  it('is one landmark by its name, not two (the section and the table’s scroll region)', async () => {
    renderWithApp(<SliderReach reach={reach} />)
    await screen.findByRole('heading', { name: 'Reach in the last 30 days' })
    expect(screen.getAllByRole('region', { name: 'Reach in the last 30 days' })).toHaveLength(1)
  })

  it('speaks Spanish', async () => {
    renderWithApp(<SliderReach reach={reach} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('heading', { name: 'Alcance en los últimos 30 días' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Carrusel de categoría 90 12' })).toBeInTheDocument()
  })

  it('shows nothing when the figures could not be read', async () => {
    renderWithApp(
      <div data-testid="page">
        <SliderReach reach={null} />
      </div>,
    )
    expect(await screen.findByTestId('page')).toBeEmptyDOMElement()
  })
})
