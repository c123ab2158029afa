import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { isReviewSort } from '@spotlight/shared/domain/reviews'
import type { ArticleRating, MyReview, Review } from '@spotlight/shared/schemas/reviews'
import { Link, useLocation } from 'react-router'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { renderServerHtml } from '#app/test/server-render'
import type { ApiRoute } from '#app/test/api-contract'
import { makeArticle, storeUser, stubApi, type StubRoutes } from '#app/test/support'
import type { ReviewPage } from '../api/list-reviews'
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

/** The section as the signed-in owner of article 7 sees it, one review on it; `routes` adds to the API stubbed. */
function renderForOwner<Route extends ApiRoute>(routes?: StubRoutes<Route>) {
  storeUser()
  stubApi({
    'GET /api/articles/7/reviews': () => jsonResponse([review(3)]),
    'GET /api/articles/published': () => jsonResponse([makeArticle({ id: 7, status: 'PUBLISHED' })]),
    ...routes,
  })
  return renderWithApp(
    <ReviewsSection
      articleId={7}
      company="Chess Co"
      pagePath="/articles/7"
      sort="helpful"
      rating={rating}
      page={{ items: [review(3)], nextCursor: null }}
    />,
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

  it("gives each review a heading, its author's name, under the section's heading", async () => {
    renderSection()
    const section = await screen.findByRole('region', { name: 'Ratings and reviews' })
    const headings = within(section).getAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual(['reader1', 'reader2'])
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
    const held = review(3, {
      reply: { text: 'Claim your bonus', createdAt: '2026-05-08T10:00:00.000Z', editedAt: null },
    })
    renderForOwner({
      'PUT /api/reviews/3/reply': () => jsonResponse({ ...held, reply: { ...held.reply!, pending: true } }),
    })
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

  it("offers the owner no helpful mark on their article's reviews (the server refuses it), only the count", async () => {
    renderForOwner()
    await screen.findByRole('button', { name: 'Reply' })
    expect(screen.queryByRole('button', { name: 'Helpful (2)' })).toBeNull()
    expect(screen.getByText('Helpful (2)')).toBeInTheDocument()
  })

  it('shows a public reply with no waiting note', async () => {
    renderSection()
    const reply = await screen.findByTestId('review-reply')
    expect(within(reply).queryByTestId('reply-pending')).toBeNull()
  })
})

/** Each article's loader data by sort, as the article page's loader reads it from the address. */
const PAGES: Record<string, ReviewPage> = {
  '7:helpful': { items: [review(1, { rating: 5 }), review(2, { rating: 2 })], nextCursor: 'helpful-cursor' },
  '7:newest': { items: [review(2, { rating: 2 }), review(1, { rating: 5 })], nextCursor: 'newest-cursor' },
  '8:helpful': { items: [review(80, { text: 'Review of the other app', rating: 1 })], nextCursor: null },
}
const RATINGS: Record<number, ArticleRating> = {
  7: rating,
  8: { average: 1.2, count: 5, distribution: { '1': 4, '2': 1, '3': 0, '4': 0, '5': 0 } },
}

/**
 * The article page in small: one mounted route whose props follow the address, as a client-side
 * navigation on /articles/:id (a sort link, a related article's link) gives them.
 */
function ArticlePageStub() {
  const location = useLocation()
  const articleId = Number(/\/articles\/(\d+)/.exec(location.pathname)?.[1] ?? 7)
  const requested = new URLSearchParams(location.search).get('sort')
  const sort = isReviewSort(requested) ? requested : 'helpful'
  return (
    <>
      <ReviewsSection
        articleId={articleId}
        company="Chess Co"
        pagePath={`/articles/${articleId}`}
        sort={sort}
        rating={RATINGS[articleId] ?? null}
        page={PAGES[`${articleId}:${sort}`] ?? null}
      />
      <Link to="/articles/8">Related: the other app</Link>
    </>
  )
}

const shownTexts = () => screen.getAllByTestId('review').map((item) => within(item).getByText(/^Review/).textContent)

describe('ReviewsSection, after a client-side navigation', () => {
  it('shows the order of the sort chosen, and asks for its next page with its own cursor', async () => {
    const fetchMock = stubApi({ 'GET /api/articles/7/reviews': () => jsonResponse([review(3)]) })
    renderWithApp(<ArticlePageStub />, { path: '/articles/7' })
    await screen.findAllByTestId('review')
    expect(shownTexts()).toEqual(['Review 1', 'Review 2'])

    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: 'Newest' }))
    // The navigation renders the route again once its transition is done.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true'))
    expect(shownTexts()).toEqual(['Review 2', 'Review 1'])
    expect(screen.getByRole('link', { name: 'More reviews' })).toHaveAttribute(
      'href',
      '/articles/7?sort=newest&reviewsCursor=newest-cursor#reviews',
    )

    await user.click(screen.getByRole('link', { name: 'More reviews' }))
    expect(await screen.findByText('Review 3')).toBeInTheDocument()
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('cursor='))
    expect(asked).toEqual(['/api/articles/7/reviews?sort=newest&cursor=newest-cursor'])
  })

  it("shows a related article's own rating and reviews, and closes the previous article's review form", async () => {
    storeUser()
    const mine: MyReview = {
      ...review(9, { text: 'My take on the first app', rating: 4 }),
      status: 'PUBLISHED',
      hiddenReason: null,
    }
    stubApi({
      'GET /api/articles/7/reviews': () => jsonResponse(PAGES['7:helpful']!.items),
      'GET /api/articles/8/reviews': () => jsonResponse(PAGES['8:helpful']!.items),
      'GET /api/articles/published': () => jsonResponse([]),
      'GET /api/articles/7/reviews/mine': () => jsonResponse(mine),
      'GET /api/articles/8/reviews/mine': () =>
        jsonResponse({ error: { code: 'REVIEW_NOT_FOUND', message: 'No review.' } }, 404),
    })
    renderWithApp(<ArticlePageStub />, { path: '/articles/7' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Rate this app' }))
    const form = await screen.findByTestId('review-form')
    expect(await within(form).findByDisplayValue('My take on the first app')).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Delete review' })).toBeInTheDocument()
    expect(screen.getByTestId('rating-overview')).toHaveTextContent('2 ratings')

    await user.click(screen.getByRole('link', { name: 'Related: the other app' }))
    expect(await screen.findByText('Review of the other app')).toBeInTheDocument()
    expect(screen.getByTestId('rating-overview')).toHaveTextContent('5 ratings')
    expect(screen.getByTestId('rating-overview')).toHaveTextContent('1.2')
    expect(screen.queryByText('Review 1')).toBeNull()
    // Nothing of the first article's review is left to be saved onto this one.
    expect(screen.queryByDisplayValue('My take on the first app')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete review' })).toBeNull()
  })
})

describe('ReviewsSection, the Helpful marks', () => {
  const section = () => (
    <ReviewsSection
      articleId={7}
      company="Chess Co"
      pagePath="/articles/7"
      sort="helpful"
      rating={rating}
      page={{ items: [review(1, { author: { username: 'ada' } }), review(2)], nextCursor: null }}
    />
  )

  it("hands each review but the reader's own to the page's report control", async () => {
    storeUser()
    stubApi({
      'GET /api/articles/7/reviews': () => jsonResponse([review(1, { author: { username: 'ada' } }), review(2)]),
      'GET /api/articles/published': () => jsonResponse([]),
    })
    renderWithApp(
      <ReviewsSection
        articleId={7}
        company="Chess Co"
        pagePath="/articles/7"
        sort="helpful"
        rating={rating}
        page={{ items: [review(1, { author: { username: 'ada' } }), review(2)], nextCursor: null }}
        reportReview={(shown) => <button type="button">{`Report ${shown.author.username}`}</button>}
      />,
    )
    const [own, other] = await screen.findAllByTestId('review')
    expect(within(other!).getByRole('button', { name: 'Report reader2' })).toBeInTheDocument()
    await waitFor(() => expect(within(own!).queryByRole('button', { name: 'Report ada' })).toBeNull())
  })

  it("offers no mark on the reader's own review (the server refuses it), only its count", async () => {
    storeUser()
    const items = [review(1, { author: { username: 'ada' } }), review(2)]
    stubApi({
      'GET /api/articles/7/reviews': () => jsonResponse(items),
      'GET /api/articles/published': () => jsonResponse([]),
    })
    renderWithApp(section())
    const [own, other] = await screen.findAllByTestId('review')
    await waitFor(() => expect(within(own!).queryByRole('button', { name: 'Helpful (2)' })).toBeNull())
    expect(within(own!).getByText('Helpful (2)')).toBeInTheDocument()
    expect(within(other!).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('says a mark that failed was not saved, not that the page could not be shown', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/7/reviews': () => jsonResponse([review(2)]),
      'GET /api/articles/published': () => jsonResponse([]),
      'PUT /api/reviews/2/helpful': () =>
        jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many requests', requestId: 'r' } }, 429),
    })
    renderWithApp(section())
    await userEvent.click(await screen.findByRole('button', { name: 'Helpful (2)' }))
    expect(await screen.findByText('Your mark could not be saved. Please try again.')).toBeInTheDocument()
  })
})

describe('ReviewsSection, where the focus goes when a form closes', () => {
  it('back to "Rate this app" when the review form is cancelled', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/7/reviews': () => jsonResponse([review(2)]),
      'GET /api/articles/published': () => jsonResponse([]),
      'GET /api/articles/7/reviews/mine': () =>
        jsonResponse({ error: { code: 'REVIEW_NOT_FOUND', message: 'No review.' } }, 404),
    })
    renderSection()
    const write = await screen.findByRole('button', { name: 'Rate this app' })
    await userEvent.click(write)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByTestId('review-form')).toBeNull())
    expect(document.activeElement).toBe(write)
  })

  it('closes the review form on Escape from inside it, back to "Rate this app"', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/7/reviews': () => jsonResponse([review(2)]),
      'GET /api/articles/published': () => jsonResponse([]),
      'GET /api/articles/7/reviews/mine': () =>
        jsonResponse({ error: { code: 'REVIEW_NOT_FOUND', message: 'No review.' } }, 404),
    })
    renderSection()
    const write = await screen.findByRole('button', { name: 'Rate this app' })
    await userEvent.click(write)
    await userEvent.click(await screen.findByLabelText('Your review (optional)'))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('review-form')).toBeNull())
    expect(write).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(write)
  })

  it("back to the review's reply button once the owner's reply is published", async () => {
    renderForOwner({
      'PUT /api/reviews/3/reply': () =>
        jsonResponse(review(3, { reply: { text: 'Thanks', createdAt: '2026-05-08T10:00:00.000Z', editedAt: null } })),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }))
    await userEvent.type(await screen.findByLabelText('Your public reply'), 'Thanks')
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }))
    const edit = await screen.findByRole('button', { name: 'Edit reply' })
    await waitFor(() => expect(document.activeElement).toBe(edit))
  })

  it("closes the owner's reply form on Escape, back on the review's reply button", async () => {
    renderForOwner()
    const reply = await screen.findByRole('button', { name: 'Reply' })
    await userEvent.click(reply)
    await userEvent.type(await screen.findByLabelText('Your public reply'), 'Than')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('reply-form')).toBeNull())
    expect(document.activeElement).toBe(reply)
  })
})

