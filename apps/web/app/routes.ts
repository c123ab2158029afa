import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The spec's route table (product-spec.md section 2), explicitly. Admin screens that behave like the
// user's (by role) reuse the user-dashboard modules under their own route ids.
export default [
  index('routes/public/home.tsx'),
  route('advertise', 'routes/public/advertise.tsx'),
  route('featured-articles', 'routes/public/featured-articles.tsx'),
  route('contact', 'routes/public/contact.tsx'),
  route('articles/:id', 'routes/public/articles.$id.tsx'),
  route('privacy-policy', 'routes/public/legal/privacy-policy.tsx'),
  route('cookie-policy', 'routes/public/legal/cookie-policy.tsx'),
  route('terms-of-service', 'routes/public/legal/terms-of-service.tsx'),
  route('category/:slug', 'routes/public/category.$slug.tsx'),
  // Beyond the spec (issue 18): search results.
  route('search', 'routes/public/search.tsx'),
  // Beyond the spec: the language switcher's form, for readers without JavaScript (yet).
  route('language', 'routes/language.ts'),

  route('user-dashboard', 'routes/user-dashboard/layout.tsx', [
    index('routes/user-dashboard/index.tsx'),
    route('create-article', 'routes/user-dashboard/create-article.tsx'),
    route('edit-article/:id', 'routes/user-dashboard/edit-article.$id.tsx'),
    route('my-articles', 'routes/user-dashboard/my-articles.tsx'),
    route('drafts', 'routes/user-dashboard/drafts.tsx'),
    route('pending', 'routes/user-dashboard/pending.tsx'),
    route('rejected', 'routes/user-dashboard/rejected.tsx'),
    // Campaign stats (issue 19).
    route('stats', 'routes/user-dashboard/stats.tsx'),
    route('stats/:id', 'routes/user-dashboard/stats.$id.tsx'),
    // Payment history and receipts (issue 20).
    route('payments', 'routes/user-dashboard/payments.tsx'),
    route('payments/:orderId', 'routes/user-dashboard/payments.$orderId.tsx'),
    // Notifications (issue 20); admins reach this page too.
    route('notifications', 'routes/user-dashboard/notifications.tsx'),
  ]),

  // No "rejected" child for admins (spec route table).
  route('admin-dashboard', 'routes/admin-dashboard/layout.tsx', [
    index('routes/admin-dashboard/index.tsx'),
    route('create-article', 'routes/user-dashboard/create-article.tsx', { id: 'admin-create-article' }),
    route('edit-article/:id', 'routes/user-dashboard/edit-article.$id.tsx', { id: 'admin-edit-article' }),
    route('my-articles', 'routes/user-dashboard/my-articles.tsx', { id: 'admin-my-articles' }),
    route('drafts', 'routes/user-dashboard/drafts.tsx', { id: 'admin-drafts' }),
    route('pending', 'routes/user-dashboard/pending.tsx', { id: 'admin-pending' }),
    route('admin-category-form', 'routes/admin-dashboard/admin-category-form.tsx'),
    // Beyond the spec (architecture.md section 7): the admin's contact inbox.
    route('inbox', 'routes/admin-dashboard/inbox.tsx'),
    // Campaign stats of every article, and the business overview (issue 19).
    route('stats', 'routes/user-dashboard/stats.tsx', { id: 'admin-stats' }),
    route('stats/:id', 'routes/user-dashboard/stats.$id.tsx', { id: 'admin-article-stats' }),
    route('overview', 'routes/admin-dashboard/overview.tsx'),
  ]),

  route('login-qr', 'routes/qr/login-qr.tsx'),
  route('session-qr', 'routes/qr/session-qr.tsx'),
  route('pay-qr', 'routes/qr/pay-qr.tsx'),

  // Any other path: a server-side redirect home.
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig
