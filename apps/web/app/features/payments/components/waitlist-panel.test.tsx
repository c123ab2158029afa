import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubApi, storeUser } from '#app/test/support'
import { jsonResponse, noContent, renderWithApp } from '#app/test/render'
import { WaitlistButton } from './waitlist-panel'

const MAIN = { planType: 'MAIN_SLIDER' as const, categorySlug: null }
const GAMES = { planType: 'CATEGORY_SLIDER' as const, categorySlug: 'games' }

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe('the waiting line of a full slider', () => {
  it('joins with the keyboard, announces the place, and leaves', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/payments/waitlist': () => jsonResponse([]),
      'POST /api/payments/waitlist': () => jsonResponse({ planType: 'MAIN_SLIDER', categorySlug: null, position: 3 }),
      'DELETE /api/payments/waitlist': noContent,
    })
    renderWithApp(<WaitlistButton slider={MAIN} />)
    const join = await screen.findByRole('button', { name: 'Notify me when a slot frees' })
    // Disabled while the place is read, then the same button takes the click.
    await waitFor(() => expect(join).toBeEnabled())
    join.focus()
    await userEvent.keyboard('{Enter}')
    const position = await screen.findByText('You are number 3 in line for this slider.')
    // Announced politely to screen readers.
    expect(position.closest('[aria-live="polite"]')).not.toBeNull()
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST')!
    expect(JSON.parse(String(init!.body))).toEqual({ planType: 'MAIN_SLIDER', categorySlug: null })

    await userEvent.click(screen.getByRole('button', { name: 'Leave the line' }))
    expect(await screen.findByText('You left the line.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Notify me when a slot frees' })).toBeInTheDocument()
    const leave = fetchMock.mock.calls.find(([, options]) => options?.method === 'DELETE')!
    expect(String(leave[0])).toBe('/api/payments/waitlist?planType=MAIN_SLIDER')
  })

  it("shows the user's place in a category's line, and a hold with its end and a Buy button", async () => {
    storeUser()
    const heldUntil = new Date(Date.now() + 20 * 3600_000).toISOString()
    stubApi({
      'GET /api/payments/waitlist': () =>
        jsonResponse([
          { planType: 'CATEGORY_SLIDER', categorySlug: 'games', position: 2, heldUntil: null },
          { planType: 'MAIN_SLIDER', categorySlug: null, position: 0, heldUntil },
        ]),
    })
    const onBuy = vi.fn()
    const { unmount } = renderWithApp(<WaitlistButton slider={GAMES} />)
    expect(await screen.findByText('You are number 2 in line for this slider.')).toBeInTheDocument()
    unmount()

    renderWithApp(<WaitlistButton slider={MAIN} onBuy={onBuy} />)
    // The hour in UTC, named, as the held-slot notice and My Articles say it (not the device's zone, unnamed).
    expect(await screen.findByTestId('waitlist-held')).toHaveTextContent(/A slot is held for you until .+ UTC\. Buy it/)
    await userEvent.click(screen.getByRole('button', { name: 'Buy the held slot' }))
    expect(onBuy).toHaveBeenCalledOnce()
  })

  it('a slot that freed meanwhile: says it can be bought; a failure says to try again', async () => {
    storeUser()
    let answer = () =>
      jsonResponse({ error: { code: 'WAITLIST_SLOT_FREE', message: 'A slot of this slider is free' } }, 409)
    stubApi({
      'GET /api/payments/waitlist': () => jsonResponse([]),
      'POST /api/payments/waitlist': () => answer(),
    })
    renderWithApp(<WaitlistButton slider={MAIN} />)
    const join = await screen.findByRole('button', { name: 'Notify me when a slot frees' })
    await waitFor(() => expect(join).toBeEnabled())
    await userEvent.click(join)
    expect(await screen.findByText('A slot just freed: you can buy it now.')).toBeInTheDocument()
    answer = () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, 500)
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when a slot frees' }))
    await waitFor(() =>
      expect(screen.getByTestId('waitlist-notice')).toHaveTextContent('Your place in line could not be updated.'),
    )
  })

  it('a maker with no article that could take the slot is told so, not to try again', async () => {
    storeUser()
    stubApi({
      'GET /api/payments/waitlist': () => jsonResponse([]),
      'POST /api/payments/waitlist': () =>
        jsonResponse({ error: { code: 'WAITLIST_NO_ARTICLE', message: 'No article could take it' } }, 409),
    })
    renderWithApp(<WaitlistButton slider={GAMES} />)
    const join = await screen.findByRole('button', { name: 'Notify me when a slot frees' })
    await waitFor(() => expect(join).toBeEnabled())
    await userEvent.click(join)
    await waitFor(() =>
      expect(screen.getByTestId('waitlist-notice')).toHaveTextContent(
        'Only a maker with a published article that could use this slot can wait for it',
      ),
    )
    expect(screen.getByTestId('waitlist-notice')).not.toHaveTextContent('Try again')
  })

  it('speaks Spanish', async () => {
    storeUser()
    stubApi({ 'GET /api/payments/waitlist': () => jsonResponse([]) })
    renderWithApp(<WaitlistButton slider={MAIN} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('button', { name: 'Avísame cuando se libere un espacio' })).toBeInTheDocument()
  })
})
