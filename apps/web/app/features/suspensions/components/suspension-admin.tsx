import { useState, type FormEvent } from 'react'
import { SUSPENSION_REASON_MAX } from '@spotlight/shared/domain/limits'
import { SuspendInputSchema } from '@spotlight/shared/schemas/suspension'
import { Button } from '#app/components/ui/button'
import { PagedList, type PagedListTexts } from '#app/components/ui/paged-list'
import { FormField } from '#app/components/ui/form-field'
import { StatusBanner } from '#app/components/ui/status-banner'
import { ApiError } from '#app/lib/api-client'
import { formatDateTime } from '#app/lib/format'
import { useTranslation, type TranslationKey } from '#app/lib/i18n'
import { useSuspensionState } from '../api/get-suspension-state'
import { useLiftSuspension } from '../api/lift-suspension'
import { useSuspendedAccounts } from '../api/list-suspended'
import { useSuspendAccount } from '../api/suspend-account'

/** What an admin reads when a call fails, by the server's code (never its English message). */
function errorKey(error: unknown): TranslationKey {
  const code = error instanceof ApiError ? error.code : ''
  if (code === 'USER_NOT_FOUND') return 'suspensions.userNotFound'
  if (code === 'USER_ALREADY_SUSPENDED') return 'suspensions.alreadySuspended'
  if (code === 'FORBIDDEN') return 'suspensions.adminCannot'
  if (code === 'VALIDATION_FAILED') return 'suspensions.invalid'
  return 'suspensions.failed'
}

type Notice = { tone: 'success' | 'error'; text: string }

/**
 * An admin looks an account up, suspends it with a reason or lifts its suspension, and sees every
 * account suspended now with a Lift button. Each outcome is read out from one status region.
 */
export function SuspensionAdmin() {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const [username, setUsername] = useState('')
  const [notice, setNotice] = useState<Notice | null>(null)
  const lift = useLiftSuspension()

  const onLookup = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    setUsername(draft.trim())
  }
  const onLift = (name: string) => {
    setNotice(null)
    lift.mutate(name, {
      onSuccess: () => setNotice({ tone: 'success', text: t('suspensions.lifted', { username: name }) }),
      onError: (error) => setNotice({ tone: 'error', text: t(errorKey(error)) }),
    })
  }

  return (
    <div className="flex max-w-2xl flex-col gap-10">
      <section aria-labelledby="suspension-lookup" className="flex flex-col gap-4">
        <h2 id="suspension-lookup" className="text-lg font-semibold text-slate-900">
          {t('suspensions.lookupHeading')}
        </h2>
        <form onSubmit={onLookup} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label={t('suspensions.username')} className="flex-1">
            {(control) => (
              <input
                {...control}
                value={draft}
                required
                maxLength={64}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                onChange={(event) => setDraft(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" variant="secondary">
            {t('suspensions.lookup')}
          </Button>
        </form>
        {username && (
          <AccountState
            key={username}
            username={username}
            onNotice={setNotice}
            onLift={onLift}
            isLifting={lift.isPending}
          />
        )}
      </section>
      <div role="status" aria-live="polite" data-testid="suspension-notice">
        {notice && (
          <p
            className={
              notice.tone === 'error'
                ? 'rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800'
                : 'rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800'
            }
          >
            {notice.text}
          </p>
        )}
      </div>
      <SuspendedList onLift={onLift} isLifting={lift.isPending} />
    </div>
  )
}

/** The looked-up account: in good standing (with the suspend form) or suspended (with Lift). */
function AccountState({
  username,
  onNotice,
  onLift,
  isLifting,
}: {
  username: string
  onNotice: (notice: Notice | null) => void
  onLift: (username: string) => void
  isLifting: boolean
}) {
  const { t, i18n } = useTranslation()
  const state = useSuspensionState(username)
  if (state.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('suspensions.loading')}
      </p>
    )
  if (state.isError) return <StatusBanner tone="error">{t(errorKey(state.error))}</StatusBanner>
  const { suspension } = state.data
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p role="status" className="text-sm text-slate-800" data-testid="suspension-state">
        {suspension
          ? t('suspensions.stateSuspended', {
              username,
              since: formatDateTime(suspension.since, i18n.language),
              reason: suspension.reason,
            })
          : t('suspensions.stateActive', { username })}
      </p>
      {suspension ? (
        <div>
          <Button type="button" variant="secondary" disabled={isLifting} onClick={() => onLift(username)}>
            {t('suspensions.lift')}
          </Button>
        </div>
      ) : (
        <SuspendForm username={username} onNotice={onNotice} />
      )}
    </div>
  )
}

function SuspendForm({ username, onNotice }: { username: string; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation()
  const suspend = useSuspendAccount()
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState(false)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    onNotice(null)
    // The server's own rule, checked first so the field says what is wrong without a round trip.
    const parsed = SuspendInputSchema.safeParse({ reason })
    setInvalid(!parsed.success)
    if (!parsed.success) return
    suspend.mutate(
      { username, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setReason('')
          onNotice({ tone: 'success', text: t('suspensions.suspended', { username }) })
        },
        onError: (error) => onNotice({ tone: 'error', text: t(errorKey(error)) }),
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormField
        label={t('suspensions.reasonLabel')}
        hint={t('suspensions.reasonHint')}
        error={invalid ? t('suspensions.invalid') : undefined}
        announceError
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={SUSPENSION_REASON_MAX}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" variant="danger" disabled={suspend.isPending}>
          {t('suspensions.suspend')}
        </Button>
      </div>
    </form>
  )
}

const SUSPENDED_TEXTS: PagedListTexts = {
  heading: 'suspensions.listHeading',
  count: { one: 'suspensions.countOne', other: 'suspensions.count' },
  loading: 'suspensions.loading',
  failed: 'suspensions.listLoadFailed',
  empty: 'suspensions.listEmpty',
  more: 'suspensions.more',
}

/**
 * The accounts suspended now, the latest first, each with its own Lift button: how many in all, then
 * a page at a time, the next on demand.
 */
function SuspendedList({ onLift, isLifting }: { onLift: (username: string) => void; isLifting: boolean }) {
  const { t, i18n } = useTranslation()
  return (
    <PagedList
      id="suspended-accounts"
      list={useSuspendedAccounts()}
      texts={SUSPENDED_TEXTS}
      rowKey={(row) => row.username}
      row={(row) => (
        <>
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{row.username}</p>
            <p className="text-sm break-words whitespace-pre-line text-slate-800">
              <span className="font-medium">{t('suspensions.reason')}: </span>
              {row.reason}
            </p>
            <p className="text-xs text-slate-600">
              {t('suspensions.since', { date: formatDateTime(row.since, i18n.language) })}
            </p>
          </div>
          <Button
            type="button"
            variant="secondary"
            disabled={isLifting}
            aria-label={t('suspensions.liftNamed', { username: row.username })}
            onClick={() => onLift(row.username)}
          >
            {t('suspensions.liftShort')}
          </Button>
        </>
      )}
    />
  )
}
