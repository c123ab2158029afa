import { languageAddresses, localizedPath } from '@spotlight/shared/domain/language-paths'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@spotlight/shared/domain/languages'
import { categoryName, type NamedCategory } from '@spotlight/shared/domain/category-language'
import { isVisibleCategorySlug } from '@spotlight/shared/domain/slug'
import { siteTexts } from '#src/modules/share/share.service'
import type { CategoriesService } from '#src/modules/categories/categories.service'
import type { ArticlesService } from '#src/modules/articles/articles.service'
import type { MakersService } from '#src/modules/makers/makers.service'
import { element, escapeXml } from './xml'
import { MAX_ROW_ID } from '#src/db/id-runs'

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
/**
 * Articles per article sitemap: a sitemap may hold 50,000 URLs and 50 MB, and each of ours names ten addresses
 * (itself and its alternates), about 1 KB: 10,000 leaves room for long public URLs.
 */
export const ARTICLES_PER_SITEMAP = 10_000
/** Makers per maker sitemap, by user id: each entry names as many addresses as an article's. */
export const MAKERS_PER_SITEMAP = 10_000
export const RSS_ITEMS = 50

/** Where a language's sitemap and feed are: the default's at the root, every other's beside its pages. */
export const sitemapPath = (language: Language) =>
  language === DEFAULT_LANGUAGE ? '/sitemap.xml' : `/sitemap-${language}.xml`
export const rssPath = (language: Language) => localizedPath(language, '/rss.xml')
/** The index of every language's article sitemaps. */
export const ARTICLE_SITEMAPS_INDEX = '/sitemap-articles.xml'
/** Where a language's article sitemaps are: `page` 1 holds the articles of ids 1 to 10,000, and so on. */
export const articleSitemapPath = (language: Language, page: number | ':page') =>
  `/sitemap-articles-${language}-${page}.xml`
/** The index of every language's maker sitemaps. */
export const MAKER_SITEMAPS_INDEX = '/sitemap-makers.xml'
/** Where a language's maker sitemaps are: `page` 1 holds the makers of user ids 1 to 10,000, and so on. */
export const makerSitemapPath = (language: Language, page: number | ':page') =>
  `/sitemap-makers-${language}-${page}.xml`

export type FeedsServiceDeps = {
  publicUrl: string
  articles: Pick<ArticlesService, 'listPublicSummaries' | 'listSitemapRuns' | 'listSitemapRun'>
  categories: Pick<CategoriesService, 'listCategories'>
  makers: Pick<MakersService, 'listSitemapRuns' | 'listSitemapRun'>
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

/** A sitemap of these `<url>` entries. */
const urlset = (entries: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')

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

  /** A sitemap index: per language, one sitemap per run of ids (`pathOf` its address), with its newest lastmod. */
  const sitemapIndex = (
    runs: { run: number; lastmod: string }[],
    pathOf: (language: Language, page: number) => string,
  ) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...LANGUAGES.flatMap((language) =>
        runs.map(
          ({ run, lastmod }) =>
            `<sitemap><loc>${url(pathOf(language, Number(run) + 1))}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
        ),
      ),
      '</sitemapindex>',
      '',
    ].join('\n')

  /** Ids are 32-bit: a run past the last one holds nothing (and a larger bound is no integer to the database). */
  const isPastLastId = (page: number, size: number) => (page - 1) * size > MAX_ROW_ID

  return {
    /**
     * One language's pages but the articles and the makers (each naming its other languages' addresses): the
     * static pages and the visible categories. Every language has its own; the articles and the makers are
     * in their own sitemaps, as many as they need.
     */
    async sitemap(language: Language = DEFAULT_LANGUAGE): Promise<string> {
      const categoryRows = await categories.listCategories()
      return urlset([
        ...STATIC_PAGES.map((path) => entry(language, path)),
        ...categoryRows
          .filter((category) => isVisibleCategorySlug(category.slug))
          .map((category) => entry(language, `/category/${encodeURIComponent(category.slug)}`)),
      ])
    },

    /**
     * The sitemap index of the articles: per language, one sitemap per run of ids that holds a public article,
     * with the newest lastmod in it. However many articles there are, each is in one sitemap within the limits.
     */
    async articleSitemapsIndex(): Promise<string> {
      return sitemapIndex(await articles.listSitemapRuns(ARTICLES_PER_SITEMAP), articleSitemapPath)
    },

    /** One article sitemap (`page` from 1) in `language`, or null when that run holds no public article. */
    async articleSitemap(language: Language, page: number): Promise<string | null> {
      if (isPastLastId(page, ARTICLES_PER_SITEMAP)) return null
      const rows = await articles.listSitemapRun(ARTICLES_PER_SITEMAP, page - 1)
      if (rows.length === 0) return null
      return urlset(rows.map((article) => entry(language, `/articles/${article.id}`, article.lastmod)))
    },

    /** The sitemap index of the makers' pages, as the articles': one sitemap per run of user ids holding a maker. */
    async makerSitemapsIndex(): Promise<string> {
      return sitemapIndex(await makers.listSitemapRuns(MAKERS_PER_SITEMAP), makerSitemapPath)
    },

    /** One maker sitemap (`page` from 1) in `language`, or null when that run holds no maker with a public article. */
    async makerSitemap(language: Language, page: number): Promise<string | null> {
      if (isPastLastId(page, MAKERS_PER_SITEMAP)) return null
      const rows = await makers.listSitemapRun(MAKERS_PER_SITEMAP, page - 1)
      if (rows.length === 0) return null
      return urlset(
        rows.map((maker) => entry(language, `/makers/${encodeURIComponent(maker.username)}`, maker.lastPublished)),
      )
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
        'Disallow: /pay-qr',
        'Disallow: /__pi-sim',
        'Disallow: /api/',
        'Disallow: /auth/',
        '',
        ...LANGUAGES.map((language) => `Sitemap: ${publicUrl}${sitemapPath(language)}`),
        `Sitemap: ${publicUrl}${ARTICLE_SITEMAPS_INDEX}`,
        `Sitemap: ${publicUrl}${MAKER_SITEMAPS_INDEX}`,
        '',
      ].join('\n')
    },
  }
}
