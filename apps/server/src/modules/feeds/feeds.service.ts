import { isVisibleCategorySlug } from '@spotlight/shared/domain/slug'
import type { CategoriesService } from '#src/modules/categories/categories.service'
import type { ArticlesService } from '#src/modules/articles/articles.service'
import { element, escapeXml } from './xml'

/** Pages of the spec's route table worth indexing (dashboards and QR screens are not). */
const STATIC_PAGES = [
  '/',
  '/featured-articles',
  '/advertise',
  '/contact',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-of-service',
]
/** A sitemap holds at most 50,000 URLs; leave room for the static and category pages. */
const SITEMAP_ARTICLES_MAX = 49_000
export const RSS_ITEMS = 50

const SITE_TITLE = 'Spotlight'
const SITE_DESCRIPTION = 'Articles about apps, webs, stores and channels of the Pi Network ecosystem.'

export type FeedsServiceDeps = {
  publicUrl: string
  articles: Pick<ArticlesService, 'listPublicSummaries'>
  categories: Pick<CategoriesService, 'listCategories'>
}

/** 'YYYY-MM-DD' at midnight UTC, as RSS wants it (RFC 822). */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString()
}

export function createFeedsService({ publicUrl, articles, categories }: FeedsServiceDeps) {
  const url = (path: string) => escapeXml(`${publicUrl}${path}`)

  return {
    async sitemap(): Promise<string> {
      const [categoryRows, articleRows] = await Promise.all([
        categories.listCategories(),
        articles.listPublicSummaries(SITEMAP_ARTICLES_MAX),
      ])
      const entries = [
        ...STATIC_PAGES.map((path) => `<url><loc>${url(path)}</loc></url>`),
        ...categoryRows
          .filter((category) => isVisibleCategorySlug(category.slug))
          .map((category) => `<url><loc>${url(`/category/${encodeURIComponent(category.slug)}`)}</loc></url>`),
        ...articleRows.map((article) => {
          // An article edited before its scheduled day was still first seen on that day.
          const updated = article.updatedAt.toISOString().slice(0, 10)
          const lastmod = updated > article.publishDate ? updated : article.publishDate
          return `<url><loc>${url(`/articles/${article.id}`)}</loc><lastmod>${lastmod}</lastmod></url>`
        }),
      ]
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n')
    },

    async rss(): Promise<string> {
      const rows = await articles.listPublicSummaries(RSS_ITEMS)
      const items = rows.map((article) => {
        const link = url(`/articles/${article.id}`)
        return [
          '<item>',
          element('title', article.title),
          `<link>${link}</link>`,
          `<guid isPermaLink="true">${link}</guid>`,
          `<pubDate>${rfc822(article.publishDate)}</pubDate>`,
          element('description', article.description),
          element('dc:creator', article.company),
          ...(article.categoryName ? [element('category', article.categoryName)] : []),
          '</item>',
        ].join('')
      })
      const newest = rows[0]
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        '<channel>',
        element('title', SITE_TITLE),
        `<link>${url('/')}</link>`,
        element('description', SITE_DESCRIPTION),
        '<language>en</language>',
        `<atom:link href="${url('/rss.xml')}" rel="self" type="application/rss+xml"/>`,
        ...(newest ? [`<lastBuildDate>${rfc822(newest.publishDate)}</lastBuildDate>`] : []),
        ...items,
        '</channel>',
        '</rss>',
        '',
      ].join('\n')
    },

    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /user-dashboard',
        'Disallow: /admin-dashboard',
        'Disallow: /login-qr',
        'Disallow: /session-qr',
        'Disallow: /__pi-sim',
        'Disallow: /api/',
        'Disallow: /auth/',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n')
    },
  }
}
