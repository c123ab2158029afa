import type { TFunction } from '#app/lib/i18n'
import type { MetaDescriptor } from 'react-router'
import { languageAddresses, localizedPath } from '@spotlight/shared/domain/language-paths'
import { isLanguage, LANGUAGE_REGISTRY, LANGUAGES } from '@spotlight/shared/domain/languages'
import { SHARE_CARD_DESIGN, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@spotlight/shared/domain/share-card'
import { getFixedT, languageFromMatches } from './i18n'

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/**
 * Title and description of a page in the language the root loader chose, e.g.
 * `meta: ({ matches }) => pageMeta(matches, (t) => t('contact.heading'))` gives "Contact Us | Spotlight".
 */
export function pageMeta(
  matches: MetaMatches,
  page: (t: TFunction) => string,
  description?: (t: TFunction) => string,
): MetaDescriptor[] {
  const t = getFixedT(languageFromMatches(matches))
  return [
    { title: t('meta.title', { page: page(t) }) },
    { name: 'description', content: description ? description(t) : t('meta.description') },
  ]
}

/** The public URL of the site (root loader data), without a trailing slash; '' when unknown. */
export function publicUrlFromMatches(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === 'root')
  const data = root?.loaderData
  const config = data && typeof data === 'object' && 'config' in data ? data.config : undefined
  const url = config && typeof config === 'object' && 'publicUrl' in config ? config.publicUrl : ''
  return typeof url === 'string' ? url.replace(/\/+$/, '') : ''
}

/** `path` made absolute against the public URL (already absolute URLs are kept). */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * A public page's absolute address in `language` (`/es/articles/7`): what its canonical link names, and so what
 * its structured data must name too (the unprefixed address is another page to a crawler, the negotiating one).
 */
export function pageUrl(publicUrl: string, language: string, path: string): string {
  return absoluteUrl(publicUrl, isLanguage(language) ? localizedPath(language, path) : path)
}

export type SeoInput = {
  /** The page name; the document title becomes "{title} | Spotlight" unless `fullTitle` is set. */
  title: string
  fullTitle?: string
  description: string
  /** The page's own path, e.g. '/articles/12': its canonical URL is this path at the page language's address. */
  path: string
  /** The page's share card (`shareCardPaths` in a loader); the site's card when left out. */
  image?: string | null
  imageAlt?: string
  type?: 'website' | 'article'
  publishedTime?: string
  /** An article's last write (ISO), for `article:modified_time`. */
  modifiedTime?: string | undefined
  noIndex?: boolean
}

/**
 * Everything a public page puts in <head> for search engines and link previews: title,
 * description, canonical URL (from `PUBLIC_URL`: the page language's address, also when the page
 * was reached at its unprefixed path), the `hreflang` alternates of every language and
 * `x-default` (the unprefixed path, which negotiates), Open Graph and Twitter card tags.
 */
export function seoMeta(matches: MetaMatches, input: SeoInput): MetaDescriptor[] {
  const language = languageFromMatches(matches)
  const t = getFixedT(language)
  const publicUrl = publicUrlFromMatches(matches)
  const title = input.fullTitle ?? t('meta.title', { page: input.title })
  const url = pageUrl(publicUrl, language, input.path)
  const image = absoluteUrl(publicUrl, input.image ?? `/og/site.png?lang=${language}&v=${SHARE_CARD_DESIGN}`)
  const imageAlt = input.imageAlt ?? input.title
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: t('common.appName') },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: LANGUAGE_REGISTRY[language].ogLocale },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SHARE_CARD_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_CARD_HEIGHT) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
  if (!input.noIndex) {
    // The same page in the other languages, for link previews (the hreflang alternates below, for search engines).
    for (const other of LANGUAGES)
      if (other !== language) tags.push({ property: 'og:locale:alternate', content: LANGUAGE_REGISTRY[other].ogLocale })
    for (const address of languageAddresses(input.path))
      tags.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: address.language,
        href: absoluteUrl(publicUrl, address.path),
      })
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(publicUrl, input.path) })
  }
  if (input.publishedTime) tags.push({ property: 'article:published_time', content: input.publishedTime })
  if (input.modifiedTime) tags.push({ property: 'article:modified_time', content: input.modifiedTime })
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}

/** The site's logo picture (1200x630, in apps/web/public), for structured data. */
export const DEFAULT_SHARE_IMAGE = '/images/share-default.png'

/** The site's square icon (drawn by the server's PWA module, apps/server/src/modules/share/pwa), and its size. */
export const SITE_ICON = { path: '/icons/icon-512.png', size: 512 } as const

/** A signed-in or hand-off screen: its title, and kept out of search engines. */
export const privatePageMeta =
  (page: (t: TFunction) => string) =>
  ({ matches }: { matches: MetaMatches }): MetaDescriptor[] => [
    ...pageMeta(matches, page),
    { name: 'robots', content: 'noindex' },
  ]
