import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { SliderReach } from './slider-reach'

const reach = {
  from: '2026-01-01',
  to: '2026-01-30',
  sliders: [
    { planType: 'MAIN_SLIDER' as const, categorySlug: null, impressions: 12345, readers: 678 },
    { planType: 'CATEGORY_SLIDER' as const, categorySlug: 'games', impressions: 90, readers: 12 },
  ],
}

describe('SliderReach', () => {
  it('shows each slider’s impressions and readers', async () => {
    renderWithApp(<SliderReach reach={reach} categoryNames={{ games: 'Games' }} />)
    expect(await screen.findByRole('heading', { name: 'Reach in the last 30 days' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Main Slider 12,345 678' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Category Slider: Games 90 12' })).toBeInTheDocument()
  })

  it('speaks Spanish', async () => {
    renderWithApp(<SliderReach reach={reach} categoryNames={{}} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('heading', { name: 'Alcance en los últimos 30 días' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Carrusel de categoría: games 90 12' })).toBeInTheDocument()
  })

  it('shows nothing when the figures could not be read', async () => {
    renderWithApp(
      <div data-testid="page">
        <SliderReach reach={null} categoryNames={{}} />
      </div>,
    )
    expect(await screen.findByTestId('page')).toBeEmptyDOMElement()
  })
})
