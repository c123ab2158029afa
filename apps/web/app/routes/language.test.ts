import { describe, expect, it } from 'vitest'
import { action } from './language'

const post = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const request = new Request('http://here/language', { method: 'POST', body: new URLSearchParams(fields), headers })
  try {
    return (await action({ request, params: {}, context: {} } as Parameters<typeof action>[0])) as Response
  } catch (thrown) {
    return thrown as Response
  }
}

describe('POST /language (the switcher without scripts)', () => {
  it('goes back to the page in the chosen language, storing the choice', async () => {
    const answer = await post({ lang: 'es', next: '/articles/7' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/es/articles/7')
    expect(answer.headers.get('set-cookie')).toMatch(/es/)
  })

  it('answers a page of any characters with its encoded address, never an error or another site', async () => {
    const accented = await post({ lang: 'es', next: '/makers/caf\u00e9/\u2028' })
    expect(accented.status).toBe(303)
    expect(accented.headers.get('location')).toBe('/es/makers/caf%C3%A9/%E2%80%A8')
    const dotted = await post({ lang: 'en', next: '/.//evil.example' })
    expect(dotted.headers.get('location')).toBe('/')
  })

  it("keeps the reader's language when another site's page posts the form", async () => {
    for (const site of ['cross-site', 'same-site']) {
      const answer = await post({ lang: 'ko', next: '/articles/7' }, { 'sec-fetch-site': site })
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/articles/7')
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    const own = await post({ lang: 'ko', next: '/articles/7' }, { 'sec-fetch-site': 'same-origin' })
    expect(own.headers.get('location')).toBe('/ko/articles/7')
  })
})