describe('ReviewsSection without JavaScript (the server HTML)', () => {
  const section = (
    <ReviewsSection
      articleId={7}
      company="Chess Co"
      pagePath="/articles/7"
      sort="helpful"
      rating={rating}
      page={{ items: [review(1), review(2, { helpfulCount: 3 })], nextCursor: null }}
      reportReview={(shown) => <a href={`#report-${shown.id}`}>Report</a>}
    />
  )
  const hidden = (form: HTMLFormElement) =>
    Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
    )

  it('makes "Rate this app" a link that opens the rating form as HTML on this page', async () => {
    await renderServerHtml(section, { path: '/es/articles/7?sort=newest&review_saved=PUBLISHED', root: { lang: 'es' } })
    const write = screen.getByRole('link', { name: 'Valorar esta app' })
    expect(write).toHaveAttribute('href', '/es/articles/7?sort=newest&review=write#write-review')
    // The answer of the previous post, said once in the section's status line.
    expect(screen.getByRole('status')).toHaveTextContent('Tu reseña está publicada.')
    expect(screen.queryByTestId('review-post-form')).toBeNull()
  }, 10_000)

  it('renders the rating form as a form that posts to the server, keeping what was refused', async () => {
    await renderServerHtml(section, {
      path: '/articles/7?sort=newest&review=write&review_error=REVIEW_TEXT_TOO_LONG&review_rating=4&review_text=Hi%3Cb%3E',
    })
    const form = screen.getByTestId('review-post-form') as HTMLFormElement
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/review')
    expect(form.id).toBe('write-review')
    expect(hidden(form)).toEqual({ article: '7', next: '/articles/7?sort=newest' })
    const stars = within(form).getAllByRole('radio')
    expect(stars.map((star) => (star as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5'])
    expect(stars.every((star) => star.getAttribute('name') === 'rating' && star.hasAttribute('required'))).toBe(true)
    expect(within(form).getByRole('radio', { name: '4 of 5 stars' })).toBeChecked()
    const text = within(form).getByLabelText('Your review (optional)')
    expect(text).toHaveAttribute('name', 'text')
    expect(text).toHaveValue('Hi<b>')
    expect(form.querySelector('b')).toBeNull()
    expect(within(form).getByRole('button', { name: 'Save review' })).toHaveAttribute('type', 'submit')
    expect(screen.getByRole('status')).toHaveTextContent('A review is at most 1,000 characters.')
  }, 10_000)

  it("opens only the rating form: the report form's answer stays behind", async () => {
    await renderServerHtml(section, { path: '/articles/7?sort=newest&report=ARTICLE-7&report_note=Hi' })
    const write = screen.getByRole('link', { name: 'Rate this app' })
    expect(write).toHaveAttribute('href', '/articles/7?sort=newest&review=write#write-review')
    screen.getByRole('link', { name: 'Rate this app' }).closest('section')?.remove()

    await renderServerHtml(section, { path: '/articles/7?report=ARTICLE-7&review=write' })
    expect(hidden(screen.getByTestId('review-post-form') as HTMLFormElement).next).toBe('/articles/7')
  }, 10_000)

  it('tells a visitor the form sent to sign in first', async () => {
    await renderServerHtml(section, { path: '/articles/7?review=write&review_error=AUTH_REQUIRED' })
    expect(screen.getByRole('status')).toHaveTextContent('Sign in with Pi to rate this app or mark a review helpful.')
  }, 10_000)

  it('makes each "Helpful" a form that toggles the mark and comes back to the review', async () => {
    await renderServerHtml(section, { path: '/articles/7?sort=newest&helpful=2' })
    const [first, second] = screen.getAllByTestId('review')
    expect(first).toHaveAttribute('id', 'review-1')
    const unmarked = within(first!).getByRole('button', { name: 'Helpful (2)' })
    expect(unmarked).toHaveAttribute('aria-pressed', 'false')
    const form = unmarked.closest('form')!
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/review-helpful')
    expect(hidden(form)).toEqual({ review: '1', intent: 'helpful', next: '/articles/7?sort=newest' })
    // The mark just posted shows as made, and the same button takes it back.
    const marked = within(second!).getByRole('button', { name: 'Helpful (3)' })
    expect(marked).toHaveAttribute('aria-pressed', 'true')
    expect(hidden(marked.closest('form')!)).toMatchObject({ review: '2', intent: 'unhelpful' })
  }, 10_000)

  it('says why a mark was refused', async () => {
    await renderServerHtml(section, { path: '/articles/7?helpful_error=FORBIDDEN&helpful_review=1' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'You cannot mark your own review, or a review of your own article, helpful.',
    )
  }, 10_000)

  it('keeps the scripted behaviour once hydrated: a button, and a mark made in place', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/articles/7/reviews': () => jsonResponse([review(2)]),
      'GET /api/articles/published': () => jsonResponse([]),
      'PUT /api/reviews/2/helpful': () => jsonResponse({ helpfulCount: 3, viewerFoundHelpful: true }),
    })
    renderWithApp(section, { path: '/articles/7' })
    expect(await screen.findByRole('button', { name: 'Rate this app' })).toHaveAttribute('aria-expanded', 'false')
    // Signed in, the list is read again with the reader's marks (review 1 is gone since).
    await waitFor(() => expect(screen.queryByText('Review 1')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Helpful (2)' }))
    expect(await screen.findByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'true')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true)
  })
})
