import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PLANS_BY_RANK } from '@spotlight/shared/domain/plans'
import { describe, expect, it, vi } from 'vitest'
import { stubApi } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { PlanCards } from './plan-cards'

// The purchase's code, held back until the test lets it arrive (a slow phone's download).
const download = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { isStarted: false, arrived, arrive: () => arrive() }
})

vi.mock('./purchase-flow', async () => {
  download.isStarted = true
  await download.arrived
  return { default: ({ planName }: { planName: string }) => <div role="dialog" aria-label={planName} /> }
})

describe('PlanCards', () => {
  it('starts loading the purchase as a Choose button is reached, and says it is busy until the dialog is there', async () => {
    stubApi({ 'GET /api/payments/slots': () => jsonResponse({ totalSlots: 3, remainingSlots: 3, categoryName: null }) })
    const user = userEvent.setup()
    renderWithApp(<PlanCards prices={null} />)
    const choose = await screen.findByTestId(`choose-${PLANS_BY_RANK[0]}`)
    expect(download.isStarted).toBe(false)

    act(() => choose.focus())
    await vi.waitFor(() => expect(download.isStarted).toBe(true))

    await user.click(choose)
    expect(choose).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByTestId('choose-spinner')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')

    await act(async () => download.arrive())
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(choose).not.toHaveAttribute('aria-busy')
    expect(screen.queryByTestId('choose-spinner')).not.toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })
})
