import { utcDate } from '@spotlight/shared/domain/rotation'
import type { Article } from '@spotlight/shared/schemas/articles'
import { useQueries } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from '#app/components/ui/link'
import { Card } from '#app/components/ui/card'
import { paths } from '#app/config/paths'
import { formatPublishDate } from '#app/lib/format'
import { plural, useTranslation } from '#app/lib/i18n'
import { articleStatusKey } from '#app/lib/labels'
import { useSession } from '#app/lib/session-store'
import { useMyCredits } from '../api/get-my-credits'
import { type DashboardList, dashboardArticlesQuery } from '../api/list-dashboard-articles'
import { OverviewTable } from './overview-table'

/**
 * What needs the maker first: a rejected article to fix, a draft to finish, one in review, then the
 * published ones. An admin's pending list is everyone's (to moderate), and an admin's own submissions
 * publish at once, so the admin's overview leaves it out.
 */
const USER_LISTS: DashboardList[] = ['rejected', 'drafts', 'pending', 'published']
const ADMIN_LISTS: DashboardList[] = ['drafts', 'published']

/**
 * My Articles' overview: every article of the user with its state in words and where to go
 * next (the live article, the editor, or the reason), and the publication credits left.
 */
export function ArticleOverview() {
  const { t } = useTranslation()
  const headingId = useId()
  const session = useSession()
  const isAdmin = session?.role === 'ADMIN'
  const queries = useQueries({ queries: (isAdmin ? ADMIN_LISTS : USER_LISTS).map(dashboardArticlesQuery) })
  const articles = queries.flatMap((query) => query.data ?? [])

  let body
  if (queries.some((query) => query.isPending))
    body = (
      <p role="status" className="text-slate-500">
        {t('overview.loading')}
      </p>
    )
  else if (queries.some((query) => query.isError))
    body = (
      <p role="alert" className="text-rose-700">
        {t('overview.failed')}
      </p>
    )
  else if (articles.length === 0) body = <p className="text-slate-600">{t('overview.empty')}</p>
  else
    body = (
      <OverviewTable
        label={t('overview.heading')}
        testId="article-overview"
        headers={{ title: t('overview.title'), state: t('overview.state'), next: t('overview.next') }}
        rows={articles.map((article) => ({
          key: article.id,
          title: <span className="text-slate-900">{article.title}</span>,
          state: (
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[article.status]}`}>
              {t(articleStatusKey(article.status))}
            </span>
          ),
          next: <NextStep article={article} isAdmin={isAdmin} />,
        }))}
      />
    )

  return (
    <Card as="section" aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('overview.heading')}
      </h2>
      <CreditsLeft isAdmin={isAdmin} />
      <div className="mt-4">{body}</div>
    </Card>
  )
}

const STATE_CLASSES: Record<Article['status'], string> = {
  DRAFT: 'bg-slate-100 text-slate-800',
  PENDING_APPROVAL: 'bg-amber-100 text-amber-900',
  PUBLISHED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-rose-100 text-rose-900',
  HIDDEN: 'bg-orange-100 text-orange-900',
}

/** Where to go next with an article: the live page, the editor, the reason, or nothing yet. */
function NextStep({ article, isAdmin }: { article: Article; isAdmin: boolean }) {
  const { t, i18n } = useTranslation()
  const editPath = isAdmin ? paths.adminDashboard.editArticle(article.id) : paths.userDashboard.editArticle(article.id)
  const linkClasses = 'font-semibold text-violet-800 underline'
  let next
  switch (article.status) {
    case 'PUBLISHED':
      // A future publish date schedules the article: its public page does not exist yet.
      next =
        article.publishDate > utcDate(new Date()) ? (
          t('overview.scheduled', { date: formatPublishDate(article.publishDate, i18n.language) })
        ) : (
          <Link to={paths.article(article.id)} className={linkClasses}>
            {t('overview.viewLive')}
          </Link>
        )
      break
    case 'DRAFT':
      next = (
        <Link to={editPath} className={linkClasses}>
          {t('overview.continueEditing')}
        </Link>
      )
      break
    case 'REJECTED':
      next = (
        <Link to={editPath} className={linkClasses}>
          {t('overview.seeReason')}
        </Link>
      )
      break
    case 'PENDING_APPROVAL':
      next = t('overview.waitingReview')
      break
  }
  return <span className="text-slate-700">{next}</span>
}

/** '1 article left to publish', with the language's plural rules; admins need no credits. */
function CreditsLeft({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation()
  const credits = useMyCredits()
  if (credits.isPending) return null
  if (credits.isError)
    return (
      <p role="alert" className="mt-2 text-sm text-rose-700">
        {t('overview.creditsFailed')}
      </p>
    )
  const { available, unlimited } = credits.data
  if (unlimited || isAdmin)
    return (
      <p className="mt-2 text-sm text-slate-600" data-testid="credits-left">
        {t('overview.creditsUnlimited')}
      </p>
    )
  if (available === 0)
    return (
      <p className="mt-2 text-sm text-slate-600" data-testid="credits-left">
        {t('overview.creditsNone')}{' '}
        <Link to={paths.advertise} className="font-semibold text-violet-800 underline">
          {t('overview.buyCredits')}
        </Link>
      </p>
    )
  const form = plural(i18n.language, available, { one: 'overview.creditsOne', other: 'overview.creditsOther' })
  return (
    <p className="mt-2 text-sm font-semibold text-slate-800" data-testid="credits-left">
      {t(form, { count: available })}
    </p>
  )
}
