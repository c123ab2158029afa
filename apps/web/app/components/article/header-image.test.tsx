import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ImageVariants } from '@spotlight/shared/domain/image-variants'
import { HeaderImage } from './header-image'

// As the API writes them (apps/server/src/modules/media/image-variants.dto.ts).
const srcset = (base: string, format: string) =>
  [400, 800, 1200, 1600].map((width) => `${base}.w${width}.${format} ${width}w`).join(', ')
const VARIANTS = {
  width: 1600,
  height: 900,
  widths: [400, 800, 1200, 1600],
  avif: srcset('/media/2026/11/abc', 'avif'),
  webp: srcset('/media/2026/11/abc', 'webp'),
}
const SIZES = '(min-width: 768px) 768px, 100vw'

describe('HeaderImage', () => {
  it('offers AVIF, then WebP copies with srcset and sizes, over the original in a sized <img>', () => {
    const { container } = render(
      <HeaderImage src="/media/2026/11/abc.webp" alt="Pi Quest" sizes={SIZES} isPriority variants={VARIANTS} />,
    )
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/media/2026/11/abc.w400.avif 400w, /media/2026/11/abc.w800.avif 800w, /media/2026/11/abc.w1200.avif 1200w, /media/2026/11/abc.w1600.avif 1600w',
    )
    expect(sources[1]!.getAttribute('srcset')).toContain('/media/2026/11/abc.w800.webp 800w')
    for (const source of sources) expect(source).toHaveAttribute('sizes', SIZES)

    const img = container.querySelector('picture > img')!
    expect(img).toHaveAttribute('src', '/media/2026/11/abc.webp')
    expect(img).toHaveAttribute('alt', 'Pi Quest')
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '630')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).toHaveAttribute('loading', 'eager')
    // `sizes` belongs with a `srcset`: the <img> has none (invalid HTML otherwise), its <source>s carry it.
    expect(img).not.toHaveAttribute('sizes')
    expect(img).not.toHaveAttribute('srcset')
  })

  it('loads lazily when it is not the page’s largest image', () => {
    const { container } = render(
      <HeaderImage src="/media/2026/11/abc.webp" alt="" sizes="100vw" isPriority={false} variants={VARIANTS} />,
    )
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy')
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'auto')
  })

  it('is a plain sized <img> while the copies are not made yet, or for an outside address', () => {
    const cases: [string, ImageVariants | undefined][] = [
      ['/media/2026/11/abc.webp', { width: 1600, height: 900, widths: [] }],
      ['/media/2026/11/abc.webp', undefined],
    ]
    for (const [src, variants] of cases) {
      const { container, unmount } = render(
        <HeaderImage src={src} alt="" sizes="100vw" isPriority variants={variants} />,
      )
      expect(container.querySelector('picture')).toBeNull()
      expect(container.querySelector('img')).toHaveAttribute('src', src)
      expect(container.querySelector('img')).toHaveAttribute('width', '1200')
      expect(container.querySelector('img')).not.toHaveAttribute('sizes')
      unmount()
    }
  })
})
