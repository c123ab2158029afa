import type { MakerProfile } from '@spotlight/shared/schemas/makers'
import { pageUrl } from '#app/lib/meta'
import { paths } from '#app/config/paths'

/**
 * schema.org Organization of a maker's page: makers publish under a company name. Its website is
 * `sameAs`, and each article it published is listed as a subject it is the author of, at the page language's address.
 */
export function makerJsonLd(maker: MakerProfile, site: { publicUrl: string; language: string; pageUrl: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: maker.company,
    alternateName: maker.username,
    url: site.pageUrl,
    ...(maker.bio ? { description: maker.bio } : {}),
    ...(maker.website ? { sameAs: [maker.website] } : {}),
    subjectOf: maker.articles.map((article) => ({
      '@type': 'Article',
      headline: article.title,
      url: pageUrl(site.publicUrl, site.language, paths.article(article.id)),
      datePublished: article.publishDate,
    })),
  }
}
