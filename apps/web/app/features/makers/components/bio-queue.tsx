import type { AdminMakerBio } from '@spotlight/shared/schemas/makers'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { HoldDecision } from '#app/components/ui/hold-decision'
import { ScreeningNote } from '#app/components/ui/screening-note'
import { StatusBanner } from '#app/components/ui/status-banner'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { useFocusAfterRemoval } from '#app/lib/use-focus-after-removal'
import { makerPaths } from '#app/lib/maker-paths'
import { useDecideBio } from '../api/decide-bio'
import { useHeldBios } from '../api/list-held-bios'

/** The makers' bios the scam screening holds: their public pages show no bio until an admin approves it. */
export function BioQueue() {
  const { t } = useTranslation()
  const bios = useHeldBios()
  const [said, setSaid] = useState('')
  const listRef = useRef<HTMLUListElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const held = bios.data ?? []
  const focusAfter = useFocusAfterRemoval(
    held.map((bio) => bio.username),
    listRef,
    statusRef,
  )
  // Either decision takes the bio off the queue: said in the status line, the focus on to the next bio.
  const onDecided = (bio: AdminMakerBio, action: 'APPROVE' | 'HIDE') => {
    focusAfter(bio.username, held.indexOf(bio))
    setSaid(
      t(action === 'APPROVE' ? 'makerBioAdmin.approvedNamed' : 'makerBioAdmin.hiddenNamed', {
        username: bio.username,
      }),
    )
  }
  return (
    <div className="flex flex-col gap-5" data-testid="bio-queue">
      <p className="text-slate-600">{t('makerBioAdmin.intro')}</p>
      <p ref={statusRef} tabIndex={-1} role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {said}
      </p>
      {bios.isPending ? (
        <p className="text-slate-600">{t('common.loading')}</p>
      ) : bios.isError ? (
        <StatusBanner tone="error">{t('reviewAdmin.failed')}</StatusBanner>
      ) : bios.data.length === 0 ? (
        <p className="text-slate-600">{t('makerBioAdmin.empty')}</p>
      ) : (
        <ul ref={listRef} className="flex flex-col gap-4">
          {bios.data.map((bio) => (
            <HeldBio key={bio.username} bio={bio} onDecided={(action) => onDecided(bio, action)} />
          ))}
        </ul>
      )}
    </div>
  )
}

function HeldBio({ bio, onDecided }: { bio: AdminMakerBio; onDecided: (action: 'APPROVE' | 'HIDE') => void }) {
  const { t, i18n } = useTranslation()
  const decide = useDecideBio()
  const done = (action: 'APPROVE' | 'HIDE') => ({ onSuccess: () => onDecided(action) })
  return (
    // Focusable from script only: after a decision the focus lands on the bio that took its place.
    <li tabIndex={-1} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="queue-bio">
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
        onApprove={() => decide.mutate({ username: bio.username, decision: { action: 'APPROVE' } }, done('APPROVE'))}
        onHide={(reason) =>
          decide.mutate({ username: bio.username, decision: { action: 'HIDE', reason } }, done('HIDE'))
        }
      />
    </li>
  )
}
