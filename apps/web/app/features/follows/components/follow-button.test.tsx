import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, stubApi } from '#app/test/support'
import { forgetRemote } from '#app/lib/use-remote'
import { FollowButton } from './follow-button'

const target = { kind: 'makers', id: 'mia' } as const

describe('FollowButton', () => {
  it('is a form to the Following page with what to follow, for readers without JavaScript or a session', async () => {
    renderWithApp(<FollowButton target={target} name="Mia Apps" followers={2} />)
    const button = await screen.findByRole('button', { name: 'Follow Mia Apps' })
    const form = button.closest('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/user-dashboard/following')
    expect(new FormData(form).get('follow')).toBe('makers')
    expect(new FormData(form).get('target')).toBe('mia')
    expect(screen.getByText('2 followers')).toBeTruthy()
  })

  it("writes the count itself in each plural form: Hindi's singular holds 0 too, never shown as 1", async () => {
    const { unmount } = renderWithApp(<FollowButton target={target} name="Mia Apps" followers={0} />, {
      root: { lang: 'hi' },
    })
    expect(await screen.findByText('0 फ़ॉलोअर')).toBeTruthy()
    unmount()
    renderWithApp(<FollowButton target={target} name="Mia Apps" followers={1} />)
    expect(await screen.findByText('1 follower')).toBeTruthy()
  })

  it('follows in one tap when signed in, says so, and undoes', async () => {
    forgetRemote('follows')
    storeUser()
    const fetchMock = stubApi({
      'GET /api/follows': () => jsonResponse({ makers: [], categories: [] }),
      'PUT /api/follows/makers/mia': () => jsonResponse({ following: true, followers: 3 }),
      'DELETE /api/follows/makers/mia': () => jsonResponse({ following: false, followers: 2 }),
    })
    renderWithApp(<FollowButton target={target} name="Mia Apps" followers={2} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Mia Apps' }))
    expect(await screen.findByRole('button', { name: 'Following Mia Apps' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status').textContent).toContain('You follow Mia Apps.')
    expect(screen.getByText('3 followers')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await screen.findByRole('button', { name: 'Follow Mia Apps' })
    expect(screen.getByRole('status').textContent).toContain('You no longer follow Mia Apps.')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull())
    const methods = fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')
    expect(methods).toEqual(['GET', 'PUT', 'DELETE'])
  })

  it('shows an account already following as such', async () => {
    forgetRemote('follows')
    storeUser()
    stubApi({
      'GET /api/follows': () =>
        jsonResponse({
          makers: [{ username: 'mia', company: 'Mia Apps', followedAt: '2026-01-01T00:00:00.000Z' }],
          categories: [],
        }),
    })
    renderWithApp(<FollowButton target={target} name="Mia Apps" />)
    expect(await screen.findByRole('button', { name: 'Following Mia Apps' })).toBeTruthy()
  })
})
