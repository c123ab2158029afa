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
