import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The route table, path by path: these paths are public (links, bookmarks, QR codes and the Pi app's
// notifications point at them) and `config/paths.ts` spells the same strings. Admin screens that behave like the
// user's (by role) reuse the user-dashboard modules under their own route ids.
export default [
  // Each public page at every language's address: `/advertise` (negotiated), `/es/advertise`, ...;
  // the root loader refuses a first segment that is not a language's prefix.
  route(':lang?', 'routes/public/home.tsx'),
  route(':lang?/advertise', 'routes/public/advertise.tsx'),
  route(':lang?/featured-articles', 'routes/public/featured-articles.tsx'),
  route(':lang?/contact', 'routes/public/contact.tsx'),
  route(':lang?/articles/:id', 'routes/public/articles.$id.tsx'),
  route(':lang?/privacy-policy', 'routes/public/legal/privacy-policy.tsx'),
  route(':lang?/cookie-policy', 'routes/public/legal/cookie-policy.tsx'),
  route(':lang?/terms-of-service', 'routes/public/legal/terms-of-service.tsx'),
  // The rules in public: review, promotion, ratings, "Verified" and reports.
  route(':lang?/how-it-works', 'routes/public/how-it-works.tsx'),
  route(':lang?/category/:slug', 'routes/public/category.$slug.tsx'),
  // A maker's public page: their company, bio, website, articles and followers.
  route(':lang?/makers/:username', 'routes/public/makers.$username.tsx'),
  // Search results.
  route(':lang?/search', 'routes/public/search.tsx'),
  // The language switcher's form, for readers without JavaScript (yet).
  route('language', 'routes/language.ts'),

  route('user-dashboard', 'routes/user-dashboard/layout.tsx', [
    index('routes/user-dashboard/index.tsx'),
    route('create-article', 'routes/user-dashboard/create-article.tsx'),
    route('edit-article/:id', 'routes/user-dashboard/edit-article.$id.tsx'),
    route('my-articles', 'routes/user-dashboard/my-articles.tsx'),
    route('drafts', 'routes/user-dashboard/drafts.tsx'),
    route('pending', 'routes/user-dashboard/pending.tsx'),
    route('rejected', 'routes/user-dashboard/rejected.tsx'),
    // Campaign stats.
    route('stats', 'routes/user-dashboard/stats.tsx'),
    route('stats/:id', 'routes/user-dashboard/stats.$id.tsx'),
    // Payment history and receipts.
    route('payments', 'routes/user-dashboard/payments.tsx'),
    route('payments/:orderId', 'routes/user-dashboard/payments.$orderId.tsx'),
    // Notifications; admins reach this page too.
    route('notifications', 'routes/user-dashboard/notifications.tsx'),
    // Followed makers and categories, the maker's own profile fields and their app verification (one route: each
    // adds to every first load).
    route('following', 'routes/user-dashboard/following.tsx'),
  ]),

  // No "rejected" child for admins.
  route('admin-dashboard', 'routes/admin-dashboard/layout.tsx', [
    index('routes/admin-dashboard/index.tsx'),
    route('create-article', 'routes/user-dashboard/create-article.tsx', { id: 'admin-create-article' }),
    route('edit-article/:id', 'routes/user-dashboard/edit-article.$id.tsx', { id: 'admin-edit-article' }),
    route('my-articles', 'routes/user-dashboard/my-articles.tsx', { id: 'admin-my-articles' }),
    route('drafts', 'routes/user-dashboard/drafts.tsx', { id: 'admin-drafts' }),
    route('pending', 'routes/user-dashboard/pending.tsx', { id: 'admin-pending' }),
    route('admin-category-form', 'routes/admin-dashboard/admin-category-form.tsx'),
    // The admin's contact inbox.
    route('inbox', 'routes/admin-dashboard/inbox.tsx'),
    // Reviews awaiting approval, and hiding a review or reply with a reason.
    route('reviews', 'routes/admin-dashboard/reviews.tsx'),
    // The user dashboard's notifications page, inside the admin's own layout and menu.
    route('notifications', 'routes/user-dashboard/notifications.tsx', { id: 'admin-notifications' }),
    // Campaign stats of every article, and the business overview.
    route('stats', 'routes/user-dashboard/stats.tsx', { id: 'admin-stats' }),
    route('stats/:id', 'routes/user-dashboard/stats.$id.tsx', { id: 'admin-article-stats' }),
    route('overview', 'routes/admin-dashboard/overview.tsx'),
    // Readers' reports, grouped by item, and the audit trail of every admin action.
    route('reports', 'routes/admin-dashboard/reports.tsx'),
    route('audit', 'routes/admin-dashboard/audit.tsx'),
    // Suspending a maker, lifting it, and the accounts suspended now.
    route('suspensions', 'routes/admin-dashboard/suspensions.tsx'),
  ]),

  route('login-qr', 'routes/qr/login-qr.tsx'),
  route('session-qr', 'routes/qr/session-qr.tsx'),
  route('pay-qr', 'routes/qr/pay-qr.tsx'),

  // Any other path: a server-side redirect home.
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig
