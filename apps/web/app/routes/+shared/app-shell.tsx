import { type ReactNode, useEffect } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { NoticeArea } from '#app/components/layouts/notice-area'
import { SiteHeader } from '#app/components/layouts/site-header'
import { SessionExpiryRedirect } from '#app/features/auth/components/session-expiry-redirect'
import { deferHydration } from '#app/lib/defer-hydration'
import { startPiSdk } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { useFocusMainOnNavigation } from '#app/lib/use-focus-main-on-navigation'

const chrome = () => import('./deferred-chrome')
const AccountActions = await deferHydration(chrome, 'AccountActions')
const NotificationBellSlot = await deferHydration(chrome, 'NotificationBellSlot')
const SiteFooter = await deferHydration(chrome, 'SiteFooter')
const SimulatorBadge = await deferHydration(chrome, 'SimulatorBadge')
const CategoriesDisclosure = await deferHydration(chrome, 'CategoriesDisclosure')
const CookieBanner = await deferHydration(chrome, 'CookieBanner')
// A plain GET form until its code arrives; its suggestions load only when it takes focus.
const SearchField = await deferHydration(chrome, 'SearchField')
const PageViewCounter = await deferHydration(chrome, 'PageViewCounter')

/** The global chrome around every page: nav, notices, footer, banners. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const config = usePublicConfig()
  useFocusMainOnNavigation()

  // Poll for the async SDK script once per tab (every 300 ms, at most 30 times).
  useEffect(() => {
    void startPiSdk(config.piSandbox)
  }, [config.piSandbox])

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-violet-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('a11y.skipToContent')}
      </a>
      {/* Early in the Tab order (it asks for an answer), at the foot of the window all the same (fixed). */}
      <CookieBanner isRaised={config.piSimulator} />
      <SiteHeader
        accountBar={<AccountActions variant="bar" />}
        accountMenu={<AccountActions variant="menu" />}
        barEnd={<NotificationBellSlot />}
        menuExtras={<CategoriesDisclosure />}
        search={<SearchField />}
      />
      {/* pt-16 = the fixed header's height, so nothing jumps under it. */}
      <div className="flex min-h-dvh flex-col pt-16 print:min-h-0 print:pt-0">
        <NoticeArea />
        <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
      {/* The badge and the cookie banner each in their own fixed box: a shared one grew upwards when
          the banner appeared after hydration, and that counted as a layout shift (CLS 0.035 with the
          simulator on). */}
      {config.piSimulator && (
        // Above the docked mini player's tray while it is there (app.css).
        <div className="pointer-events-none fixed bottom-[var(--mini-dock-offset,0px)] left-0 z-50 p-3 sm:right-0 sm:left-auto print:hidden">
          <SimulatorBadge />
        </div>
      )}
      <SessionExpiryRedirect />
      <PageViewCounter />
    </>
  )
}
