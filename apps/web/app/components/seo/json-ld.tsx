import type { Article } from '@spotlight/shared/schemas/articles'
import { absoluteUrl, SITE_ICON } from '#app/lib/meta'
import { useRootData } from '#app/lib/public-config'

/** Serialises structured data for a <script> element: `<` is escaped, so no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Structured data (schema.org JSON-LD) for search engines, allowed by the page's CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const { nonce } = useRootData()
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // The browser hides the nonce attribute after parsing; React must not treat that as a mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}

export type Crumb = { name: string; url: string }

/** schema.org BreadcrumbList from absolute URLs, first crumb first. */
export const breadcrumbList = (crumbs: readonly Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
})

/**
 * schema.org Article of an article page. `dateModified` is the article's last write (its publish
 * date when the API gives none); the publisher carries the site's icon as its logo, as rich results ask.
 */
export function articleJsonLd(
  article: Pick<
    Article,
    'title' | 'description' | 'headerImage' | 'publishDate' | 'updatedAt' | 'company' | 'category'
  > &
    Partial<Pick<Article, 'language'>>,
  site: { publicUrl: string; name: string; pageUrl: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    ...(article.headerImage ? { image: [absoluteUrl(site.publicUrl, article.headerImage)] } : {}),
    datePublished: article.publishDate,
    dateModified: article.updatedAt ?? article.publishDate,
    author: { '@type': 'Organization', name: article.company },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: absoluteUrl(site.publicUrl, '/'),
      logo: {
        '@type': 'ImageObject',
        url: absoluteUrl(site.publicUrl, SITE_ICON.path),
        width: SITE_ICON.size,
        height: SITE_ICON.size,
      },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': site.pageUrl },
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.language ? { inLanguage: article.language } : {}),
  }
}

/**
 * schema.org SoftwareApplication of an article's app, with its `aggregateRating` (only once it has
 * ratings, as search engines ask) and up to five of the reviews shown on the page.
 */
export function softwareApplicationJsonLd(
  article: Pick<Article, 'app' | 'company' | 'description'>,
  rating: { average: number; count: number } | null,
  reviews: ReadonlyArray<{ rating: number; text: string; author: { username: string }; createdAt: string }>,
  pageUrl: string,
) {
  const hasRatings = rating !== null && rating.count > 0
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: article.app,
    description: article.description,
    url: pageUrl,
    operatingSystem: 'Pi Browser',
    applicationCategory: 'WebApplication',
    author: { '@type': 'Organization', name: article.company },
    ...(hasRatings
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, 5).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author.username },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.text,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  }
}
