import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { PromotedVideoSlider, STICKY_AFTER_PX } from './promoted-video-slider'

const slides = [{ articleId: 4, app: 'Alpha', title: 'Alpha review', videoUrl: '/media/4.mp4' }]

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    fireEvent.scroll(window)
  })
}

afterEach(() => scrollTo(0))

const player = () => screen.getByTestId('promoted-video-slider')
const hasRoomAtFoot = () => 'miniPlayer' in document.documentElement.dataset

describe('PromotedVideoSlider', () => {
  it('renders nothing without slides', async () => {
    renderWithApp(<PromotedVideoSlider slides={[]} statPlacement="MAIN_SLIDER" />)
    await act(async () => {})
    expect(screen.queryByTestId('promoted-video-slider')).not.toBeInTheDocument()
  })

  it(`floats after ${STICKY_AFTER_PX} px with room at the page's foot, and closes back into its place for good`, async () => {
    renderWithApp(<PromotedVideoSlider slides={slides} statPlacement="MAIN_SLIDER" />)
    await screen.findByTestId('slide-link')
    expect(player()).not.toHaveAttribute('data-fixed')

    scrollTo(STICKY_AFTER_PX + 1)
    expect(player()).toHaveAttribute('data-fixed')
    expect(hasRoomAtFoot()).toBe(true)
    // Its place keeps a label, not an empty box.
    expect(screen.getAllByText('Promoted videos').length).toBeGreaterThan(0)

    await userEvent.click(screen.getByRole('button', { name: 'Close player' }))
    expect(player()).not.toHaveAttribute('data-fixed')
    expect(hasRoomAtFoot()).toBe(false)
    expect(screen.getByTestId('slide-link')).toHaveAttribute('href', '/articles/4')

    scrollTo(STICKY_AFTER_PX + 400)
    expect(player()).not.toHaveAttribute('data-fixed')
  })
})
