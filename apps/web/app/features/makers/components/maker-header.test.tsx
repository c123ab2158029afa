import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MakerProfile } from '@spotlight/shared/schemas/makers'
import { renderWithApp } from '#app/test/render'
import { MakerHeader } from './maker-header'

const maker: MakerProfile = {
  username: 'mia',
  company: 'Mia Apps',
  bio: '<b>Bold</b> <script>alert(1)</script>',
  website: 'https://mia.example.com',
  joinedAt: '2026-03-05T10:00:00.000Z',
  articles: [],
  rating: { average: 0, count: 0 },
  replies: { answered: 0, within7Days: null },
  followers: 4,
  verified: [],
}

describe('MakerHeader', () => {
  it('shows the company, the handle, the bio as text, the website as a plain outbound link and the joined date', async () => {
    const view = renderWithApp(<MakerHeader maker={maker} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Apps' })).toBeTruthy()
    expect(screen.getByText('@mia')).toBeTruthy()
    expect(screen.getByText(maker.bio!)).toBeTruthy()
    expect(view.container.querySelector('script, b')).toBeNull()
    const link = screen.getByRole('link', { name: /mia\.example\.com/ })
    expect(link.getAttribute('href')).toBe('https://mia.example.com')
    expect(link.getAttribute('rel')).toContain('nofollow')
    expect(screen.getByText(/Joined March 5, 2026/)).toBeTruthy()
    // No rating and no answers yet: nothing is said about them.
    expect(screen.queryByTestId('rating-badge')).toBeNull()
    expect(screen.queryByTestId('maker-replies')).toBeNull()
    expect(screen.queryByTestId('verified-badge')).toBeNull()
  })

  it('shows each host the maker proved they control, linking to what verification means', async () => {
    renderWithApp(
      <MakerHeader maker={{ ...maker, verified: [{ host: 'mia.example.com', since: '2026-04-02T08:00:00.000Z' }] }} />,
    )
    const badge = await screen.findByTestId('verified-badge')
    expect(badge).toHaveTextContent('Verified: controls mia.example.com since April 2, 2026')
    expect(badge.getAttribute('href')).toBe('/how-it-works#verified')
  })

  it('gives the rating of their apps and how many reviews they answered, and how soon', async () => {
    renderWithApp(
      <MakerHeader
        maker={{ ...maker, rating: { average: 4.25, count: 12 }, replies: { answered: 9, within7Days: 0.75 } }}
      />,
    )
    expect(await screen.findByTestId('rating-badge')).toHaveTextContent('4.3')
    expect(screen.getByTestId('maker-replies')).toHaveTextContent('Answered reviews: 9 (75% within 7 days)')
  })
})
