/** The How it works page's sections: links from the labels and rules point at these anchors, so they never change. */
export const HOW_IT_WORKS_SECTIONS = ['review', 'promotion', 'ratings', 'verified', 'reports'] as const
export type HowItWorksSection = (typeof HOW_IT_WORKS_SECTIONS)[number]

/**
 * Every link of the app comes from here, so a renamed route is one edit. The paths are public (links,
 * bookmarks, the Pi app's notifications and the QR codes point at them), so they never change;
 * `routes.ts` mounts the modules on the same strings.
 */
export const paths = {
  home: '/',
  advertise: '/advertise',
  featuredArticles: '/featured-articles',
  contact: '/contact',
  article: (id: number | string) => `/articles/${id}`,
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  termsOfService: '/terms-of-service',
  /** How review, promotion, ratings, "Verified" and reports work; its sections' anchors are stable. */
  howItWorks: (section?: HowItWorksSection) => (section ? `/how-it-works#${section}` : '/how-it-works'),
  category: (slug: string) => `/category/${slug}`,
  /** The search page; `q` and `category` travel in the query string, as the GET form sends them. */
  search: (query: { q?: string; category?: string | null; cursor?: string | null } = {}) => {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(query)) if (value) params.set(name, value)
    const text = params.toString()
    return text ? `/search?${text}` : '/search'
  },
  loginQr: '/login-qr',
  sessionQr: '/session-qr',
  /** The phone side of a desktop QR payment (the QR payment hand-off). */
  payQr: '/pay-qr',
  userDashboard: {
    root: '/user-dashboard',
    myArticles: '/user-dashboard/my-articles',
    createArticle: '/user-dashboard/create-article',
    editArticle: (id: number | string) => `/user-dashboard/edit-article/${id}`,
    drafts: '/user-dashboard/drafts',
    pending: '/user-dashboard/pending',
    rejected: '/user-dashboard/rejected',
    stats: '/user-dashboard/stats',
    articleStats: (id: number | string) => `/user-dashboard/stats/${id}`,
    /** Payment history and a completed payment's receipt. */
    payments: '/user-dashboard/payments',
    receipt: (orderId: string) => `/user-dashboard/payments/${encodeURIComponent(orderId)}`,
  },
  adminDashboard: {
    root: '/admin-dashboard',
    myArticles: '/admin-dashboard/my-articles',
    createArticle: '/admin-dashboard/create-article',
    editArticle: (id: number | string) => `/admin-dashboard/edit-article/${id}`,
    drafts: '/admin-dashboard/drafts',
    pending: '/admin-dashboard/pending',
    /**
     * An admin's page: an article in review, read in full before Publish or Reject. A
     * query of Pending rather than a route of its own: every route adds to each page's first load.
     */
    review: (id: number | string) => `/admin-dashboard/pending?review=${id}`,
    categoryForm: '/admin-dashboard/admin-category-form',
    inbox: '/admin-dashboard/inbox',
    reviews: '/admin-dashboard/reviews',
    stats: '/admin-dashboard/stats',
    articleStats: (id: number | string) => `/admin-dashboard/stats/${id}`,
    overview: '/admin-dashboard/overview',
    notifications: '/admin-dashboard/notifications',
    reports: '/admin-dashboard/reports',
    audit: '/admin-dashboard/audit',
    suspensions: '/admin-dashboard/suspensions',
  },
} as const

/** True for any page of either dashboard (their content needs a signed-in user). */
export function isDashboardPath(pathname: string): boolean {
  return /^\/(user|admin)-dashboard(\/|$)/.test(pathname)
}

/** `path` at `language`'s address when it is a public page's, else as it is. */
export { languagePath } from '@spotlight/shared/domain/language-paths'
