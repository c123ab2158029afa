import { type MouseEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { useLocation } from 'react-router'
import { NavLink } from '#app/components/ui/link'
import { CloseIcon, MenuIcon } from '#app/components/ui/icons'
import { cn } from '#app/lib/cn'

export type DashboardLink = {
  to: string
  label: string
  testId?: string
  /** A pulsing dot after the label; the string is its accessible description. */
  indicator?: string
  /** A number after the label (seen as a badge); `label` is what a screen reader hears after a comma. */
  count?: { value: number; label: string } | undefined
  /** Runs before the link is followed; it may call `event.preventDefault()` to stay. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/**
 * Sidebar layout of both dashboards. From 1024 px the sidebar is always shown; below, Menu/Close
 * toggles it, and it closes again after a link is followed.
 */
export function DashboardLayout({
  title,
  links,
  children,
}: {
  title: string
  links: readonly DashboardLink[]
  children: ReactNode
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const sidebarId = useId()
  // Tied to the location it was opened on, so following any link closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const isOpen = openedAt === location.key

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:flex lg:gap-8 lg:px-8 lg:py-10 print:block print:p-0">
      <div className="mb-4 flex items-center justify-between lg:hidden print:hidden">
        <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</p>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
          aria-expanded={isOpen}
          aria-controls={sidebarId}
          onClick={() => setOpenedAt(isOpen ? null : location.key)}
          data-testid="dashboard-menu-toggle"
        >
          {isOpen ? <CloseIcon width={18} height={18} /> : <MenuIcon width={18} height={18} />}
          {isOpen ? t('dashboard.close') : t('dashboard.menu')}
        </button>
      </div>

      <aside
        id={sidebarId}
        className={cn('mb-6 shrink-0 lg:mb-0 lg:block lg:w-60 print:hidden', isOpen ? 'block' : 'hidden')}
        data-testid="dashboard-sidebar"
      >
        <p className="mb-3 hidden px-3 text-sm font-semibold tracking-wide text-slate-500 uppercase lg:block">
          {title}
        </p>
        <nav
          aria-label={t('dashboard.navLabel')}
          className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm"
        >
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={(event) => {
                    link.onClick?.(event)
                    setOpenedAt(null)
                  }}
                  data-testid={link.testId}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                      isActive ? 'bg-violet-700 text-white' : 'text-slate-700 hover:bg-violet-50 hover:text-violet-800',
                    )
                  }
                >
                  <span className="inline-flex items-center gap-2">
                    {link.label}
                    {link.indicator ? (
                      <span className="relative flex h-2.5 w-2.5" data-testid="rejected-indicator">
                        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-rose-400 opacity-75 motion-reduce:animate-none" />
                        <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-rose-500" />
                        <span className="sr-only">{link.indicator}</span>
                      </span>
                    ) : null}
                    {link.count ? (
                      <>
                        <span
                          aria-hidden="true"
                          className="min-w-6 rounded-full bg-amber-400 px-1.5 py-0.5 text-center text-xs font-bold text-slate-900"
                          data-testid="link-count"
                        >
                          {link.count.value}
                        </span>
                        <span className="sr-only">, {link.count.label}</span>
                      </>
                    ) : null}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>

      <div className="min-w-0 flex-1">{children}</div>
    </div>
  )
}
