import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { I18nProvider } from '#app/lib/i18n'
import { renderWithApp } from '#app/test/render'
import { MINI_PLAYER_CLOSED_KEY, PromotedVideoSlider, STICKY_AFTER_PX } from './promoted-video-slider'

const slides: PromotedSlide[] = [
  { articleId: 4, app: 'Alpha', title: 'Alpha review', language: 'en', videoUrl: '/media/4.mp4' },
]

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    fireEvent.scroll(window)
  })
}

afterEach(() => {
  scrollTo(0)
  window.sessionStorage.clear()
})

const POSTER = '/media/4.w800.webp'
const withPoster: PromotedSlide[] = [
  { ...slides[0]!, headerImageVariants: { width: 1200, height: 630, widths: [400, 800], poster: POSTER } },
  { articleId: 5, app: 'Beta', title: 'Beta review', language: 'en', videoUrl: '/media/5.mp4' },
]

/** The slider as the server sends it, before any script has run. */
function serverHtml(props: Partial<Parameters<typeof PromotedVideoSlider>[0]>, language: 'en' | 'es' = 'en') {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <I18nProvider language={language}>
      <MemoryRouter>
        <PromotedVideoSlider slides={withPoster} statPlacement="MAIN_SLIDER" {...props} />
      </MemoryRouter>
    </I18nProvider>,
  )
  return container
}

const player = () => screen.getByTestId('promoted-video-slider')
const hasRoomAtFoot = () => 'miniPlayer' in document.documentElement.dataset

describe('PromotedVideoSlider', () => {
  it('renders nothing without slides', async () => {
    renderWithApp(<PromotedVideoSlider slides={[]} statPlacement="MAIN_SLIDER" />)
    await act(async () => {})
    expect(screen.queryByTestId('promoted-video-slider')).not.toBeInTheDocument()
  })

  it("is the first slide's poster in the server's HTML, fetched first where it is the page's largest paint", () => {
    const still = serverHtml({ isPriority: true }).querySelector('img')!
    expect(still).toHaveAttribute('src', POSTER)
    expect(still).toHaveAttribute('fetchpriority', 'high')
    expect(still).not.toHaveAttribute('loading', 'lazy')
    expect(still.closest('section')!.querySelector('video')).toBeNull() // no video before the slider's code
  })

  it("says 'Promoted' in the server's HTML, in the page's language, linked to how promotion works", () => {
    for (const [language, name, href] of [
      ['en', 'Promoted', '/how-it-works#promotion'],
      ['es', 'Promocionado', '/es/how-it-works#promotion'],
    ] as const) {
      const label = serverHtml({}, language).querySelector('[data-testid="promoted-label"]')!
      expect(label.textContent).toBe(name)
      expect(label.getAttribute('aria-label')).toMatch(new RegExp(`^${name}:`))
      expect(label).toHaveAttribute('href', href)
      expect(label).toHaveAttribute('data-stat-skip') // a click on it is not a click on the article
      expect(label.closest('section')!.querySelectorAll('a a')).toHaveLength(0)
    }
  })

  it('waits to be near the screen elsewhere, and is a plain placeholder when the first slide has no poster', () => {
    const lazy = serverHtml({}).querySelector('img')!
    expect(lazy).toHaveAttribute('loading', 'lazy')
    expect(lazy).not.toHaveAttribute('fetchpriority', 'high')
    expect(serverHtml({ slides: withPoster.toReversed(), isPriority: true }).querySelector('img')).toBeNull()
  })

  it("shows the same poster over the first video once the slider's code has loaded", async () => {
    renderWithApp(<PromotedVideoSlider slides={withPoster} statPlacement="MAIN_SLIDER" isPriority />)
    expect(await screen.findByTestId('slide-video')).toHaveAttribute('poster', POSTER)
    expect(screen.queryByTestId('slider-still')).not.toBeInTheDocument()
  })

  it(`docks after ${STICKY_AFTER_PX} px in a tray whose strip the page reserves, and closes back into its place for the visit`, async () => {
    const { unmount } = renderWithApp(<PromotedVideoSlider slides={slides} statPlacement="MAIN_SLIDER" />)
    await screen.findByTestId('slide-link')
    expect(player()).not.toHaveAttribute('data-fixed')
    expect(screen.queryByTestId('mini-player-dock')).not.toBeInTheDocument()
    const video = screen.getByTestId('slide-video')

    scrollTo(STICKY_AFTER_PX + 1)
    expect(player()).toHaveAttribute('data-fixed')
    expect(screen.getByTestId('mini-player-dock')).toContainElement(player())
    expect(hasRoomAtFoot()).toBe(true)
    // The same video element: docking does not restart it.
    expect(screen.getByTestId('slide-video')).toBe(video)
    // Its place keeps a label, not an empty box.
    expect(screen.getAllByText('Promoted videos').length).toBeGreaterThan(0)

    await userEvent.click(screen.getByRole('button', { name: 'Close player' }))
    expect(player()).not.toHaveAttribute('data-fixed')
    expect(hasRoomAtFoot()).toBe(false)
    expect(screen.getByTestId('slide-link')).toHaveAttribute('href', '/articles/4')

    scrollTo(STICKY_AFTER_PX + 400)
    expect(player()).not.toHaveAttribute('data-fixed')
    expect(window.sessionStorage.getItem(MINI_PLAYER_CLOSED_KEY)).toBe('1')

    // The next page of the visit remembers it.
    unmount()
    renderWithApp(<PromotedVideoSlider slides={slides} statPlacement="MAIN_SLIDER" />)
    await screen.findByTestId('slide-link')
    scrollTo(STICKY_AFTER_PX + 100)
    expect(player()).not.toHaveAttribute('data-fixed')
    expect(hasRoomAtFoot()).toBe(false)
  })

  it('closes from the keyboard, with a labelled button in both languages', async () => {
    renderWithApp(<PromotedVideoSlider slides={slides} statPlacement="MAIN_SLIDER" />, { root: { lang: 'es' } })
    await screen.findByTestId('slide-link')
    scrollTo(STICKY_AFTER_PX + 1)
    const close = await screen.findByRole('button', { name: 'Cerrar reproductor' })
    close.focus()
    await userEvent.keyboard('{Enter}')
    expect(player()).not.toHaveAttribute('data-fixed')
  })
})
