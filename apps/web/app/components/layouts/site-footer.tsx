import { useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { paths } from '#app/config/paths'

export function SiteFooter() {
  const { t } = useTranslation()
  const legal = [
    { to: paths.howItWorks(), label: t('footer.howItWorks') },
    { to: paths.privacyPolicy, label: t('footer.privacyPolicy') },
    { to: paths.cookiePolicy, label: t('footer.cookiePolicy') },
    { to: paths.termsOfService, label: t('footer.termsOfService') },
  ]

  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <p className="font-semibold text-slate-900">{t('common.appName')}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-500">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('a11y.legalNav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {legal.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-600 hover:text-violet-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        <p data-testid="copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  )
}
