import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TOP_RATED_PRIOR_COUNT, TOP_RATED_PRIOR_STARS } from '@spotlight/shared/domain/reviews'
import { renderWithApp } from '#app/test/render'
import { OrderLinks } from './order-links'

describe('OrderLinks', () => {
  it('states the Top rated rule with its own figures, linked to how ratings are counted', async () => {
    renderWithApp(<OrderLinks path="/featured-articles" order="top" />)
    const link = await screen.findByRole('link', { name: 'How ratings are counted' })
    expect(link).toHaveAttribute('href', '/how-it-works#ratings')
    expect(link.closest('p')).toHaveTextContent(
      `each app counts as if it also had ${TOP_RATED_PRIOR_COUNT} ratings of ${TOP_RATED_PRIOR_STARS} stars`,
    )
  })

  it('links the Spanish page’s rule to the Spanish address, and says nothing of the rule under Newest', async () => {
    const { unmount } = renderWithApp(<OrderLinks path="/featured-articles" order="top" />, { root: { lang: 'es' } })
    expect(await screen.findByRole('link', { name: 'Cómo se cuentan las valoraciones' })).toHaveAttribute(
      'href',
      '/es/how-it-works#ratings',
    )
    expect(screen.getByRole('link', { name: 'Mejor valoradas' })).toHaveAttribute(
      'href',
      '/es/featured-articles?sort=top',
    )
    unmount()
    renderWithApp(<OrderLinks path="/featured-articles" order="newest" />)
    await screen.findByRole('link', { name: 'Newest' })
    expect(screen.queryByRole('link', { name: 'How ratings are counted' })).not.toBeInTheDocument()
  })
})
