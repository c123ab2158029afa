import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { RatingOverview } from './rating-overview'

const rating = { average: 4, count: 3, distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 } }

describe('RatingOverview', () => {
  it('reads each star row out with the plural the number of stars takes', async () => {
    const { unmount } = renderWithApp(<RatingOverview rating={rating} />)
    expect(await screen.findByText('1 star: 0')).toBeInTheDocument()
    expect(screen.getByText('4 stars: 2')).toBeInTheDocument()
    expect(screen.getByText('3 ratings')).toBeInTheDocument()
    unmount()

    renderWithApp(<RatingOverview rating={rating} />, { root: { lang: 'es' } })
    expect(await screen.findByText('1 estrella: 0')).toBeInTheDocument()
    expect(screen.getByText('5 estrellas: 1')).toBeInTheDocument()
  })

  it("writes the ratings' count itself: Hindi's singular holds 0 too, never shown as 1", async () => {
    const none = { average: 0, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }
    const { unmount } = renderWithApp(<RatingOverview rating={none} />, { root: { lang: 'hi' } })
    expect(await screen.findByText('0 रेटिंग')).toBeInTheDocument()
    unmount()
    renderWithApp(<RatingOverview rating={{ ...none, average: 5, count: 1 }} />)
    expect(await screen.findByText('1 rating')).toBeInTheDocument()
  })
})
