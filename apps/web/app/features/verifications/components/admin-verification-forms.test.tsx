import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, stubApi } from '#app/test/support'
import { AdminVerificationForms } from './admin-verification-forms'

const row = {
  id: 3,
  username: 'mia',
  host: 'mia.example.com',
  method: 'ADMIN' as const,
  verifiedAt: '2026-04-02T08:00:00.000Z',
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('AdminVerificationForms', () => {
  it('verifies a host by hand and revokes a verification with a reason', async () => {
    storeUser('ADMIN')
    const fetchMock = stubApi({
      'GET /api/admin/verifications': () => jsonResponse([]),
      'POST /api/admin/verifications': () => jsonResponse({ ...row, status: 'VERIFIED' }),
      'DELETE /api/admin/verifications/3': () => jsonResponse({ ...row, status: 'REVOKED' }),
    })
    renderWithApp(<AdminVerificationForms />, { path: '/admin-dashboard/audit' })
    await userEvent.type(await screen.findByLabelText('Username'), 'mia')
    await userEvent.type(screen.getByLabelText('Host'), 'mia.example.com')
    await userEvent.type(screen.getByLabelText('How it was checked'), 'DNS record checked')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('mia.example.com is verified for mia (number 3).')).toBeInTheDocument()
    const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method)
    expect(JSON.parse(String(sent('POST')[0]?.[1]?.body))).toEqual({
      username: 'mia',
      host: 'mia.example.com',
      note: 'DNS record checked',
    })

    await userEvent.type(screen.getByLabelText(/Verification number/), '3')
    await userEvent.type(screen.getByLabelText('Reason'), 'Sold the app')
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('The verification of mia.example.com for mia is revoked.')).toBeInTheDocument()
    const [, init] = sent('DELETE')[0]!
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Sold the app' })
  })

  it('brings the audit trail shown beside it up to date after a grant and after a revocation', async () => {
    storeUser('ADMIN')
    stubApi({
      'POST /api/admin/verifications': () => jsonResponse({ ...row, status: 'VERIFIED' }),
      'DELETE /api/admin/verifications/3': () => jsonResponse({ ...row, status: 'REVOKED' }),
    })
    const { queryClient } = renderWithApp(<AdminVerificationForms />, { path: '/admin-dashboard/audit' })
    // The trail's query, as the audit page holds it (key `['audit', filters]`).
    const trailIsStale = () => queryClient.getQueryState(['audit', {}])?.isInvalidated
    queryClient.setQueryData(['audit', {}], { pages: [], pageParams: [] })
    await userEvent.type(await screen.findByLabelText('Username'), 'mia')
    await userEvent.type(screen.getByLabelText('Host'), 'mia.example.com')
    await userEvent.type(screen.getByLabelText('How it was checked'), 'DNS record checked')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(trailIsStale()).toBe(true))

    queryClient.setQueryData(['audit', {}], { pages: [], pageParams: [] })
    expect(trailIsStale()).toBe(false)
    await userEvent.type(screen.getByLabelText(/Verification number/), '3')
    await userEvent.type(screen.getByLabelText('Reason'), 'Sold the app')
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }))
    await vi.waitFor(() => expect(trailIsStale()).toBe(true))
  })

  it('says when the user does not exist', async () => {
    storeUser('ADMIN')
    stubApi({
      'POST /api/admin/verifications': () => jsonResponse({ error: { code: 'USER_NOT_FOUND', message: 'x' } }, 404),
    })
    renderWithApp(<AdminVerificationForms />, { path: '/admin-dashboard/audit' })
    await userEvent.type(await screen.findByLabelText('Username'), 'ghost')
    await userEvent.type(screen.getByLabelText('Host'), 'a.example')
    await userEvent.type(screen.getByLabelText('How it was checked'), 'By hand')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('No user with that username.')).toBeInTheDocument()
  })
})
