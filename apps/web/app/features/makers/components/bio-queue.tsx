import type { AdminMakerBio } from '@spotlight/shared/schemas/makers'
import { Link } from 'react-router'
import { HoldDecision } from '#app/components/ui/hold-decision'
import { ScreeningNote } from '#app/components/ui/screening-note'
import { StatusBanner } from '#app/components/ui/status-banner'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { makerPaths } from '#app/lib/maker-paths'
import { useDecideBio } from '../api/decide-bio'
import { useHeldBios } from '../api/list-held-bios'

/** The makers' bios the scam screening holds: their public pages show no bio until an admin approves it. */
export function BioQueue() {
  const { t } = useTranslation()
  const bios = useHeldBios()
  return (
    <div className="flex flex-col gap-5" data-testid="bio-queue">
      <p className="text-slate-600">{t('makerBioAdmin.intro')}</p>
      {bios.isPending ? (
        <p className="text-slate-600">{t('common.loading')}</p>
      ) : bios.isError ? (
        <StatusBanner tone="error">{t('reviewAdmin.failed')}</StatusBanner>
      ) : bios.data.length === 0 ? (
        <p className="text-slate-600">{t('makerBioAdmin.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {bios.data.map((bio) => (
            <HeldBio key={bio.username} bio={bio} />
          ))}
        </ul>
      )}
    </div>
  )
}

function HeldBio({ bio }: { bio: AdminMakerBio }) {
  const { t, i18n } = useTranslation()
  const decide = useDecideBio()
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="queue-bio">
      <p className="text-sm text-slate-600">
        <Link to={makerPaths.maker(bio.username)} className="font-semibold text-violet-700 hover:underline">
          {t('makerBioAdmin.bioOf', { username: bio.username })}
        </Link>{' '}
        · {formatDateTime(bio.updatedAt, i18n.language)}
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800" dir="auto">
        {bio.bio}
      </p>
      {bio.screening.flagged && (
        <ScreeningNote heading={t('makerBioAdmin.flagged')} findings={bio.screening.findings} />
      )}
      <HoldDecision
        labels={{
          approve: t('makerBioAdmin.approve'),
          hide: t('makerBioAdmin.hide'),
          reason: t('makerBioAdmin.reason'),
          reasonRequired: t('reviewAdmin.reasonRequired'),
          failed: t('reviewAdmin.failed'),
        }}
        isBusy={decide.isPending}
        isFailed={decide.isError}
        onApprove={() => decide.mutate({ username: bio.username, decision: { action: 'APPROVE' } })}
        onHide={(reason) => decide.mutate({ username: bio.username, decision: { action: 'HIDE', reason } })}
      />
    </li>
  )
}
