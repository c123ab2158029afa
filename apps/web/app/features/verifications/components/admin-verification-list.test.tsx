import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, withContract } from '#app/test/support'
import { AdminVerificationForms } from './admin-verification-forms'

const verified = (id: number, username: string, host: string) => ({
  id,
  username,
  host,
  status: 'VERIFIED' as const,
  method: 'TOKEN' as const,
  verifiedAt: '2026-04-02T08:00:00.000Z',
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('AdminVerificationForms: the verified hosts', () => {
  it('lists them with how many there are, more on demand, and revokes one from its row', async () => {
    storeUser('ADMIN')
    let rows = [verified(9, 'otto', 'otto.example'), verified(3, 'mia', 'mia.example.com')]
    // Answers by query string: the first page, or the page after number 3.
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input)
      if (init?.method === 'DELETE' && url.endsWith('/api/admin/verifications/3')) {
        const [revoked] = rows.filter((row) => row.id === 3)
        rows = rows.filter((row) => row.id !== 3)
        return jsonResponse({ ...revoked!, status: 'REVOKED' })
      }
      const total = { 'X-Total-Count': String(rows.length + 1) }
      return url.includes('cursor=3')
        ? jsonResponse([verified(2, 'ana', 'ana.example')], 200, total)
        : jsonResponse(rows, 200, { ...total, 'X-Next-Cursor': '3' })
    })
    vi.stubGlobal('fetch', withContract(fetchMock))
    const user = userEvent.setup()
    renderWithApp(<AdminVerificationForms />, { path: '/admin-dashboard/audit' })

    const list = await screen.findByTestId('verified-hosts')
    expect(screen.getByText('3 hosts are verified')).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('status=VERIFIED')
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await within(list).findByText(/ana\.example/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()

    // The row's action fills the revoke form with its number and hands the focus to the reason.
    await user.click(within(list).getByRole('button', { name: 'Revoke mia.example.com (mia)' }))
    expect(screen.getByLabelText(/Verification number/)).toHaveValue('3')
    expect(document.activeElement).toBe(screen.getByLabelText('Reason'))
    await user.keyboard('Sold the app')
    await user.click(screen.getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('The verification of mia.example.com for mia is revoked.')).toBeInTheDocument()
    await vi.waitFor(() => expect(within(list).queryByText(/mia\.example\.com/)).toBeNull())
    expect(screen.getByText('2 hosts are verified')).toBeInTheDocument()
  })
})
