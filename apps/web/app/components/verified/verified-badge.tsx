import { Link } from '#app/components/ui/link'
import { paths } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'

/** What verification means, on the How it works page. */
export const VERIFIED_HELP_PATH = paths.howItWorks('verified')

const BADGE =
  'inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100'

/**
 * "Verified: controls {host} since {date}": the maker proved they control the app's host (a token
 * published at it, re-checked weekly). Links to the page that explains what that proves and what not.
 * `since` comes formatted by the caller (`formatPublishDate`): this module is shared by the cards, the
 * article and maker pages, so the build puts it in the shell chunk, and it must import nothing the shell
 * does not hold already (lib/format.ts pulled in there made the server bundle's locale chunks import the
 * shell while its top-level await loaded them: the server's import never settled).
 */
export function VerifiedBadge({ host, since, className }: { host: string; since: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <Link to={VERIFIED_HELP_PATH} data-testid="verified-badge" className={className ?? BADGE}>
      <span aria-hidden="true">✓</span>
      {t('verified.badge', { host, date: since })}
    </Link>
  )
}
