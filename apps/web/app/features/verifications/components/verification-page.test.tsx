import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OwnVerification } from '@spotlight/shared/schemas/verifications'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, stubApi } from '#app/test/support'
import { VerificationPage } from './verification-page'

const TOKEN = `spotlight-${'a'.repeat(32)}`
const pending: OwnVerification = {
  id: 7,
  host: 'mia.example.com',
  appUrl: 'https://mia.example.com/app',
  token: TOKEN,
  status: 'PENDING',
  method: 'TOKEN',
  verifiedAt: null,
  lastCheckedAt: null,
  failures: 0,
  lastOutcome: null,
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('VerificationPage', () => {
  it('starts a verification, shows the token and where to publish it, runs the check and shows the result', async () => {
    storeUser()
    let list: OwnVerification[] = []
    const fetchMock = stubApi({
      'GET /api/verifications/mine': () => jsonResponse(list),
      'POST /api/verifications': () => {
        list = [pending]
        return jsonResponse({
          id: 7,
          host: 'mia.example.com',
          token: TOKEN,
          status: 'PENDING',
          instructions: 'Publish the token…',
          fileUrl: 'https://mia.example.com/.well-known/spotlight-verification.txt',
          metaTag: `<meta name="spotlight-verification" content="${TOKEN}">`,
        })
      },
      'POST /api/verifications/7/check': () => {
        list = [{ ...pending, status: 'VERIFIED', verifiedAt: '2026-04-02T08:00:00.000Z', lastOutcome: 'TOKEN_FOUND' }]
        return jsonResponse({ status: 'VERIFIED', detail: 'Token found.', outcome: 'TOKEN_FOUND' })
      },
    })
    renderWithApp(<VerificationPage />, { path: '/user-dashboard/following#verification' })
    expect(await screen.findByText('No addresses yet.')).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText(/App address/), 'https://mia.example.com/app')
    await userEvent.click(screen.getByRole('button', { name: 'Get a token' }))
    const row = await screen.findByTestId('verification-row')
    expect(within(row).getByText('Not checked yet')).toBeInTheDocument()
    expect(within(row).getByText(TOKEN)).toBeInTheDocument()
    expect(within(row).getByText('https://mia.example.com/.well-known/spotlight-verification.txt')).toBeInTheDocument()
    expect(within(row).getByText(`<meta name="spotlight-verification" content="${TOKEN}">`)).toBeInTheDocument()
    expect(within(row).getAllByRole('button', { name: 'Copy' })).toHaveLength(3)

    await userEvent.click(within(row).getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('Verified since April 2, 2026')).toBeInTheDocument()
    expect(screen.getByText('The token was found: your address is verified.')).toBeInTheDocument()
    const posted = fetchMock.mock.calls.find(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/verifications'),
    )
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ appUrl: 'https://mia.example.com/app' })
  })

  it('says why a check or a start was refused, in the reader’s language', async () => {
    storeUser()
    stubApi({
      'GET /api/verifications/mine': () => jsonResponse([pending]),
      'POST /api/verifications': () =>
        jsonResponse({ error: { code: 'VERIFICATION_URL_INVALID', message: 'bad' } }, 400),
      'POST /api/verifications/7/check': () =>
        jsonResponse({ error: { code: 'VERIFICATION_RATE_LIMITED', message: 'later' } }, 429),
    })
    renderWithApp(<VerificationPage />, { path: '/user-dashboard/following#verification', root: { lang: 'es' } })
    const row = await screen.findByTestId('verification-row')
    await userEvent.click(within(row).getByRole('button', { name: 'Comprobar ahora' }))
    expect(await screen.findByText('Como máximo 10 comprobaciones por hora: inténtalo más tarde.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/Dirección de la app/), 'http://x')
    await userEvent.click(screen.getByRole('button', { name: 'Obtener un token' }))
    expect(await screen.findByText('Introduce una dirección https:// válida.')).toBeInTheDocument()
  })
})
