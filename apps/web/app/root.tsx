import type { ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { refuseUnknownPrefix } from './lib/language-prefix.server'
import type { Route } from './+types/root'
import { buttonClasses } from './components/ui/button'
import { PwaHead } from './features/pwa/pwa-head'
import { paths } from './config/paths'
import { appContext } from './lib/app-context'
import { useReplayEarlyInteractions } from './lib/early-tap'
import { I18nProvider, loadLanguage, useTranslation } from './lib/i18n'
import { InlineStyles } from './lib/inline-styles'
import { DEFAULT_LANGUAGE, detectLanguage, isLanguage, localizedPath, pageDirection } from './lib/language'
import { useRootData } from './lib/public-config'
import { AppShell } from './routes/+shared/app-shell'

// In the browser, the page's catalogue arrives before hydration (the server rendered in the
// language it wrote into <html lang>): a top-level await, so the first render has every string.
if (typeof document !== 'undefined') {
  const pageLanguage = document.documentElement.lang
  await loadLanguage(isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE)
}

export function loader({ context, request, params }: Route.LoaderArgs) {
  refuseUnknownPrefix(request, params)
  const app = context.get(appContext)
  return { nonce: app.nonce, config: app.config, lang: detectLanguage(request) }
}

// The HTML differs by language, which comes from these two request headers.
export function headers() {
  return { Vary: 'Cookie, Accept-Language' }
}

export function Layout({ children }: { children: ReactNode }) {
  useReplayEarlyInteractions({ isRoot: true })
  const { lang } = useRootData()
  // The loader's language on the server and in the browser alike, so hydration matches.
  return (
    <I18nProvider language={lang}>
      <Document>{children}</Document>
    </I18nProvider>
  )
}

function Document({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation()
  const { nonce, config } = useRootData()
  return (
    <html lang={i18n.language} dir={pageDirection(i18n.language)} className="scroll-pt-20">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        {/* Declared, so browsers ask for no /favicon.ico (an unknown path: redirected to the whole home page). */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <PwaHead lang={i18n.language} />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={t('common.appName')}
          href={localizedPath(i18n.language, '/rss.xml')}
        />
        <Meta />
        <InlineStyles />
        <Links nonce={nonce || undefined} />
        {config.piSdkUrl && <script src={config.piSdkUrl} nonce={nonce} async />}
      </head>
      <body className="bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold">{isNotFound ? t('errors.notFoundTitle') : t('errors.title')}</h1>
      <p className="text-slate-600">{isNotFound ? t('errors.notFoundBody') : t('errors.body')}</p>
      <a href={paths.home} className={buttonClasses('primary')}>
        {t('common.backHome')}
      </a>
    </main>
  )
}
