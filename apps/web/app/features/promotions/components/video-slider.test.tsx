import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
    await waitFor(() => expect(currentVideo()).toBe('/media/1.mp4'))
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

  describe('loading', () => {
    let observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
    beforeEach(() => {
      observers = []
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(readonly callback: IntersectionObserverCallback) {
            observers.push({ callback })
          }
          observe(target: Element) {
            observers.at(-1)!.target = target
          }
          disconnect() {}
        },
      )
    })
    afterEach(() => vi.unstubAllGlobals())

    it('fetches nothing before it is on screen, shows the header image as poster, then plays', async () => {
      const withPoster: PromotedSlide = {
        ...slide(1, 'Alpha'),
        headerImage: '/media/demo/alpha.webp',
        headerImageVariants: {
          width: 1200,
          height: 630,
          widths: [400, 800, 1200],
          poster: '/media/demo/alpha.w800.webp',
        },
      }
      renderWithApp(<VideoSlider slides={[withPoster]} />)
      const video = (await screen.findByTestId('slide-video')) as HTMLVideoElement
      expect(video).not.toHaveAttribute('src')
      expect(video).toHaveAttribute('preload', 'none')
      expect(video).toHaveAttribute('poster', '/media/demo/alpha.w800.webp')
      expect(video.autoplay).toBe(false)

      // The slide observes itself from an effect, which a loaded machine may run after the first paint.
      await waitFor(() => expect(observers.at(-1)?.target).toBeDefined())
      const { callback, target } = observers.at(-1)!
      act(() => callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver))
      await waitFor(() => expect(screen.getByTestId('slide-video')).toHaveAttribute('src', '/media/1.mp4'))
      expect((screen.getByTestId('slide-video') as HTMLVideoElement).autoplay).toBe(true)
    })
  })
})
