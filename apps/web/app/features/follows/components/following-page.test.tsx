import { screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Category } from '@spotlight/shared/schemas/categories'
import type { Follows } from '@spotlight/shared/schemas/follows'
import type { MakerProfile } from '@spotlight/shared/schemas/makers'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, stubApi } from '#app/test/support'
import { FollowingPage } from './following-page'

const follows: Follows = {
  makers: [],
  categories: [
    {
      slug: 'finances',
      name: 'Finances',
      translations: { es: { name: 'Finanzas' }, vi: { name: 'Tài chính' } },
      followedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
}

const makeMakerProfile = ({ username, company }: { username: string; company: string }): MakerProfile => ({
  username,
  company,
  bio: null,
  website: null,
  joinedAt: '2026-01-01T00:00:00.000Z',
  articles: [],
  rating: { average: 0, count: 0 },
  replies: { answered: 0, within7Days: null },
  followers: 0,
  verified: [],
})
const makeCategory = (fields: Pick<Category, 'slug' | 'name'> & Partial<Category>): Category => ({
  id: 9,
  description: null,
  emoji: null,
  headerImage: null,
  translations: {},
  ...fields,
})

/** Where the page has sent the reader, for the test to read. */
function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}

describe('FollowingPage', () => {
  it('names each followed category in the page’s language', async () => {
    storeUser()
    stubApi({ 'GET /api/follows': () => jsonResponse(follows) })
    renderWithApp(<FollowingPage />, { root: { lang: 'vi' } })
    const link = await screen.findByRole('link', { name: 'Tài chính' })
    expect(link).toHaveAttribute('href', expect.stringContaining('/category/finances'))
    expect(screen.queryByText('Finances')).toBeNull()
  })

  it('keeps the English name in a language the category has no name in', async () => {
    storeUser()
    stubApi({ 'GET /api/follows': () => jsonResponse(follows) })
    renderWithApp(<FollowingPage />, { root: { lang: 'ko' } })
    expect(await screen.findByRole('link', { name: 'Finances' })).toBeInTheDocument()
  })

  it('a visit from a follow link asks first: the GET follows nobody, the confirmation’s POST form does', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/follows': () => jsonResponse(follows),
      'GET /api/makers/mia': () => jsonResponse(makeMakerProfile({ username: 'mia', company: 'Mia Apps' })),
      'PUT /api/follows/makers/mia': () => jsonResponse({ following: true, followers: 1 }),
    })
    renderWithApp(<FollowingPage />, { path: '/?follow=makers&target=mia' })
    const request = await screen.findByTestId('follow-request')
    expect(await within(request).findByRole('heading', { name: 'Follow Mia Apps?' })).toBeInTheDocument()
    const button = within(request).getByRole('button', { name: 'Follow Mia Apps' })
    const form = button.closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(new FormData(form).get('follow')).toBe('makers')
    expect(new FormData(form).get('target')).toBe('mia')
    const writes = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    // The page and what it reads are loaded: still no follow.
    await screen.findByRole('heading', { name: 'Makers' })
    expect(writes()).toHaveLength(0)

    await userEvent.click(button)
    expect(await within(screen.getByRole('status')).findByText('You now follow Mia Apps.')).toBeInTheDocument()
    expect(writes().map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      expect.stringMatching(/^PUT .*\/api\/follows\/makers\/mia$/),
    ])
    expect(screen.queryByTestId('follow-request')).toBeNull()
  })

  it('Not now leaves without following', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/follows': () => jsonResponse(follows),
      'GET /api/categories/slug/finances': () => jsonResponse(makeCategory({ slug: 'finances', name: 'Finances' })),
    })
    renderWithApp(<FollowingPage />, { path: '/?follow=categories&target=finances' })
    await userEvent.click(await screen.findByRole('link', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByTestId('follow-request')).toBeNull())
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true)
  })

  it('asks about a category by its name in the page’s language, and says the follow so, not by its slug', async () => {
    storeUser()
    stubApi({
      'GET /api/follows': () => jsonResponse(follows),
      'GET /api/categories/slug/finances': () =>
        jsonResponse(
          makeCategory({
            slug: 'finances',
            name: 'Finances',
            translations: { es: { name: 'Finanzas', description: null } },
          }),
        ),
      'PUT /api/follows/categories/finances': () => jsonResponse({ following: true, followers: 1 }),
    })
    renderWithApp(<FollowingPage />, { root: { lang: 'es' }, path: '/?follow=categories&target=finances' })
    const request = await screen.findByTestId('follow-request')
    expect(await within(request).findByRole('heading', { name: '¿Seguir a Finanzas?' })).toBeInTheDocument()
    await userEvent.click(within(request).getByRole('button', { name: 'Seguir a Finanzas' }))
    const status = await screen.findByRole('status')
    expect(await within(status).findByText(/Finanzas/)).toBeInTheDocument()
    expect(status.textContent).not.toContain('finances')
  })

  it('sent from a page by its follow form, posts to the server without a script and brings the reader back', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/follows': () => jsonResponse(follows),
      'GET /api/makers/mia': () => jsonResponse(makeMakerProfile({ username: 'mia', company: 'Mia Apps' })),
      'PUT /api/follows/makers/mia': () => jsonResponse({ following: true, followers: 1 }),
    })
    renderWithApp(
      <>
        <FollowingPage />
        <Address />
      </>,
      { path: '/user-dashboard/following?follow=makers&target=mia&next=%2Fko%2Fmakers%2Fmia' },
    )
    const request = await screen.findByTestId('follow-request')
    const button = await within(request).findByRole('button', { name: 'Follow Mia Apps' })
    const form = button.closest('form')!
    expect(form.getAttribute('action')).toBe('/follow')
    expect(Object.fromEntries(new FormData(form))).toEqual({
      follow: 'makers',
      target: 'mia',
      intent: 'follow',
      next: '/ko/makers/mia',
    })
    await userEvent.click(button)
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/ko/makers/mia?followed=makers%2Fmia'))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true)
  })

  it('never sends the reader back to another site, and Not now goes back to the page', async () => {
    storeUser()
    stubApi({
      'GET /api/follows': () => jsonResponse(follows),
      'GET /api/makers/mia': () => jsonResponse(makeMakerProfile({ username: 'mia', company: 'Mia Apps' })),
    })
    const { unmount } = renderWithApp(<FollowingPage />, {
      path: '/user-dashboard/following?follow=makers&target=mia&next=%2F%2Fevil.example',
    })
    const form = (await screen.findByRole('button', { name: /Follow/ })).closest('form')!
    expect(new FormData(form).get('next')).toBeNull()
    unmount()
    renderWithApp(
      <>
        <FollowingPage />
        <Address />
      </>,
      { path: '/user-dashboard/following?follow=makers&target=mia&next=%2Fmakers%2Fmia' },
    )
    await userEvent.click(await screen.findByRole('link', { name: 'Not now' }))
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/makers/mia'))
  })
})
