import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COOKIE_CONSENT_KEY } from '#app/lib/cookie-consent'
import { renderWithApp } from '#app/test/render'
import { CookieBanner } from './cookie-banner'

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' })

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
    expect(banner()).not.toBeInTheDocument()
  })

  it('stores the refusal on Reject, in the same place, and hides itself for good', async () => {
    const { unmount } = renderWithApp(<CookieBanner />)
    const reject = await screen.findByRole('button', { name: 'Reject' })
    // Submit buttons of one form: the control an early tap is replayed to.
    expect(reject).toHaveAttribute('type', 'submit')
    expect(reject.closest('form')).toBe(screen.getByRole('button', { name: 'Accept' }).closest('form'))
    await userEvent.click(reject)
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected')
    expect(banner()).not.toBeInTheDocument()

    // The next page load remembers it.
    unmount()
    renderWithApp(
      <>
        <p>next page</p>
        <CookieBanner />
      </>,
    )
    await screen.findByText('next page')
    expect(banner()).not.toBeInTheDocument()
  })

  it('can be answered from the keyboard', async () => {
    renderWithApp(<CookieBanner />)
    await screen.findByRole('button', { name: 'Reject' })
    await userEvent.tab() // the policy link
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected')
  })

  it('stays hidden once consent is stored', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    renderWithApp(<p>page</p>)
    await screen.findByText('page')
    renderWithApp(<CookieBanner />)
    expect(banner()).not.toBeInTheDocument()
  })

  it('reserves its height at the foot of the page while it shows, so focus scrolls clear of it', async () => {
    renderWithApp(<CookieBanner />)
    const accept = await screen.findByRole('button', { name: 'Accept' })
    expect(document.documentElement).toHaveAttribute('data-cookie-banner')
    expect(document.documentElement.style.getPropertyValue('--cookie-banner-h')).toMatch(/px/)
    await userEvent.click(accept)
    expect(document.documentElement).not.toHaveAttribute('data-cookie-banner')
    expect(document.documentElement.style.getPropertyValue('--cookie-banner-h')).toBe('')
  })

  it('speaks Spanish when the page does', async () => {
    renderWithApp(<CookieBanner />, { root: { lang: 'es' } })
    expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument()
  })
})
