import type { ShareCatalogue } from './share-texts'

export const en: ShareCatalogue = {
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
  categoryTitle: (name) => `Articles in "${name}"`,
  categoryDescription: 'Discover insightful articles in this category.',
  makerKicker: 'Maker',
  makerDescription: (company) => `Articles by ${company} on Spotlight`,
  byLine: (company, app) => `By ${company} · App: ${app}`,
  pageTitle: (page) => `${page} | Spotlight`,
}
