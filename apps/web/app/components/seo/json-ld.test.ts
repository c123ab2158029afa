import { describe, expect, it } from 'vitest'
import { articleJsonLd, serializeJsonLd } from './json-ld'

describe('serializeJsonLd', () => {
  it('escapes < so no string can close the script element', () => {
    const text = serializeJsonLd({ headline: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' })
  })
})

describe('articleJsonLd', () => {
  const article = {
    title: 'Pi Quest',
    description: 'A quest.',
    headerImage: '/media/quest.webp',
    publishDate: '2026-11-02',
    updatedAt: '2026-11-20T08:30:00.000Z',
    company: 'Quest Co',
    category: { name: 'Games', slug: 'games' },
  }
  const site = {
    publicUrl: 'https://spotlight.example',
    name: 'Spotlight',
    pageUrl: 'https://spotlight.example/articles/7',
  }

  it('says when the article was last modified, and gives the publisher its logo as an absolute ImageObject', () => {
    expect(articleJsonLd(article, site)).toMatchObject({
      '@type': 'Article',
      headline: 'Pi Quest',
      image: ['https://spotlight.example/media/quest.webp'],
      datePublished: '2026-11-02',
      dateModified: '2026-11-20T08:30:00.000Z',
      publisher: {
        '@type': 'Organization',
        name: 'Spotlight',
        url: 'https://spotlight.example/',
        logo: { '@type': 'ImageObject', url: 'https://spotlight.example/icons/icon-512.png', width: 512, height: 512 },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://spotlight.example/articles/7' },
      articleSection: 'Games',
    })
  })

  it('falls back to the publish date when the last write is unknown', () => {
    expect(articleJsonLd({ ...article, updatedAt: undefined }, site).dateModified).toBe('2026-11-02')
  })
})
