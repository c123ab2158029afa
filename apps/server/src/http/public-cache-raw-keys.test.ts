import { describe, expect, it } from 'vitest'
import { rawKeyOf } from './public-cache-keys'

// The front door looks a hit up before any route is matched: only a stored answer's own key may come out.
describe('rawKeyOf', () => {
  it('names a page by its path and the language it is rendered in, a maker’s profile included', () => {
    expect(rawKeyOf('GET', '/makers/ana_apps', {})).toBe('page /makers/ana_apps\nen')
    expect(rawKeyOf('GET', '/es/makers/ana_apps', {})).toBe('page /es/makers/ana_apps\nes')
    expect(rawKeyOf('GET', '/articles/12', { 'accept-language': 'es-ES' })).toBe('page /articles/12\nes')
    expect(rawKeyOf('GET', '/', { cookie: 'lang=vi' })).toBe('page /\nvi')
  })

  it('names an API read by its URL exactly as sent', () => {
    expect(rawKeyOf('GET', '/api/articles?limit=10', {})).toBe('/api/articles?limit=10')
  })

  it('names nothing for another method, credentials, a query on a page, or a path no page is stored under', () => {
    expect(rawKeyOf('POST', '/api/articles', {})).toBeNull()
    expect(rawKeyOf('GET', '/api/articles', { authorization: 'Bearer x' })).toBeNull()
    for (const path of ['/makers/a%6Ea', '/makers/ana?x=1', '/articles/012', '/user-dashboard', '/favicon/../'])
      expect(rawKeyOf('GET', path, {}), path).toBeNull()
  })
})
