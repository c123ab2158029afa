import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation'

function Page() {
  useFocusMainOnNavigation()
  const location = useLocation()
  return (
    <>
      <nav>
        <Link to="/articles">Articles</Link>
        <Link to="/?sort=top">Top</Link>
        <Link to="#reviews">Reviews</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <p data-testid="at">{location.pathname + location.search + location.hash}</p>
      </main>
    </>
  )
}

describe('useFocusMainOnNavigation', () => {
  it('leaves the focus alone on the first load', async () => {
    renderWithApp(<Page />)
    expect(await screen.findByTestId('at')).toHaveTextContent('/')
    expect(screen.getByRole('main')).not.toHaveFocus()
  })

  it('moves the focus to the page’s content after following a link to another page', async () => {
    const user = userEvent.setup()
    renderWithApp(<Page />)
    await user.click(await screen.findByRole('link', { name: 'Articles' }))
    expect(await screen.findByTestId('at')).toHaveTextContent('/articles')
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('keeps the focus on the link when only the query or the hash changes', async () => {
    const user = userEvent.setup()
    renderWithApp(<Page />)
    const top = await screen.findByRole('link', { name: 'Top' })
    await user.click(top)
    expect(await screen.findByText('/?sort=top')).toBeInTheDocument()
    expect(top).toHaveFocus()
    const reviews = screen.getByRole('link', { name: 'Reviews' })
    await user.click(reviews)
    await vi.waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent(/^\/(\?sort=top)?#reviews$/))
    expect(reviews).toHaveFocus()
  })
})
