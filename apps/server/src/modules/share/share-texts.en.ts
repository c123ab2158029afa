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
  // The other public pages' titles and descriptions, as their pages say them (PiNet previews).
  featuredTitle: 'Featured Articles',
  featuredDescription: 'Articles our advertisers promote in the sliders.',
  contactTitle: 'Contact Us',
  contactDescription: 'Questions, partnerships or feedback: write to us and we will answer by email.',
  howItWorksTitle: 'How Spotlight works',
  howItWorksDescription:
    'How articles are reviewed, how promotion is sold and labelled, how ratings are counted, what “Verified” means and how reports are handled.',
  privacyTitle: 'Privacy Policy',
  privacyDescription: 'How Spotlight collects, uses and protects your personal data, and your rights.',
  cookieTitle: 'Cookie Policy',
  cookieDescription: 'Which cookies Spotlight uses and how to manage them in your browser.',
  termsTitle: 'Terms of Service',
  termsDescription: 'The rules for using Spotlight, publishing articles and paying for plans in Pi.',
  pageTitle: (page) => `${page} | Spotlight`,
}
