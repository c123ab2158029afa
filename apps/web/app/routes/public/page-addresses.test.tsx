// What a crawler reads of a page in a language other than the default: its head and its structured data name
// the page's own addresses, those its canonical link names.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MetaDescriptor } from 'react-router'
import { LANGUAGE_REGISTRY, LANGUAGES } from '@spotlight/shared/domain/languages'
import { seoMeta } from '#app/lib/meta'
import { FALLBACK_CONFIG } from '#app/lib/public-config'
import { renderWithApp } from '#app/test/render'
import CategoryPage from './category.$slug'
import MakerPage from './makers.$username'

const BASE = 'https://spotlight.example'
const rootMatch = (lang: string) => [{ id: 'root', loaderData: { lang, config: { publicUrl: BASE } } }]
const property = (tags: MetaDescriptor[], name: string) =>
  tags.flatMap((tag) => ('property' in tag && tag.property === name ? [tag.content as string] : []))
const canonicalOf = (tags: MetaDescriptor[]) =>
  tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href: string } | undefined

describe('a public page’s Open Graph locales', () => {
  it('names its own locale and every other language’s as og:locale:alternate', () => {
    for (const language of LANGUAGES) {
      const tags = seoMeta(rootMatch(language), { title: 'Pi Quest', description: 'A quest.', path: '/articles/7' })
      expect(property(tags, 'og:locale')).toEqual([LANGUAGE_REGISTRY[language].ogLocale])
      const alternates = property(tags, 'og:locale:alternate')
      expect(alternates.sort()).toEqual(
        LANGUAGES.filter((other) => other !== language)
          .map((other) => LANGUAGE_REGISTRY[other].ogLocale)
          .sort(),
      )
      for (const locale of alternates) expect(locale).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/)
    }
  })

  it('names none on a page kept out of search engines, which has no other languages to offer', () => {
    const tags = seoMeta(rootMatch('es'), { title: 'pi', description: 'Search', path: '/search', noIndex: true })
    expect(property(tags, 'og:locale:alternate')).toEqual([])
  })

  it('says when an article was last modified', () => {
    const tags = seoMeta(rootMatch('en'), {
      title: 'Pi Quest',
      description: 'A quest.',
      path: '/articles/7',
      type: 'article',
      publishedTime: '2026-11-02',
      modifiedTime: '2026-11-20T08:30:00.000Z',
    })
    expect(property(tags, 'article:modified_time')).toEqual(['2026-11-20T08:30:00.000Z'])
  })
})

describe('a maker’s page in Spanish', () => {
  const maker = {
    username: 'ada',
    company: 'Ada Apps',
    bio: null,
    website: null,
    joinedAt: '2026-01-01T00:00:00.000Z',
    articles: [
      {
        id: 7,
        title: 'Pi Quest',
        description: 'A quest.',
        company: 'Ada Apps',
        publishDate: '2026-11-02',
        headerImage: null,
        content: '',
        headerImagePublicId: null,
        promoVideoPublicId: null,
        rating: { average: 0, count: 0 },
        makerUsername: 'ada',
        verification: null,
        language: 'en' as const,
      },
    ],
    rating: { average: 0, count: 0 },
    replies: { answered: 0, within7Days: null },
    followers: 0,
    verified: [],
  }

  it('names in its structured data the Spanish addresses its canonical link names', async () => {
    const tags = seoMeta(rootMatch('es'), { title: maker.company, description: 'x', path: '/makers/ada' })
    expect(canonicalOf(tags)?.href).toBe(`${BASE}/es/makers/ada`)

    // The route's props, of which the page reads its loader's data alone.
    const props = { loaderData: { maker, shareImage: '/og/makers/ada.png' } } as unknown as Parameters<
      typeof MakerPage
    >[0]
    renderWithApp(<MakerPage {...props} />, {
      path: '/es/makers/ada',
      root: { lang: 'es', config: { ...FALLBACK_CONFIG, publicUrl: BASE } },
    })
    await screen.findByText('Leer más')
    const script = document.querySelector('script[type="application/ld+json"]')
    const [organization, breadcrumbs] = JSON.parse(script!.textContent!) as [
      { url: string; subjectOf: { url: string }[] },
      { itemListElement: { item: string }[] },
    ]
    expect(organization.url).toBe(`${BASE}/es/makers/ada`)
    expect(organization.subjectOf.map((article) => article.url)).toEqual([`${BASE}/es/articles/7`])
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([`${BASE}/es`, `${BASE}/es/makers/ada`])
  })
})

describe('a category’s page in Korean', () => {
  it('names in its breadcrumbs the Korean addresses its canonical link names', async () => {
    const category = {
      id: 9,
      name: 'Games',
      slug: 'games',
      description: null,
      emoji: '🎮',
      headerImage: null,
      translations: { ko: { name: '게임' } },
    }
    const props = {
      loaderData: {
        category,
        slugTitle: 'Games',
        shareImage: '/og/categories/games.png',
        articles: null,
        inYourLanguage: [],
        order: 'newest',
        language: null,
        slides: [],
        categories: [],
        hasCategoriesError: false,
      },
    } as unknown as Parameters<typeof CategoryPage>[0]
    renderWithApp(<CategoryPage {...props} />, {
      path: '/ko/category/games',
      root: { lang: 'ko', config: { ...FALLBACK_CONFIG, publicUrl: BASE } },
    })
    await screen.findAllByText(/게임/)
    const script = document.querySelector('script[type="application/ld+json"]')
    const breadcrumbs = JSON.parse(script!.textContent!) as { itemListElement: { name: string; item: string }[] }
    expect(breadcrumbs.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
      [expect.any(String), `${BASE}/ko`],
      ['게임', `${BASE}/ko/category/games`],
    ])
  })
})
