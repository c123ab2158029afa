/**
 * The parts of the global chrome that can wait for their code (app-shell.tsx hydrates them through
 * `deferHydration`): the footer and the mobile menu's categories are links that work as plain HTML;
 * the account actions show the signed-in user only after hydration anyway (sessions live in
 * localStorage); the cookie banner and the simulator badge appear only after hydration; campaign
 * stats count only after hydration; the notification bell exists only for a signed-in
 * user, and loads its own code then. One module, so they arrive as one small file.
 */
export { AccountActions } from '#app/features/auth/components/account-actions'
export { NotificationBellSlot } from '#app/features/notifications/components/notification-bell-slot'
export { SiteFooter } from '#app/components/layouts/site-footer'
export { SimulatorBadge } from '#app/components/layouts/simulator-badge'
export { CategoriesDisclosure } from '#app/features/categories/components/categories-disclosure'
export { CookieBanner } from '#app/features/cookie-consent/components/cookie-banner'
export { SearchField } from '#app/features/search/components/search-field'
export { PageViewCounter } from '#app/features/stats/counting/page-view-counter'
