import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '#app/lib/i18n'
import { ScrollRegion } from './scroll-region'

// jsdom lays nothing out: the widths a browser would measure are given here.
function layOut({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth)
}

function renderRegion(language: 'en' | 'es' = 'en') {
  return render(
    <I18nProvider language={language}>
      <ScrollRegion label="Where it was seen">
        <table />
      </ScrollRegion>
    </I18nProvider>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('ScrollRegion', () => {
  it('is a named region the keyboard can focus, with no hint while its content fits', () => {
    layOut({ scrollWidth: 300, clientWidth: 300 })
    renderRegion()
    const region = screen.getByRole('region', { name: 'Where it was seen' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).not.toHaveAccessibleDescription()
    expect(screen.queryByText('Scroll sideways to see the rest')).not.toBeInTheDocument()
  })

  it('says to scroll sideways, visibly and to screen readers, while its content is wider than it', () => {
    layOut({ scrollWidth: 640, clientWidth: 343 })
    renderRegion()
    const region = screen.getByRole('region', { name: 'Where it was seen' })
    expect(region).toHaveAccessibleDescription('Scroll sideways to see the rest')
    expect(region).toHaveClass('scroll-shadows', 'overflow-x-auto')
  })

  it('says it in Spanish', () => {
    layOut({ scrollWidth: 640, clientWidth: 343 })
    renderRegion('es')
    expect(screen.getByRole('region')).toHaveAccessibleDescription('Desliza de lado para ver el resto')
  })
})
