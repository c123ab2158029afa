import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, stubApi } from '#app/test/support'
import { forgetRemote } from '#app/lib/use-remote'
import { FollowButton } from './follow-button'

const target = { kind: 'makers', id: 'mia' } as const

describe('FollowButton', () => {
  it('is a form the server follows with, for readers without JavaScript (or before it) and visitors', async () => {
    renderWithApp(<FollowButton target={target} name="Mia Apps" followers={2} />, {
      path: '/ko/makers/mia?ref=x&unfollowed=makers%2Fmia',
    })
    const button = await screen.findByRole('button', { name: 'Follow Mia Apps' })
    const form = button.closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/follow')
    expect(Object.fromEntries(new FormData(form))).toEqual({
      follow: 'makers',
      target: 'mia',
      intent: 'follow',
      // Back to this page, without the previous answer's outcome.
      next: '/ko/makers/mia?ref=x',
    })
    expect(screen.getByText('2 followers')).toBeTruthy()
  })

  it("says what the form's post did when the server sends the reader back, and offers to unfollow", async () => {
    forgetRemote('follows')
    storeUser()
    stubApi({
      'GET /api/follows': () =>
        jsonResponse({
          makers: [{ username: 'mia', company: 'Mia Apps', followedAt: '2026-01-01T00:00:00.000Z' }],
          categories: [],
        }),
    })
    renderWithApp(<FollowButton target={target} name="Mia Apps" followers={3} />, {
      path: '/makers/mia?followed=makers%2Fmia',
    })
    const button = await screen.findByRole('button', { name: 'Following Mia Apps' })
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status').textContent).toContain('You follow Mia Apps.')
    expect(new FormData(button.closest('form')!).get('intent')).toBe('unfollow')
    expect(screen.getByText('3 followers')).toBeTruthy()
  })

  it('says a failed post failed, and ignores an outcome about another maker', async () => {
    forgetRemote('follows')
    storeUser()
    stubApi({ 'GET /api/follows': () => jsonResponse({ makers: [], categories: [] }) })
    const { unmount } = renderWithApp(<FollowButton target={target} name="Mia Apps" />, {
      path: '/makers/mia?follow_failed=makers%2Fmia',
    })
    expect((await screen.findByRole('status')).textContent).toContain('Could not change the follow.')
    unmount()
    renderWithApp(<FollowButton target={target} name="Mia Apps" />, { path: '/makers/mia?followed=makers%2Fotto' })
    expect(await screen.findByRole('button', { name: 'Follow Mia Apps' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('status').textContent?.trim()).toBe('')
  })

  it("believes the account's own list over an address that says it follows", async () => {
    forgetRemote('follows')
    storeUser()
    stubApi({ 'GET /api/follows': () => jsonResponse({ makers: [], categories: [] }) })
    renderWithApp(<FollowButton target={target} name="Mia Apps" />, { path: '/makers/mia?followed=makers%2Fmia' })
    expect(await screen.findByRole('button', { name: 'Follow Mia Apps' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('status').textContent?.trim()).toBe('')
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

  it("offers a maker no follow of their own page, and says so when the form's post was refused for it", async () => {
    forgetRemote('follows')
    storeUser()
    stubApi({ 'GET /api/follows': () => jsonResponse({ makers: [], categories: [] }) })
    const own = { kind: 'makers', id: 'ada' } as const
    const { unmount } = renderWithApp(<FollowButton target={own} name="Ada Apps" followers={4} />)
    expect(await screen.findByText('4 followers')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ada Apps/ })).toBeNull())
    unmount()
    renderWithApp(<FollowButton target={own} name="Ada Apps" />, { path: '/makers/ada?follow_self=makers%2Fada' })
    expect((await screen.findByRole('status')).textContent).toContain('You cannot follow yourself')
  })

  it('tells a signed-out reader of a shared address nothing it says about a follow', async () => {
    window.localStorage.clear()
    renderWithApp(<FollowButton target={target} name="Mia Apps" />, { path: '/makers/mia?followed=makers%2Fmia' })
    expect(await screen.findByRole('button', { name: 'Follow Mia Apps' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('status').textContent?.trim()).toBe('')
  })
})
