import { describe, expect, it } from 'vitest'
import { variantSrcSet, variantUrl, variantWidthsFor } from './image-variants'

describe('image variants', () => {
  it('makes the standard widths up to the original, never wider', () => {
    expect(variantWidthsFor(2000)).toEqual([400, 800, 1200, 1600])
    expect(variantWidthsFor(1200)).toEqual([400, 800, 1200])
    expect(variantWidthsFor(1000)).toEqual([400, 800])
    expect(variantWidthsFor(300)).toEqual([300])
  })

  it('names local copies next to the original and Cloudinary copies by transformation', () => {
    expect(variantUrl('/media/2026/11/0123abcd.webp', 800, 'avif')).toBe('/media/2026/11/0123abcd.w800.avif')
    expect(variantUrl('/media/demo/pi-quest.webp', 400, 'webp')).toBe('/media/demo/pi-quest.w400.webp')
    expect(variantUrl('https://res.cloudinary.com/demo/image/upload/v1/spotlight/u1/a.jpg', 800, 'webp')).toBe(
      'https://res.cloudinary.com/demo/image/upload/f_webp,c_limit,w_800,q_auto/v1/spotlight/u1/a.jpg',
    )
    expect(variantUrl('https://example.com/a.png', 800, 'webp')).toBeNull()
    expect(variantUrl('/media/../etc/passwd.webp', 800, 'webp')).toBeNull()
  })

  it('writes a srcset, or none without copies', () => {
    expect(variantSrcSet('/media/demo/a.webp', { width: 900, height: 500, widths: [400, 800] }, 'avif')).toBe(
      '/media/demo/a.w400.avif 400w, /media/demo/a.w800.avif 800w',
    )
    expect(variantSrcSet('/media/demo/a.webp', { width: 900, height: 500, widths: [] }, 'avif')).toBeNull()
  })
})
