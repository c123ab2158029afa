// The few words the server itself draws on share cards and answers to PiNet, in both languages.
// They repeat the web catalogue's (apps/web/app/locales) wording for the same pages.
export const SHARE_LANGUAGES = ['en', 'es'] as const
export type ShareLanguage = (typeof SHARE_LANGUAGES)[number]

export const SHARE_TEXTS = {
  en: {
    siteName: 'Spotlight',
    siteKicker: 'Built for Pioneers',
    homeTitle: 'Spotlight: the Pi ecosystem in articles',
    homeHeading: 'Discover the best of the Pi ecosystem',
    homeDescription:
      'The latest articles about apps, webs, stores and channels of the Pi ecosystem, and a place to advertise yours in Pi.',
    advertiseHeading: 'Advertise with Us',
    advertiseDescription:
      'Put your app, web, store or channel in front of Pioneers. Publish an article once, then promote it in a slider every month.',
    categoryKicker: 'Category',
    categoryTitle: (name: string) => `Articles in "${name}"`,
    categoryDescription: 'Discover insightful articles in this category.',
    byLine: (company: string, app: string) => `By ${company} · App: ${app}`,
    pageTitle: (page: string) => `${page} | Spotlight`,
  },
  es: {
    siteName: 'Spotlight',
    siteKicker: 'Hecho para Pioneers',
    homeTitle: 'Spotlight: el ecosistema Pi en artículos',
    homeHeading: 'Descubre lo mejor del ecosistema Pi',
    homeDescription:
      'Los últimos artículos sobre apps, webs, tiendas y canales del ecosistema Pi, y un lugar para anunciar el tuyo en Pi.',
    advertiseHeading: 'Anúnciate con nosotros',
    advertiseDescription:
      'Muestra tu app, web, tienda o canal a los Pioneers. Publica un artículo una vez y promociónalo en un carrusel cada mes.',
    categoryKicker: 'Categoría',
    categoryTitle: (name: string) => `Artículos en "${name}"`,
    categoryDescription: 'Descubre artículos interesantes en esta categoría.',
    byLine: (company: string, app: string) => `Por ${company} · App: ${app}`,
    pageTitle: (page: string) => `${page} | Spotlight`,
  },
} satisfies Record<ShareLanguage, unknown>
