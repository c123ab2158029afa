import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { useLocation } from 'react-router'
import { Link, NavLink } from '#app/components/ui/link'
import { CloseIcon, MenuIcon, SparkIcon } from '#app/components/ui/icons'
import { paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { LanguageSwitcher } from './language-switcher'

const links = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.featuredArticles, key: 'nav.featuredArticles' },
  { to: paths.advertise, key: 'nav.advertise' },
  { to: paths.contact, key: 'nav.contact' },
] as const

/** Height of the fixed bar; the page pads its content by the same amount (no layout shift). */
export const HEADER_HEIGHT_CLASS = 'h-16'

/**
 * The fixed top navigation. Account actions, the categories list and the bell come in as slots, so this
 * layout stays free of data fetching (the app shell composes the features into it). The full bar
 * needs about 1100 px (Spanish labels, signed in), so below the xl breakpoint the menu takes over;
 * between xl and 2xl the links, the search field and the greeting are narrower, so the signed-in bar
 * (with the notification bell at its end) fits 1280 px. On a phone the bar holds the brand's mark, the
 * language menu, the menu toggle and the bell, down to 320 px (e2e/tests/header-on-narrow-phone.spec.ts).
 */
export function SiteHeader({
  accountBar,
  accountMenu,
  menuExtras,
  search,
  barEnd,
}: {
  /** Account actions in the bar (wide screens). */
  accountBar: ReactNode
  /** Account actions in the mobile menu. */
  accountMenu: ReactNode
  /** Extra sections of the mobile menu (the Categories list). */
  menuExtras?: ReactNode
  /** The search field: in the bar on wide screens, at the top of the mobile menu below them. */
  search?: ReactNode
  /** The end of the bar's action row, after the menu toggle, on every width (the notification bell). */
  barEnd?: ReactNode
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const menuId = useId()
  // The menu belongs to the location it was opened on: any navigation (even to the same path) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const isMenuOpen = openedAt === location.key
  const toggle = useRef<HTMLButtonElement>(null)

  // The open menu closes on Escape (focus back on its toggle) and when focus leaves the header (Tab
  // past its last item would go on under it). An Escape a field inside used (the search) is its own.
  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (!isMenuOpen || event.key !== 'Escape' || event.defaultPrevented) return
    setOpenedAt(null)
    toggle.current?.focus()
  }
  function closeOnFocusOut(event: FocusEvent<HTMLElement>) {
    const to = event.relatedTarget
    if (isMenuOpen && to instanceof Node && !event.currentTarget.contains(to)) setOpenedAt(null)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys of the menu’s controls
    <header
      className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 print:hidden"
      onKeyDown={closeOnEscape}
      onBlur={closeOnFocusOut}
    >
      <div className={cn('mx-auto flex max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8', HEADER_HEIGHT_CLASS)}>
        {/* Below 400 px the brand is its mark alone (the name still names the link): there the language
            menu, the menu toggle and the bell need the room in every language (signed in, Indonesian needs
            ~390 px with the name), and at 320 px the longest language name (Bahasa Indonesia) takes two
            lines in its button, whole. Phones of 412 px, the Pi Browser's usual, show the name. */}
        <Link to={paths.home} className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900">
          <span className="grid h-9 w-9 place-items-center rounded-xl bg-gradient-to-br from-violet-600 to-fuchsia-600 text-white shadow-sm">
            <SparkIcon />
          </span>
          <span className="max-[400px]:sr-only">{t('common.appName')}</span>
        </Link>

        <SiteNav
          label={t('a11y.mainNav')}
          className="ml-4 hidden xl:block"
          listClassName="flex items-center gap-1"
          linkClassName="rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors 2xl:px-3"
          idleClassName="text-slate-600 hover:text-slate-900"
        />

        <div className="ml-auto flex items-center gap-3">
          {search && <div className="hidden w-52 lg:block xl:w-36 2xl:w-52">{search}</div>}
          <LanguageSwitcher />
          <div className="hidden xl:block">{accountBar}</div>
          <button
            ref={toggle}
            type="button"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenedAt(isMenuOpen ? null : location.key)}
            data-testid="mobile-menu-toggle"
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          {barEnd}
        </div>
      </div>

      <div
        id={menuId}
        hidden={!isMenuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg xl:hidden"
      >
        {search && <div className="pt-2 pb-3 lg:hidden">{search}</div>}
        <SiteNav
          label={t('a11y.mobileNav')}
          listClassName="flex flex-col"
          linkClassName="block rounded-lg px-3 py-3 text-base font-medium"
          idleClassName="text-slate-800 hover:bg-violet-50"
        />
        {menuExtras && <div className="mt-1 border-t border-slate-100 pt-1">{menuExtras}</div>}
        <div className="mt-3 border-t border-slate-100 pt-4">{accountMenu}</div>
      </div>
    </header>
  )
}

/** The four site links, laid out by the caller (a row in the bar, a column in the mobile menu). */
function SiteNav(props: {
  label: string
  className?: string
  listClassName: string
  linkClassName: string
  idleClassName: string
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={props.label} className={props.className}>
      <ul className={props.listClassName}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(props.linkClassName, isActive ? 'bg-violet-50 text-violet-800' : props.idleClassName)
              }
            >
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
