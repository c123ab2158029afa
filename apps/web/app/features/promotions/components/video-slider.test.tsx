import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import VideoSlider, { SLIDER_AUTOPLAY_MS } from './video-slider'

const videos = ['/media/a.mp4', '/media/b.mp4', '/media/c.mp4']
const currentVideo = () => document.querySelector('video')?.getAttribute('src')

describe('VideoSlider', () => {
  it('autoplays every 5 seconds by default', () => {
    expect(SLIDER_AUTOPLAY_MS).toBe(5000)
  })

  it('moves on by itself and starts over after the last video', async () => {
    renderWithApp(<VideoSlider videos={videos} autoplayMs={60} />)
    await screen.findByRole('button', { name: 'Next video' })
    expect(currentVideo()).toBe('/media/a.mp4')
    await waitFor(() => expect(currentVideo()).toBe('/media/b.mp4'))
    await waitFor(() => expect(currentVideo()).toBe('/media/c.mp4'))
    await waitFor(() => expect(currentVideo()).toBe('/media/a.mp4'))
  })

  it('has previous and next arrows with accessible names that wrap around', async () => {
    renderWithApp(<VideoSlider videos={videos} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Previous video' }))
    expect(currentVideo()).toBe('/media/c.mp4')
    await userEvent.click(screen.getByRole('button', { name: 'Next video' }))
    expect(currentVideo()).toBe('/media/a.mp4')
  })

  it('shows no arrows for a single video', async () => {
    renderWithApp(<VideoSlider videos={['/media/a.mp4']} />)
    await screen.findByTestId('video-slider')
    expect(screen.queryByRole('button', { name: 'Next video' })).not.toBeInTheDocument()
  })
})
