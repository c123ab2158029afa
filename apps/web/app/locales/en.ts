import { enPlanCards } from '@spotlight/shared/plan-texts/plan-texts.en'
/**
 * English catalogue (the default language), the strings of the public pages. The product's fixed
 * wording (navigation, messages, errors: users and the tests know them) is kept word for word;
 * messages the product words only in Spanish are translated here and kept word for word in `es.ts`.
 * `es.ts` is typed against this object, so a missing Spanish key fails
 * the typecheck. What a reader does once the page has loaded is in `en.reader.ts`, the signed-in
 * screens' strings in `en.app.ts`: both outside the public first load.
 */
export const en = {
  /** Publish dates: the month names ('|' between them) and the order of the parts (lib/format.ts). */
  dates: {
    months: 'January|February|March|April|May|June|July|August|September|October|November|December',
    publishDate: '{{month}} {{day}}, {{year}}',
  },
  common: {
    appName: 'Spotlight',
    loading: 'Loading…',
    dismiss: 'Dismiss',
    backHome: 'Back to home',
    scrollHint: 'Scroll sideways to see the rest',
  },
  search: {
    label: 'Search',
    related: 'Related articles',
    siteForm: 'Site search',
    pageForm: 'Search articles',
  },
  meta: {
    title: '{{page}} | Spotlight',
    description: 'Articles about apps, webs, stores and channels of the Pi ecosystem.',
  },
  a11y: {
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    legalNav: 'Legal',
  },
  nav: {
    home: 'Home',
    featuredArticles: 'Featured Articles',
    advertise: 'Advertise with Us',
    contact: 'Contact',
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    categories: 'Categories',
    categoriesLoading: 'Loading categories…',
    categoriesError: 'Failed to load categories.',
    categoriesEmpty: 'No categories yet.',
  },
  language: {
    label: 'Language',
  },
  auth: {
    signIn: 'Sign in',
    signInWithPi: 'Sign in with Pi Browser',
    signingIn: 'Signing in…',
    greeting: 'Hi, {{username}}',
    signedInAs: 'Signed in as {{username}}',
    dashboard: 'Dashboard',
    logout: 'Logout',
    sdkMissing: 'Pi SDK not available. Please use Pi Browser to sign in.',
    sessionExpired: 'Session expired. Please log in again.',
  },
  cookies: {
    label: 'Cookie consent',
    message: 'We use cookies to keep the site working and to understand how it is used.',
    learnMore: 'Read our Cookie Policy',
    accept: 'Accept',
    reject: 'Reject',
  },
  simulator: {
    badge: 'Simulated Pi wallet',
    title:
      'Development simulator: sign-in and payments use a simulated Pi wallet and Pi Platform. No real Pi is moved.',
  },
  footer: {
    copyright: '© 2025 Spotlight. All rights reserved.',
    tagline: 'Articles about apps, webs, stores and channels of the Pi ecosystem.',
    privacyPolicy: 'Privacy Policy',
    cookiePolicy: 'Cookie Policy',
    termsOfService: 'Terms of Service',
    howItWorks: 'How it works',
  },
  home: {
    title: 'Spotlight: the Pi ecosystem in articles',
    eyebrow: 'Built for Pioneers',
    heading: 'Discover the best of the Pi ecosystem',
    body: 'Articles about apps, webs, stores and channels — and a place to put yours in the spotlight, paid in Pi.',
    browseFeatured: 'Browse featured articles',
    advertise: 'Advertise with Us',
    latestHeading: 'Latest articles',
    description:
      'The latest articles about apps, webs, stores and channels of the Pi ecosystem, and a place to advertise yours in Pi.',
  },
  pages: {
    categoryHeading: 'Articles in "{{name}}"',
    privacyPolicy: 'Privacy Policy',
    cookiePolicy: 'Cookie Policy',
    termsOfService: 'Terms of Service',
    lastUpdated: 'Last updated: May 6, 2025',
  },
  articles: {
    networkLabel: 'Pi network:',
    network: { mainnet: 'Pi Mainnet', testnet: 'Pi Testnet', none: 'Not on Pi yet' },
    appUrlLabel: 'Address:',
    by: 'By {{company}}',
    byLabel: 'By',
    appLabel: 'App:',
    categoryLabel: 'Category:',
    publishedLabel: 'Published on',
    readMore: 'Read more',
    promoVideo: 'Promotional Video',
    // The name of a video embedded in the article's body (its iframe's title), one or several.
    videoTitle: 'Video: {{title}}',
    videoTitleNumbered: 'Video {{number}}: {{title}}',
    loadFailed: 'Failed to load the article.',
    notFoundHint: 'The article may have been removed, or the link is wrong.',
    listError: 'Error loading the articles.',
    empty: 'No articles yet.',
    loadMore: 'Load more articles',
    loadingMore: 'Loading…',
    featuredHeading: 'Featured Articles',
    featuredIntro: 'Articles our advertisers promote in the sliders.',
    featuredEmpty: 'No featured articles yet.',
    featuredError: 'Could not load articles.',
    breadcrumbHome: 'Home',
  },
  reviews: {
    ratingLabel: 'Rated {{average}} out of 5 from {{count}} ratings.',
    ratingLabelOne: 'Rated {{average}} out of 5 from {{count}} rating.',
  },
  categories: {
    sidebarLabel: 'Categories',
    explore: 'Explore by Category',
    defaultDescription: 'Discover insightful articles in this category.',
    imageCredit: 'Image from Unsplash',
    notFoundTitle: 'Category not found',
    notFoundBody: 'There is no category at this address.',
  },
  slider: {
    label: 'Promoted videos',
    roleDescription: 'carousel',
    slide: 'slide',
    position: 'Promoted video {{current}} of {{total}}',
    previous: 'Previous video',
    next: 'Next video',
    closePlayer: 'Close player',
  },
  // The label of every paid placement (sliders, Featured), and what links to the promoted article say of it.
  promotion: {
    label: 'Promoted',
    labelLink: 'Promoted: how promotion works',
    suffix: '(promoted)',
  },
  advertise: {
    heading: 'Advertise with Us',
    intro:
      'Put your app, web, store or channel in front of Pioneers. Publish an article once, then promote it in a slider every month.',
    perMonth: 'every 30 days',
    oneTime: 'one-time payment',
    price: '{{price}} Pi',
    priceUnavailable: 'Price unavailable',
    choosePlan: 'Choose plan',
    promoteNote: 'An article can be promoted after it is approved and published.',
    slots: {
      heading: 'Slot availability',
      intro: 'Slider slots are limited. Check how many are left before you choose a plan.',
      categoryLabel: 'Category',
      remaining: '{{remaining}} of {{total}} slots available',
      loading: 'Checking slots…',
      unavailable: 'Availability unavailable right now.',
      noCategories: 'No categories to choose from yet.',
    },
    noSlotsLeft: 'No slots left',
    reach: {
      heading: 'Reach in the last 30 days',
      intro: 'Slides seen for at least one second, and distinct readers a day.',
      slider: 'Slider',
      impressions: 'Impressions',
      readers: 'Readers',
    },
  },
  // Every plan's words (the Advertise cards, receipts, My Articles' links, the stats), from packages/shared.
  planCards: enPlanCards,
  contact: {
    heading: 'Contact Us',
    intro: 'Questions, partnerships or feedback: write to us and we will answer by email.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    submit: 'Send message',
    sending: 'Sending…',
    success: 'Your message has been sent successfully!',
    failure: 'Failed to send message. Please try again.',
    errors: {
      name: 'Name is required (min. 3 characters).',
      email: 'A valid email is required.',
      message: 'Message is required (min. 10 characters).',
    },
  },
  legal: {
    tocLabel: 'On this page',
  },
  report: {
    button: 'Report this article',
  },
  share: {
    button: 'Share',
  },
  makers: {
    joined: 'Joined {{date}}',
    articlesHeading: 'Articles by {{company}}',
    replies: 'Answered reviews: {{answered}}',
    repliesInTime: 'Answered reviews: {{answered}} ({{share}} within 7 days)',
  },
  errors: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Please try again in a moment.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'We could not find what you were looking for.',
  },
  verified: {
    badge: 'Verified: controls {{host}} since {{date}}',
  },
}

/** The shape of every language's public catalogue: the English keys, each a string. */
export type PublicCatalogue = typeof en
