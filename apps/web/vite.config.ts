import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const fromPackages = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`)

const sharedAppModules = /[\\/]apps[\\/]web[\\/]app[\\/](lib|components|config)[\\/]/
/** Modules `apps/web/app/<one of paths>.ts(x)`; the paths may hold regular-expression groups. */
const appModules = (paths: string[]) =>
  new RegExp(`[\\\\/]app[\\\\/](${paths.join('|').replaceAll('/', '[\\\\/]')})\\.tsx?$`)

// Shared modules the public pages do not load first: TanStack Query's provider (dashboards, editor,
// QR, payment), the dashboards' layout, modals, and what only parts hydrated later use: dates (cards),
// `useRemote` (account actions) and the chrome (routes/+shared/deferred-chrome.tsx). Also what
// features share but a first load does not need: the Pi sign-in (loaded on the tap), the category list
// (deferred chrome, editor), the media upload and its config (editor, category form), the article view (article page,
// editor preview), the QR pieces, and the form and page primitives of forms and dashboards. The fetch
// wrapper and the session store too: a public page renders from its loader, and only code that loads
// later (deferred parts, "Load more", dashboards, the language menu's choice) calls the API, reads the stored session or asks for its form cookie; the app
// shell's expiry redirect listens through the small `session-expiry` instead. Status labels serve
// only dashboards, and so do tables and their scroll region, and the moderation queues' screening notes and hold decisions. A card's rating badge rides with the cards. The header image stays in the shell: cards and the article page show it first, and
// a file of its own weighs more.
const onDemandAppModules = appModules([
  'lib/(query-client|format|use-remote|list-categories|upload-media|use-upload-slot|get-media-config|api-client|labels|plan-texts|plan-card-keys|session-store|session-cookie|account-language|i18n-parts|form-answers|use-focus-after-removal)',
  'lib/pi-auth/[\\w-]+',
  'components/article/(article-detail|video-titles)',
  'components/rating/rating-badge',
  'components/layouts/(dashboard-layout|dashboard-section|site-footer|simulator-badge)',
  'components/ui/(more-button|paged-list|modal|qr-code-image|status-icons|status-line|status-banner|form-field|card|page-header|data-table|scroll-region|hold-decision|screening-note|screening-types)',
])
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // No preload helper in the first load (~0.5 KB gzip): React Router preloads route modules itself,
    // and the few lazy parts (slider, editor, payment flow) fetch their shared chunks as they import them.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // A page's first load used to be ~35 files, each carrying ~1.3 KB of response headers and
        // compressed on its own; what every page loads anyway now comes in two files. Lazy-only
        // libraries (the editor, QR codes, STOMP) are left out of these groups, so they stay lazy.
        codeSplitting: {
          groups: [
            {
              // Every page needs all of these before it can hydrate: one file, not three.
              name: 'vendor',
              test: fromPackages(['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser']),
            },
            // The app's own shared code every page hydrates with: on their own these were ~1 KB
            // files, each costing a phone a round trip before hydrating.
            { name: 'shell', test: (id: string) => sharedAppModules.test(id) && !onDemandAppModules.test(id) },
          ],
        },
      },
    },
  },
})
