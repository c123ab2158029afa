import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Review } from '@spotlight/shared/schemas/reviews'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, storeUser, stubApi } from '#app/test/support'
import { ReviewsSection } from './reviews-section'

const hostile = '<script>alert(1)</script> <b>bold</b> مرحبا'

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  rating: 4,
  text: `Review ${id}`,
  author: { username: `reader${id}` },
  createdAt: '2026-05-06T10:00:00.000Z',
  editedAt: null,
  helpfulCount: 2,
  viewerFoundHelpful: false,
  reply: null,
  ...overrides,
})

const rating = { average: 4.5, count: 2, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } }

function renderSection(lang: 'en' | 'es' = 'en') {
  return renderWithApp(
    <ReviewsSection
      articleId={7}
      company="Chess Co"
      pagePath="/articles/7"
      sort="helpful"
      rating={rating}
      page={{
        items: [
          review(1, {
            text: hostile,
            editedAt: '2026-05-07T10:00:00.000Z',
            reply: { text: 'Thanks!', createdAt: '2026-05-08T10:00:00.000Z', editedAt: null },
          }),
          review(2),
        ],
        nextCursor: 'abc',
      }}
    />,
    { root: { lang } },
  )
}

describe('ReviewsSection', () => {
  it('shows the reviews as plain text, the reply under its company, and the distribution in words', async () => {
    renderSection()
    const [first] = await screen.findAllByTestId('review')
    expect(within(first!).getByText(hostile)).toBeInTheDocument()
    expect(first!.querySelector('script, b')).toBeNull()
    expect(within(first!).getByText('Reply from Chess Co')).toBeInTheDocument()
    expect(within(first!).getByText('(edited)')).toBeInTheDocument()
    expect(within(first!).getByText('Rated 4 out of 5')).toBeInTheDocument()
    expect(screen.getByText('5 stars: 1')).toBeInTheDocument()
    expect(within(first!).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('offers the sort orders and more reviews as links that work without JavaScript', async () => {
    renderSection()
    const nav = await screen.findByRole('navigation', { name: 'Sort reviews' })
    expect(within(nav).getByRole('link', { name: 'Most helpful' })).toHaveAttribute('aria-current', 'true')
    expect(within(nav).getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/articles/7?sort=newest#reviews')
    expect(screen.getByRole('link', { name: 'More reviews' })).toHaveAttribute(
      'href',
      '/articles/7?sort=helpful&reviewsCursor=abc#reviews',
    )
  })

  it('fetches the next page once for taps that arrive together (replayed, or a quick double tap)', async () => {
    const fetchMock = stubApi({ 'GET /api/articles/7/reviews': () => jsonResponse([review(3)]) })
    renderSection()
    const more = await screen.findByRole('link', { name: 'More reviews' })
    act(() => {
      more.click()
      more.click()
      more.click()
    })
    expect(await screen.findByText('Review 3')).toBeInTheDocument()
    expect(screen.getAllByText('Review 3')).toHaveLength(1)
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('cursor=abc'))).toHaveLength(1)
  })

  it('speaks Spanish', async () => {
    renderSection('es')
    expect(await screen.findByText('Respuesta de Chess Co')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Más reseñas' })).toHaveAttribute(
      'href',
      '/es/articles/7?sort=helpful&reviewsCursor=abc#reviews',
    )
    expect(screen.getByRole('link', { name: 'Más recientes' })).toHaveAttribute(
      'href',
      '/es/articles/7?sort=newest#reviews',
    )
  })
})

describe('ReviewsSection, to the article owner', () => {
  it('shows a reply the scam screening holds as waiting for review, to its author only', async () => {
    storeUser()
    const held = review(3, {
      reply: { text: 'Claim your bonus', createdAt: '2026-05-08T10:00:00.000Z', editedAt: null },
    })
    stubApi({
      'GET /api/articles/7/reviews': () => jsonResponse([review(3)]),
      'GET /api/articles/published': () => jsonResponse([makeArticle({ id: 7, status: 'PUBLISHED' })]),
      'PUT /api/reviews/3/reply': () => jsonResponse({ ...held, reply: { ...held.reply!, pending: true } }),
    })
    renderWithApp(
      <ReviewsSection
        articleId={7}
        company="Chess Co"
        pagePath="/articles/7"
        sort="helpful"
        rating={rating}
        page={{ items: [review(3)], nextCursor: null }}
      />,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Reply' }))
    await user.type(await screen.findByLabelText('Your public reply'), 'Claim your bonus')
    await user.click(screen.getByRole('button', { name: 'Publish reply' }))
    const reply = await screen.findByTestId('review-reply')
    expect(within(reply).getByText('Claim your bonus')).toBeInTheDocument()
    expect(within(reply).getByTestId('reply-pending')).toHaveTextContent(
      'Waiting for review: only you see this reply until an admin approves it.',
    )
  })

  it('shows a public reply with no waiting note', async () => {
    renderSection()
    const reply = await screen.findByTestId('review-reply')
    expect(within(reply).queryByTestId('reply-pending')).toBeNull()
  })
})
