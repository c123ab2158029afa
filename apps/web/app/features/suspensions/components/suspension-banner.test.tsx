import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Suspension } from '@spotlight/shared/schemas/suspension'
import { type JsonResponse, jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi, storeUser } from '#app/test/support'
import { SuspensionBanner } from './suspension-banner'

const suspended = { reason: 'Phishing links in the article.', since: '2026-03-02T10:00:00.000Z' }

function renderBanner(answer: () => JsonResponse<Suspension>, lang: 'en' | 'es' | 'hi' = 'en') {
  storeUser()
  const fetchMock = stubApi({ 'GET /api/suspension': answer })
  renderWithApp(<SuspensionBanner />, { path: '/user-dashboard/my-articles', root: { lang } })
  return fetchMock
}

const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/suspension'))

describe('SuspensionBanner', () => {
  it('shows the reason, the date and what a suspension means, as an alert', async () => {
    renderBanner(() => jsonResponse(suspended))
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Your account is suspended')
    expect(banner).toHaveTextContent('Phishing links in the article.')
    expect(banner).toHaveTextContent('Since Mar 2, 2026')
    expect(banner).toHaveTextContent('cannot publish, review, reply or buy')
  })

  it('speaks the reader’s language', async () => {
    renderBanner(() => jsonResponse(suspended), 'es')
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Tu cuenta está suspendida')
    expect(banner).toHaveTextContent('no puedes publicar, escribir reseñas, responder ni comprar')
  })

  it('shows nothing in good standing', async () => {
    const fetchMock = renderBanner(() => jsonResponse(null))
    await expect.poll(() => asked(fetchMock)).toBe(true)
    // Past the answer: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByTestId('suspension-banner')).not.toBeInTheDocument()
  })

  it('shows nothing when the read fails (the server still refuses what a suspended account cannot do)', async () => {
    const fetchMock = renderBanner(() => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, 500))
    await expect.poll(() => asked(fetchMock)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('suspension-banner')).not.toBeInTheDocument()
  })
})
