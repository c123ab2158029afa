import type { MakerProfile } from '@spotlight/shared/schemas/makers'
import { absoluteUrl } from '#app/lib/meta'
import { paths } from '#app/config/paths'

/**
 * schema.org Organization of a maker's page: makers publish under a company name. Its website is
 * `sameAs`, and each article it published is listed as a subject it is the author of.
 */
export function makerJsonLd(maker: MakerProfile, site: { publicUrl: string; pageUrl: string }) {
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
      url: absoluteUrl(site.publicUrl, paths.article(article.id)),
      datePublished: article.publishDate,
    })),
  }
}
