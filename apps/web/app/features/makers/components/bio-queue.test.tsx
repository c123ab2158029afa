import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AdminMakerBio } from '@spotlight/shared/schemas/makers'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi, storeUser } from '#app/test/support'
import { BioQueue } from './bio-queue'

const held: AdminMakerBio = {
  username: 'shady',
  bio: '<b>Pi games</b>. Enter your passphrase to claim a bonus.',
  updatedAt: '2026-12-01T10:00:00.000Z',
  status: 'PENDING',
  hiddenReason: null,
  screening: {
    flagged: true,
    findings: [{ rule: 'SECRET_REQUEST', reason: 'Asks for a wallet passphrase.', match: 'Enter your passphrase' }],
  },
}

describe('BioQueue', () => {
  it('shows a held bio as plain text, with what the screening matched and a link to the maker page', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/admin/maker-bios': () => jsonResponse([held]) })
    renderWithApp(<BioQueue />, { path: '/admin-dashboard/reviews' })
    const item = await screen.findByTestId('queue-bio')
    expect(within(item).getByRole('link', { name: 'Bio of shady' })).toHaveAttribute('href', '/makers/shady')
    expect(within(item).getByText(held.bio)).toBeInTheDocument()
    expect(item.querySelector('b')).toBeNull()
    const note = within(item).getByRole('note')
    expect(note).toHaveTextContent('The scam screening flagged this bio. Read what it found before approving:')
    expect(within(note).getByText('Enter your passphrase').tagName).toBe('MARK')
  })

  it('approves a bio, or hides it with the reason its maker sees', async () => {
    storeUser('ADMIN')
    const decisions: unknown[] = []
    stubApi({
      'GET /api/admin/maker-bios': () => jsonResponse([held]),
      'POST /api/admin/maker-bios/shady/decision': (init) => {
        decisions.push(JSON.parse(String(init?.body)))
        return jsonResponse({ ...held, status: 'HIDDEN', hiddenReason: 'Phishing' })
      },
    })
    renderWithApp(<BioQueue />, { path: '/admin-dashboard/reviews' })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Reason (the maker sees it)'), 'Phishing')
    await user.click(screen.getByRole('button', { name: 'Hide bio' }))
    await user.click(screen.getByRole('button', { name: 'Approve bio' }))
    await vi.waitFor(() => expect(decisions).toHaveLength(2))
    expect(decisions).toEqual([{ action: 'HIDE', reason: 'Phishing' }, { action: 'APPROVE' }])
  })

  it('says each decision and hands the focus to the next bio, then to the status line', async () => {
    storeUser('ADMIN')
    let waiting: AdminMakerBio[] = [held, { ...held, username: 'kind', screening: { flagged: false, findings: [] } }]
    const decide = (username: string) => () => {
      waiting = waiting.filter((bio) => bio.username !== username)
      return jsonResponse({ ...held, username, status: 'PUBLISHED' as const })
    }
    stubApi({
      'GET /api/admin/maker-bios': () => jsonResponse(waiting),
      'POST /api/admin/maker-bios/shady/decision': decide('shady'),
      'POST /api/admin/maker-bios/kind/decision': decide('kind'),
    })
    renderWithApp(<BioQueue />, { path: '/admin-dashboard/reviews' })
    const user = userEvent.setup()
    const [first] = await screen.findAllByTestId('queue-bio')
    within(first!).getByRole('button', { name: 'Approve bio' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('Bio of shady approved: it shows on their page.')
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent('Bio of kind'))

    within(screen.getByTestId('queue-bio')).getByRole('button', { name: 'Approve bio' }).focus()
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')))
    expect(screen.getByRole('status')).toHaveTextContent('Bio of kind approved')
  })

  it('says when no bio waits, in Spanish too', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/admin/maker-bios': () => jsonResponse([]) })
    renderWithApp(<BioQueue />, { path: '/admin-dashboard/reviews', root: { lang: 'es' } })
    expect(await screen.findByText('No hay biografías pendientes.')).toBeInTheDocument()
  })
})
