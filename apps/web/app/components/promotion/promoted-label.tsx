import { Link } from '#app/components/ui/link'
import { paths } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'

/**
 * The "Promoted" pill every paid placement carries, in the page's language. It is itself the link to
 * how promotion works (never put it inside another link); its accessible name starts with the word it
 * shows, so a voice user can say what they see.
 */
export function PromotedLabel({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <Link
      to={paths.howItWorks('promotion')}
      aria-label={t('promotion.labelLink')}
      className={cn(
        'inline-block shrink-0 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-900 hover:bg-amber-300 hover:underline',
        className,
      )}
      data-testid="promoted-label"
      // A click on it opens the rules, not the promoted article: the campaign stats do not count it.
      data-stat-skip=""
    >
      {t('promotion.label')}
    </Link>
  )
}
