import { describe, expect, it } from 'vitest'
import { baseUrl } from '../fixtures'

type Answer = { status: number; isHit: boolean; language: string | undefined; bytes: number }

async function getPage(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-language': 'en', ...headers } })
  const html = await response.text()
  return {
    status: response.status,
    isHit: response.headers.get('x-cache') === 'hit',
    language: /<html lang="([\w-]+)"/.exec(html)?.[1],
    bytes: html.length,
  }
}

async function pagesEveryoneReads(): Promise<string[]> {
  const [article] = (await (await fetch(`${baseUrl()}/api/articles?limit=1`)).json()) as { id: number }[]
  const [category] = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as { slug: string }[]
  if (!article || !category) throw new Error('the e2e server has no published article or no category')
  return ['/', `/articles/${article.id}`, `/category/${category.slug}`, '/featured-articles']
}

// The page cache keyed pages on the raw Accept-Language: 350 distinct headers in a few seconds
// evicted the home page, an article, a category and the featured list. It keys them on the language
// they are rendered in now: two entries per page, whatever the headers.
describe('cached public pages', () => {
  it('stay cached through 400 distinct Accept-Language headers', async () => {
    const pages = await pagesEveryoneReads()
    for (const path of pages) {
      expect((await getPage(path)).status, path).toBe(200)
      expect((await getPage(path)).isHit, path).toBe(true)
    }
    const headers = (index: number) =>
      [`en-US,en;q=0.${index}`, `fr-CA,x-${index};q=0.8`, `de-${index}, es;q=0.5`, `zz-${index}`][index % 4]!
    for (let start = 0; start < 400; start += 20) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, offset) => {
          const index = start + offset
          const answer = await getPage(pages[index % pages.length]!, { 'accept-language': headers(index) })
          expect(answer.status).toBe(200)
        }),
      )
    }
    for (const path of pages) expect((await getPage(path)).isHit, path).toBe(true)
  }, 120_000)

  it('shares one entry between the headers and cookies that resolve to one language', async () => {
    const first = await getPage('/featured-articles', { 'accept-language': 'es-ES,es;q=0.9' })
    expect(first.language).toBe('es')
    const sameLanguage: Record<string, string>[] = [
      { 'accept-language': 'es-MX' },
      { 'accept-language': 'fr;q=1, es;q=0.7, en;q=0.3' },
      { 'accept-language': 'en', cookie: 'lang=es' },
      { 'accept-language': 'en', cookie: 'theme=dark; lang=es' },
    ]
    for (const headers of sameLanguage) {
      const answer = await getPage('/featured-articles', headers)
      expect(answer, JSON.stringify(headers)).toMatchObject({ isHit: true, language: 'es' })
    }
    // English stays English.
    expect(await getPage('/featured-articles', { 'accept-language': 'en-GB' })).toMatchObject({ language: 'en' })
  })
})
