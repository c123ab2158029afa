// PiNet's "backend" metadata flow (decision 0006): PiNet asks
// GET /pinet/meta?pathname=<path> and shows a link preview from the PiNetMetadataDTO we answer.
import { categoryDescription, categoryName } from '@spotlight/shared/domain/category-language'
import { splitLanguagePrefix } from '@spotlight/shared/domain/language-paths'
import { LANGUAGE_REGISTRY, LANGUAGES, type Language } from '@spotlight/shared/domain/languages'
import { makerCardPath } from '@spotlight/shared/domain/maker-share-card'
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@spotlight/shared/domain/share-card'
import { AppError } from '#src/errors/app-error'
import type { ShareService } from './share.service'
import { SHARE_TEXTS, type ShareCatalogue } from './share-texts'

type PiNetImage = { url: string; secureUrl?: string; alt?: string; type?: string; width?: number; height?: number }

/** The fields of PiNetMetadataDTO we fill (all of them are optional for PiNet). */
export type PiNetMetadata = {
  title: string
  description: string
  publisher: string
  category?: string
  authors?: { name: string }[]
  openGraph:
    | {
        type: 'website'
        title: string
        description: string
        locale: string
        alternateLocale: string[]
        images: PiNetImage[]
      }
    | {
        type: 'article'
        title: string
        description: string
        locale: string
        alternateLocale: string[]
        images: PiNetImage[]
        publishedTime: string
        modifiedTime: string
        section?: string
        authors: string[]
      }
  twitter: { card: 'summary_large_image'; title: string; description: string; images: string[] }
  icons: { url: string; type: string }[]
}

/** The public pages with no content of their own from the database: their texts and the site's card. */
const TEXT_PAGES = {
  '/featured-articles': (texts: ShareCatalogue) => [texts.featuredTitle, texts.featuredDescription],
  '/contact': (texts: ShareCatalogue) => [texts.contactTitle, texts.contactDescription],
  '/how-it-works': (texts: ShareCatalogue) => [texts.howItWorksTitle, texts.howItWorksDescription],
  '/privacy-policy': (texts: ShareCatalogue) => [texts.privacyTitle, texts.privacyDescription],
  '/cookie-policy': (texts: ShareCatalogue) => [texts.cookieTitle, texts.cookieDescription],
  '/terms-of-service': (texts: ShareCatalogue) => [texts.termsTitle, texts.termsDescription],
} as const satisfies Record<string, (texts: ShareCatalogue) => [string, string]>
type TextPage = keyof typeof TEXT_PAGES
const isTextPage = (path: string): path is TextPage => Object.hasOwn(TEXT_PAGES, path)

type Page =
  | { kind: 'home' }
  | { kind: 'text'; path: TextPage }
  | { kind: 'advertise' }
  | { kind: 'article'; id: number }
  | { kind: 'category'; slug: string }
  | { kind: 'maker'; username: string }

/** The decoded segment, or null when it is no valid percent-encoding. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The page a PiNet path names (at any language's address), or null for a path that is not one of ours. */
export function pageOf(pathname: string): Page | null {
  const path = splitLanguagePrefix(pathname.split(/[?#]/)[0]!).path.replace(/\/+$/, '') || '/'
  if (path === '/') return { kind: 'home' }
  if (path === '/advertise') return { kind: 'advertise' }
  if (isTextPage(path)) return { kind: 'text', path }
  const article = /^\/articles\/([1-9]\d{0,9})$/.exec(path)
  if (article && Number(article[1]) <= 2_147_483_647) return { kind: 'article', id: Number(article[1]) }
  const category = /^\/category\/([^/]{1,120})$/.exec(path)
  if (category) {
    const slug = decoded(category[1]!)
    return slug === null ? null : { kind: 'category', slug }
  }
  const maker = /^\/makers\/([^/]{1,120})$/.exec(path)
  if (maker) {
    const username = decoded(maker[1]!)
    return username === null ? null : { kind: 'maker', username }
  }
  return null
}

export async function piNetMetadata(
  share: ShareService,
  publicUrl: string,
  pathname: string,
  lang: Language,
): Promise<PiNetMetadata> {
  const page = pageOf(pathname)
  if (!page) throw new AppError('NOT_FOUND', 'No public page at this path.')
  const texts = SHARE_TEXTS[lang]
  const absolute = (path: string) => `${publicUrl}${path}`
  const base = (title: string, description: string, cardPath: string, alt: string) => {
    const image = {
      url: absolute(cardPath),
      ...(publicUrl.startsWith('https://') ? { secureUrl: absolute(cardPath) } : {}),
      alt,
      type: 'image/png',
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
    }
    return {
      title,
      description,
      publisher: texts.siteName,
      twitter: { card: 'summary_large_image' as const, title, description, images: [image.url] },
      icons: [{ url: absolute('/icons/icon-192.png'), type: 'image/png' }],
      image,
      locale: LANGUAGE_REGISTRY[lang].ogLocale,
      // Every page is at every language's address: the other languages' locales, as the page's og:locale:alternate.
      alternateLocale: LANGUAGES.filter((other) => other !== lang).map((other) => LANGUAGE_REGISTRY[other].ogLocale),
    }
  }

  if (page.kind === 'article') {
    const { article, category } = await share.publicArticle(page.id)
    const meta = base(
      texts.pageTitle(article.title),
      article.description,
      share.cardPaths.article({ ...article, category }, lang),
      article.title,
    )
    const section = category ? categoryName(category, lang) : null
    return {
      title: meta.title,
      description: meta.description,
      publisher: meta.publisher,
      authors: [{ name: article.company }],
      ...(section ? { category: section } : {}),
      openGraph: {
        type: 'article',
        title: meta.title,
        description: meta.description,
        locale: meta.locale,
        alternateLocale: meta.alternateLocale,
        images: [meta.image],
        publishedTime: article.publishDate,
        modifiedTime: article.updatedAt.toISOString(),
        ...(section ? { section } : {}),
        authors: [article.company],
      },
      twitter: meta.twitter,
      icons: meta.icons,
    }
  }

  const meta = await (async () => {
    switch (page.kind) {
      case 'maker': {
        const maker = await share.publicMaker(page.username)
        const description = maker.bio ?? texts.makerDescription(maker.company)
        return base(texts.pageTitle(maker.company), description, makerCardPath(maker, lang), maker.company)
      }
      case 'category': {
        const category = await share.visibleCategory(page.slug)
        const name = categoryName(category, lang)
        return base(
          texts.pageTitle(texts.categoryTitle(name)),
          categoryDescription(category, lang) ?? texts.categoryDescription,
          share.cardPaths.category(category, lang),
          name,
        )
      }
      case 'advertise':
        return base(
          texts.pageTitle(texts.advertiseHeading),
          texts.advertiseDescription,
          share.cardPaths.site('advertise', lang),
          texts.advertiseHeading,
        )
      case 'text': {
        const [title, description] = TEXT_PAGES[page.path](texts)
        return base(texts.pageTitle(title), description, share.cardPaths.site('home', lang), title)
      }
      case 'home':
        return base(texts.homeTitle, texts.homeDescription, share.cardPaths.site('home', lang), texts.homeHeading)
    }
  })()
  return {
    title: meta.title,
    description: meta.description,
    publisher: meta.publisher,
    openGraph: {
      type: 'website',
      title: meta.title,
      description: meta.description,
      locale: meta.locale,
      alternateLocale: meta.alternateLocale,
      images: [meta.image],
    },
    twitter: meta.twitter,
    icons: meta.icons,
  }
}
