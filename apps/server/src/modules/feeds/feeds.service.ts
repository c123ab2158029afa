import { languageAddresses, localizedPath } from '@spotlight/shared/domain/language-paths'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@spotlight/shared/domain/languages'
import { categoryName, type NamedCategory } from '@spotlight/shared/domain/category-language'
import { isVisibleCategorySlug } from '@spotlight/shared/domain/slug'
import { siteTexts } from '#src/modules/share/share.service'
import type { CategoriesService } from '#src/modules/categories/categories.service'
import type { ArticlesService } from '#src/modules/articles/articles.service'
import type { MakersService } from '#src/modules/makers/makers.service'
import { element, escapeXml } from './xml'

/** Pages of the route table worth indexing (dashboards and QR screens are not). */
const STATIC_PAGES = [
  '/',
  '/featured-articles',
  '/advertise',
  '/contact',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-of-service',
  '/how-it-works',
]
/** A sitemap holds at most 50,000 URLs; leave room for the static and category pages. */
const SITEMAP_ARTICLES_MAX = 45_000
/** Makers' pages: those with the newest publications first. */
const SITEMAP_MAKERS_MAX = 4_000
export const RSS_ITEMS = 50

/** Where a language's sitemap and feed are: the default's at the root, every other's beside its pages. */
export const sitemapPath = (language: Language) =>
  language === DEFAULT_LANGUAGE ? '/sitemap.xml' : `/sitemap-${language}.xml`
export const rssPath = (language: Language) => localizedPath(language, '/rss.xml')

export type FeedsServiceDeps = {
  publicUrl: string
  articles: Pick<ArticlesService, 'listPublicSummaries'>
  categories: Pick<CategoriesService, 'listCategories'>
  makers: Pick<MakersService, 'listForSitemap'>
}

/**
 * The categories by English name, to write an item's category in the feed's language (the summaries carry
 * the English name). A name two categories share is left out: their items keep the English one.
 */
function categoriesByName(categories: NamedCategory[]): Map<string, NamedCategory> {
  const byName = new Map<string, NamedCategory>()
  const shared = new Set<string>()
  for (const category of categories) {
    if (byName.has(category.name)) shared.add(category.name)
    byName.set(category.name, category)
  }
  for (const name of shared) byName.delete(name)
  return byName
}

/** 'YYYY-MM-DD' at midnight UTC, as RSS wants it (RFC 822). */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString()
}

export function createFeedsService({ publicUrl, articles, categories, makers }: FeedsServiceDeps) {
  const url = (path: string) => escapeXml(`${publicUrl}${path}`)
  /** A page's address in `language`, then its address in every language and `x-default` (the unprefixed, negotiating one). */
  const entry = (language: Language, path: string, lastmod?: string) =>
    [
      `<url><loc>${url(localizedPath(language, path))}</loc>`,
      lastmod ? `<lastmod>${lastmod}</lastmod>` : '',
      ...languageAddresses(path).map(
        (address) => `<xhtml:link rel="alternate" hreflang="${address.language}" href="${url(address.path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
      '</url>',
    ].join('')

  return {
    /** One language's pages (each naming its other languages' addresses): every language has its sitemap. */
    async sitemap(language: Language = DEFAULT_LANGUAGE): Promise<string> {
      const [categoryRows, articleRows, makerRows] = await Promise.all([
        categories.listCategories(),
        articles.listPublicSummaries(SITEMAP_ARTICLES_MAX),
        makers.listForSitemap(SITEMAP_MAKERS_MAX),
      ])
      const entries = [
        ...STATIC_PAGES.map((path) => entry(language, path)),
        ...categoryRows
          .filter((category) => isVisibleCategorySlug(category.slug))
          .map((category) => entry(language, `/category/${encodeURIComponent(category.slug)}`)),
        ...articleRows.map((article) => {
          // An article edited before its scheduled day was still first seen on that day.
          const updated = article.updatedAt.toISOString().slice(0, 10)
          const lastmod = updated > article.publishDate ? updated : article.publishDate
          return entry(language, `/articles/${article.id}`, lastmod)
        }),
        ...makerRows.map((maker) =>
          entry(language, `/makers/${encodeURIComponent(maker.username)}`, maker.lastPublished),
        ),
      ]
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n')
    },

    /** The newest articles, linked at `language`'s addresses: every language has its feed. */
    async rss(language: Language = DEFAULT_LANGUAGE): Promise<string> {
      const texts = siteTexts(language)
      const [rows, categoryRows] = await Promise.all([
        articles.listPublicSummaries(RSS_ITEMS),
        categories.listCategories(),
      ])
      const byName = categoriesByName(categoryRows)
      /** An item's category in the feed's language (its own name there, else the English one). */
      const categoryIn = (name: string) => {
        const category = byName.get(name)
        return category ? categoryName(category, language) : name
      }
      const items = rows.map((article) => {
        const link = url(localizedPath(language, `/articles/${article.id}`))
        return [
          '<item>',
          element('title', article.title),
          `<link>${link}</link>`,
          `<guid isPermaLink="true">${link}</guid>`,
          `<pubDate>${rfc822(article.publishDate)}</pubDate>`,
          element('description', article.description),
          element('dc:creator', article.company),
          ...(article.categoryName ? [element('category', categoryIn(article.categoryName))] : []),
          '</item>',
        ].join('')
      })
      const newest = rows[0]
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        '<channel>',
        element('title', texts.title),
        `<link>${url(language === DEFAULT_LANGUAGE ? '/' : localizedPath(language, '/'))}</link>`,
        element('description', texts.description),
        `<language>${language}</language>`,
        `<atom:link href="${url(rssPath(language))}" rel="self" type="application/rss+xml"/>`,
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
        ...LANGUAGES.map((language) => `Sitemap: ${publicUrl}${sitemapPath(language)}`),
        '',
      ].join('\n')
    },
  }
}
