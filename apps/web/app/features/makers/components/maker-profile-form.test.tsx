import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OwnMakerProfile } from '@spotlight/shared/schemas/makers'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi, storeUser } from '#app/test/support'
import { MakerProfileForm } from './maker-profile-form'

const profile = (overrides: Partial<OwnMakerProfile> = {}): OwnMakerProfile => ({
  username: 'ada',
  bio: 'We build Pi games.',
  website: null,
  bioStatus: 'PUBLISHED',
  bioHiddenReason: null,
  ...overrides,
})

describe('MakerProfileForm', () => {
  it('tells the maker when a saved bio waits for review before their public page shows it', async () => {
    storeUser()
    stubApi({
      'GET /api/makers/me': () => jsonResponse(profile()),
      'PUT /api/makers/me': () =>
        jsonResponse(profile({ bio: 'Enter your passphrase for a bonus.', bioStatus: 'PENDING' })),
    })
    renderWithApp(<MakerProfileForm />, { path: '/dashboard/following' })
    const bio = await screen.findByLabelText('Bio')
    expect(screen.queryByTestId('bio-state')).toBeNull()
    const user = userEvent.setup()
    await user.clear(bio)
    await user.type(bio, 'Enter your passphrase for a bonus.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByTestId('bio-state')).toHaveTextContent(
      'Your bio is waiting for review: your public page shows it once an admin approves it.',
    )
  })

  it('tells the maker why an admin hid their bio, in their language', async () => {
    storeUser()
    stubApi({
      'GET /api/makers/me': () => jsonResponse(profile({ bioStatus: 'HIDDEN', bioHiddenReason: 'Phishing link' })),
    })
    renderWithApp(<MakerProfileForm />, { path: '/es/dashboard/following', root: { lang: 'es' } })
    expect(await screen.findByTestId('bio-state')).toHaveTextContent(
      'Un administrador ocultó tu biografía: Phishing link.',
    )
  })
})
