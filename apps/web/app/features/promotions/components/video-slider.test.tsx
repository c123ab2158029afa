import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { renderWithApp } from '#app/test/render'
import VideoSlider, { SLIDER_AUTOPLAY_MS, SLIDER_VIDEO_MAX_MS } from './video-slider'

const slide = (articleId: number, app: string): PromotedSlide => ({
  articleId,
  app,
  title: `${app} review`,
  language: 'en',
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

  describe('timing', () => {
    const video = () => screen.getByTestId('slide-video')
    const play = () => act(() => void fireEvent.playing(video()))
    const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

    /** Rendered on real time (the router stub loads asynchronously), then the clock is ours. */
    async function renderOnFakeTime(ui = <VideoSlider slides={slides} />) {
      renderWithApp(ui)
      await screen.findByRole('button', { name: 'Next video' })
      vi.useFakeTimers({ shouldClearNativeTimers: true })
      // Restart the shown slide's timer on the fake clock: a move there and back.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Next video' }))
        fireEvent.click(screen.getByRole('button', { name: 'Previous video' }))
      })
    }
    afterEach(() => vi.useRealTimers())

    it('keeps a playing video until it ends, then moves on; a slide whose video is not playing keeps 5 s', async () => {
      await renderOnFakeTime()
      expect(video()).not.toHaveAttribute('loop') // a looping video never ends
      play()
      wait(SLIDER_VIDEO_MAX_MS - 1000)
      expect(currentVideo()).toBe('/media/1.mp4')
      act(() => void fireEvent.ended(video()))
      expect(currentVideo()).toBe('/media/2.mp4')

      // Autoplay refused (or still loading): the slide does not hold the carousel.
      wait(SLIDER_AUTOPLAY_MS - 1)
      expect(currentVideo()).toBe('/media/2.mp4')
      wait(1)
      expect(currentVideo()).toBe('/media/3.mp4')
    })

    it('moves on after 20 s at most, and after 5 s once the video is paused', async () => {
      await renderOnFakeTime()
      play()
      wait(SLIDER_VIDEO_MAX_MS - 1)
      expect(currentVideo()).toBe('/media/1.mp4')
      wait(1)
      expect(currentVideo()).toBe('/media/2.mp4')

      play()
      act(() => void fireEvent.pause(video()))
      wait(SLIDER_AUTOPLAY_MS)
      expect(currentVideo()).toBe('/media/3.mp4')
    })

    it('waits while hovered, and a video that ended then stays until the pointer leaves', async () => {
      await renderOnFakeTime()
      const slider = screen.getByTestId('video-slider')
      act(() => void fireEvent.mouseEnter(slider))
      play()
      act(() => void fireEvent.ended(video()))
      wait(SLIDER_VIDEO_MAX_MS * 2)
      expect(currentVideo()).toBe('/media/1.mp4')
      act(() => void fireEvent.mouseLeave(slider))
      wait(SLIDER_AUTOPLAY_MS)
      expect(currentVideo()).toBe('/media/2.mp4')
    })

    it('loops a lone video', async () => {
      renderWithApp(<VideoSlider slides={[slide(1, 'Alpha')]} />)
      expect(await screen.findByTestId('slide-video')).toHaveAttribute('loop')
    })
  })

  describe('with reduced motion asked for', () => {
    beforeEach(() => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }))
    })
    afterEach(() => vi.unstubAllGlobals())

    it('neither moves nor starts its videos by itself, and the arrows still work', async () => {
      renderWithApp(<VideoSlider slides={slides} autoplayMs={30} />)
      const video = (await screen.findByTestId('slide-video')) as HTMLVideoElement
      expect(video.autoplay).toBe(false)
      expect(video).toHaveAttribute('controls')
      await new Promise((resolve) => setTimeout(resolve, 120))
      expect(currentVideo()).toBe('/media/1.mp4')
      await userEvent.click(screen.getByRole('button', { name: 'Next video' }))
      expect(currentVideo()).toBe('/media/2.mp4')
    })
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

  it("declares a slide's language where it is not the page's: the app and title in it, the suffix in the page's", async () => {
    const vietnamese: PromotedSlide = { ...slide(7, 'Cờ Vua'), title: 'Trò chơi cờ vua cho Pioneer', language: 'vi' }
    const { unmount } = renderWithApp(<VideoSlider slides={[vietnamese]} />, { root: { lang: 'es' } })
    const link = await screen.findByRole('link', { name: 'Cờ Vua: Trò chơi cờ vua cho Pioneer (promocionado)' })
    expect(within(link).getByText('Cờ Vua')).toHaveAttribute('lang', 'vi')
    expect(within(link).getByText('Trò chơi cờ vua cho Pioneer')).toHaveAttribute('lang', 'vi')
    // The page's own words stay in the page's language: only the article's text is marked.
    expect(link).not.toHaveAttribute('lang')
    expect(within(link).getByText('Cờ Vua')).not.toHaveAttribute('dir')
    unmount()

    // On a page in the article's own language there is nothing to declare.
    renderWithApp(<VideoSlider slides={[vietnamese]} />, { root: { lang: 'vi' } })
    const same = await screen.findByTestId('slide-link')
    expect(same.querySelectorAll('[lang]')).toHaveLength(0)
  })

  it('labels the shown slide as promoted and links the app to its article', async () => {
    renderWithApp(<VideoSlider slides={slides} />)
    const link = await screen.findByRole('link', { name: 'Alpha: Alpha review (promoted)' })
    expect(link).toHaveAttribute('href', '/articles/1')
    expect(screen.getByText('Promoted')).toBeVisible()
    // The label links to the rules, beside (never inside) the article's link; the slide's name says it too.
    expect(screen.getByRole('link', { name: 'Promoted: how promotion works' })).toHaveAttribute(
      'href',
      '/how-it-works#promotion',
    )
    expect(screen.getByRole('group', { name: 'Promoted video 1 of 3' })).toContainElement(link)
    for (const slide of screen.getAllByTestId('slide', { exact: true }))
      expect(slide.getAttribute('aria-label')).toMatch(/^Promoted video \d of 3$/)
    expect(document.querySelectorAll('a a')).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Next video' }))
    expect(screen.getByRole('link', { name: 'Beta: Beta review (promoted)' })).toHaveAttribute('href', '/articles/2')
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

  it('docked, keeps its arrows beside the video, off the controls the mini player shows over it', async () => {
    renderWithApp(<VideoSlider slides={slides} isMini onClose={() => {}} />)
    await screen.findByTestId('slide-video')
    const arrows = screen.getByTestId('slider-arrows')
    // Out of the video's box, to its left (in the tray), vertically centred on it.
    expect(arrows).toHaveClass('absolute', 'right-full', 'top-1/2')
    for (const name of ['Previous video', 'Next video']) {
      const button = screen.getByRole('button', { name })
      expect(arrows).toContainElement(button)
      expect(button).not.toHaveClass('absolute')
      expect(button).toHaveClass('h-8', 'w-8')
    }
    for (const slide of screen.getAllByTestId('slide')) expect(slide).toHaveClass('overflow-hidden', 'rounded-xl')
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
