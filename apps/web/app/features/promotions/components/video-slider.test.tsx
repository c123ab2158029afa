import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { renderWithApp } from '#app/test/render'
import VideoSlider, { SLIDER_AUTOPLAY_MS } from './video-slider'

const slide = (articleId: number, app: string): PromotedSlide => ({
  articleId,
  app,
  title: `${app} review`,
  videoUrl: `/media/${articleId}.mp4`,
})
const slides = [slide(1, 'Alpha'), slide(2, 'Beta'), slide(3, 'Gamma')]
const currentVideo = () => document.querySelector('video')?.getAttribute('src')

describe('VideoSlider', () => {
  it('autoplays every 5 seconds by default', () => {
    expect(SLIDER_AUTOPLAY_MS).toBe(5000)
  })

  it('moves on by itself and starts over after the last video', async () => {
    renderWithApp(<VideoSlider slides={slides} autoplayMs={60} />)
    await screen.findByRole('button', { name: 'Next video' })
    expect(currentVideo()).toBe('/media/1.mp4')
    await waitFor(() => expect(currentVideo()).toBe('/media/2.mp4'))
    await waitFor(() => expect(currentVideo()).toBe('/media/3.mp4'))
    await waitFor(() => expect(currentVideo()).toBe('/media/1.mp4'))
  })

  it('has previous and next arrows with accessible names that wrap around', async () => {
    renderWithApp(<VideoSlider slides={slides} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Previous video' }))
    expect(currentVideo()).toBe('/media/3.mp4')
    await userEvent.click(screen.getByRole('button', { name: 'Next video' }))
    expect(currentVideo()).toBe('/media/1.mp4')
  })

  it('shows no arrows for a single video', async () => {
    renderWithApp(<VideoSlider slides={[slide(1, 'Alpha')]} />)
    await screen.findByTestId('video-slider')
    expect(screen.queryByRole('button', { name: 'Next video' })).not.toBeInTheDocument()
  })

  it('labels the shown slide as promoted and links the app to its article', async () => {
    renderWithApp(<VideoSlider slides={slides} />)
    const link = await screen.findByRole('link', { name: 'Alpha: Alpha review' })
    expect(link).toHaveAttribute('href', '/articles/1')
    expect(screen.getByText('Promoted')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Next video' }))
    expect(screen.getByRole('link', { name: 'Beta: Beta review' })).toHaveAttribute('href', '/articles/2')
  })

  it('has a close button only as the mini player', async () => {
    const onClose = vi.fn()
    const { unmount } = renderWithApp(<VideoSlider slides={slides} onClose={onClose} />)
    await screen.findByTestId('video-slider')
    expect(screen.queryByRole('button', { name: 'Close player' })).not.toBeInTheDocument()
    unmount()
    renderWithApp(<VideoSlider slides={slides} isMini onClose={onClose} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Close player' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
