import { describe, expect, it } from 'vitest'
import { pathOnThisSite } from './site-path'

describe('pathOnThisSite', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(pathOnThisSite('/articles/7?sort=newest#reviews')).toBe('/articles/7?sort=newest#reviews')
  })

  it('refuses what a browser reads as another site, dot segments resolved', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil',
      '/%2e//evil',
    ])
      expect(pathOnThisSite(next), next).toBeNull()
    for (const next of ['https://evil.example/', 'evil', '', null, 7, '/a\nb', '/a\u007fb', `/${'x'.repeat(2_000)}`])
      expect(pathOnThisSite(next), String(next)).toBeNull()
  })

  it('writes any character as a Location header carries it (percent-encoded)', () => {
    expect(pathOnThisSite('/makers/caf\u00e9/\u2028?q=\u{1F680}')).toBe('/makers/caf%C3%A9/%E2%80%A8?q=%F0%9F%9A%80')
  })
})
