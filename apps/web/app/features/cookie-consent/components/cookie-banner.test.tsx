import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { COOKIE_CONSENT_KEY, CookieBanner } from './cookie-banner'

describe('CookieBanner', () => {
  it('asks for consent and links to the cookie policy', async () => {
    renderWithApp(<CookieBanner />)
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read our Cookie Policy' })).toHaveAttribute('href', '/cookie-policy')
  })

  it('stores the consent on Accept and hides itself', async () => {
    renderWithApp(<CookieBanner />)
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument()
  })

  it('stays hidden once consent is stored', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    renderWithApp(<p>page</p>)
    await screen.findByText('page')
    renderWithApp(<CookieBanner />)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument()
  })

  it('speaks Spanish when the page does', async () => {
    renderWithApp(<CookieBanner />, { root: { lang: 'es' } })
    expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeInTheDocument()
  })
})
