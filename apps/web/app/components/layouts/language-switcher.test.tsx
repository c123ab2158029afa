import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { LanguageSwitcher } from './language-switcher'

/** The switcher between two other controls, its menu opened from its summary. */
async function openMenu() {
  const user = userEvent.setup()
  renderWithApp(
    <>
      <button type="button">Before</button>
      <LanguageSwitcher />
      <button type="button">After</button>
    </>,
  )
  const summary = await screen.findByLabelText('Language: English')
  await user.click(summary)
  const details = summary.closest('details')!
  await waitFor(() => expect(details).toHaveAttribute('open'))
  return { user, summary, details }
}

describe('LanguageSwitcher', () => {
  it('closes on Escape and gives the focus back to its toggle', async () => {
    const { user, summary, details } = await openMenu()
    screen.getByRole('button', { name: 'Español' }).focus()
    await user.keyboard('{Escape}')
    expect(details).not.toHaveAttribute('open')
    expect(summary).toHaveFocus()
  })

  it('closes when the focus tabs out of it', async () => {
    const { details } = await openMenu()
    screen.getByRole('button', { name: 'हिन्दी' }).focus()
    screen.getByRole('button', { name: 'After' }).focus()
    expect(details).not.toHaveAttribute('open')
  })

  it('closes on a tap elsewhere, not on a tap inside', async () => {
    const { details } = await openMenu()
    fireEvent.pointerDown(screen.getByRole('list', { name: 'Language' }))
    expect(details).toHaveAttribute('open')
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Before' }))
    expect(details).not.toHaveAttribute('open')
  })
})
