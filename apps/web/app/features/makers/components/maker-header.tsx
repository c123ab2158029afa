import type { ReactNode } from 'react'
import type { MakerProfile } from '@spotlight/shared/schemas/makers'
import { RatingBadge } from '#app/components/rating/rating-badge'
import { formatPublishDate } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { VerifiedBadge } from '#app/components/verified/verified-badge'

/**
 * The top of a maker's page: company, handle, bio and website (as text and a plain link: the bio is
 * never read as markup), the joined date, their apps' rating and how they answer reviews, and
 * `actions` (the follow button).
 */
export function MakerHeader({ maker, actions }: { maker: MakerProfile; actions?: ReactNode }) {
  const { t, i18n } = useTranslation()
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-10 sm:px-6 lg:px-8">
        <div className="wrap-anywhere">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{maker.company}</h1>
          <p className="mt-1 text-sm text-slate-600">@{maker.username}</p>
        </div>
        {maker.bio && <p className="max-w-2xl wrap-anywhere whitespace-pre-line text-slate-700">{maker.bio}</p>}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {maker.website && (
            <a
              href={maker.website}
              rel="noopener noreferrer nofollow ugc"
              className="font-semibold wrap-anywhere text-violet-800 underline hover:text-violet-950"
            >
              {maker.website.replace(/^https:\/\//, '')}
            </a>
          )}
          <span>{t('makers.joined', { date: formatPublishDate(maker.joinedAt.slice(0, 10), i18n.language) })}</span>
        </p>
        {maker.verified.length > 0 && (
          <ul className="flex flex-wrap gap-2" data-testid="maker-verified">
            {maker.verified.map((verification) => (
              <li key={verification.host}>
                <VerifiedBadge
                  host={verification.host}
                  since={formatPublishDate(verification.since.slice(0, 10), i18n.language)}
                />
              </li>
            ))}
          </ul>
        )}
        <RatingBadge rating={maker.rating} />
        {maker.replies.answered > 0 && (
          <p className="text-sm text-slate-600" data-testid="maker-replies">
            {maker.replies.within7Days === null
              ? t('makers.replies', { answered: maker.replies.answered })
              : t('makers.repliesInTime', {
                  answered: maker.replies.answered,
                  share: maker.replies.within7Days.toLocaleString(i18n.language, { style: 'percent' }),
                })}
          </p>
        )}
        {actions}
      </div>
    </header>
  )
}
