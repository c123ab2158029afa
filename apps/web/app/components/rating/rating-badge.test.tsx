import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { RatingBadge } from './rating-badge'

describe('RatingBadge', () => {
  it('reads one rating in the singular and several in the plural, in each language', async () => {
    const { unmount } = renderWithApp(<RatingBadge rating={{ average: 4, count: 1 }} />)
    expect(await screen.findByText('Rated 4.0 out of 5 from 1 rating.')).toBeInTheDocument()
    unmount()
    renderWithApp(<RatingBadge rating={{ average: 4.5, count: 12 }} />, { root: { lang: 'es' } })
    expect(await screen.findByText('Valoración de 4,5 de 5 con 12 valoraciones.')).toBeInTheDocument()
  })

  it("reads Hindi's one form for a single rating and its other form for several (Hindi's one also covers 0)", async () => {
    const { unmount } = renderWithApp(<RatingBadge rating={{ average: 4, count: 1 }} />, { root: { lang: 'hi' } })
    expect(await screen.findByText('1 रेटिंग के आधार पर 5 में से 4.0 रेटिंग।')).toBeInTheDocument()
    unmount()
    renderWithApp(<RatingBadge rating={{ average: 4.5, count: 12 }} />, { root: { lang: 'hi' } })
    expect(await screen.findByText('12 रेटिंग के आधार पर 5 में से 4.5 रेटिंग।')).toBeInTheDocument()
  })

  it('shows nothing before the first rating', () => {
    renderWithApp(<RatingBadge rating={{ average: 0, count: 0 }} />)
    expect(screen.queryByTestId('rating-badge')).toBeNull()
  })
})
