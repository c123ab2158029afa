import { useRef, useState, type FormEvent } from 'react'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { ApiError } from '#app/lib/api-client'
import { useTranslation, type TranslationKey } from '#app/lib/i18n'
import { useGrantVerification } from '../api/grant-verification'
import { useRevokeVerification } from '../api/revoke-verification'
import { AdminVerificationList } from './admin-verification-list'

function errorKey(error: unknown): TranslationKey {
  const code = error instanceof ApiError ? error.code : ''
  if (code === 'USER_NOT_FOUND') return 'adminVerification.userNotFound'
  if (code === 'VERIFICATION_NOT_FOUND') return 'adminVerification.notFound'
  if (code === 'VERIFICATION_REVOKED') return 'adminVerification.alreadyRevoked'
  if (code === 'VALIDATION_FAILED') return 'adminVerification.invalid'
  return 'verification.errors.failed'
}

/**
 * An admin verifies a maker's host by hand, or revokes a verification by its id, picked from the list of
 * verified hosts or typed; both land in the audit trail.
 */
export function AdminVerificationForms() {
  const { t } = useTranslation()
  const grant = useGrantVerification()
  const revoke = useRevokeVerification()
  const [grantFields, setGrantFields] = useState({ username: '', host: '', note: '' })
  const [revokeFields, setRevokeFields] = useState({ id: '', reason: '' })
  const [notice, setNotice] = useState<string | null>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)

  const onGrant = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    grant.mutate(grantFields, {
      onSuccess: (row) =>
        setNotice(t('adminVerification.granted', { host: row.host, username: row.username, id: row.id })),
      onError: (error) => setNotice(t(errorKey(error))),
    })
  }
  const onRevoke = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    revoke.mutate(
      { id: Number(revokeFields.id), reason: revokeFields.reason },
      {
        onSuccess: (row) => setNotice(t('adminVerification.revoked', { host: row.host, username: row.username })),
        onError: (error) => setNotice(t(errorKey(error))),
      },
    )
  }

  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <form onSubmit={onGrant} className="flex flex-col gap-4" aria-labelledby="grant-verification">
        <h2 id="grant-verification" className="text-lg font-semibold text-slate-900">
          {t('adminVerification.grantHeading')}
        </h2>
        <FormField label={t('adminVerification.username')}>
          {(control) => (
            <input
              {...control}
              value={grantFields.username}
              maxLength={64}
              onChange={(event) => setGrantFields({ ...grantFields, username: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('adminVerification.host')}>
          {(control) => (
            <input
              {...control}
              value={grantFields.host}
              maxLength={253}
              placeholder="app.example.com"
              onChange={(event) => setGrantFields({ ...grantFields, host: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('adminVerification.note')}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={500}
              value={grantFields.note}
              onChange={(event) => setGrantFields({ ...grantFields, note: event.target.value })}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={grant.isPending}>
            {t('adminVerification.grant')}
          </Button>
        </div>
      </form>
      <AdminVerificationList
        onRevoke={(row) => {
          setRevokeFields({ ...revokeFields, id: String(row.id) })
          reasonRef.current?.focus()
        }}
      />
      <form onSubmit={onRevoke} className="flex flex-col gap-4" aria-labelledby="revoke-verification">
        <h2 id="revoke-verification" className="text-lg font-semibold text-slate-900">
          {t('adminVerification.revokeHeading')}
        </h2>
        <FormField label={t('adminVerification.id')}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={revokeFields.id}
              onChange={(event) => setRevokeFields({ ...revokeFields, id: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('adminVerification.reason')}>
          {(control) => (
            <textarea
              {...control}
              ref={reasonRef}
              rows={2}
              maxLength={500}
              value={revokeFields.reason}
              onChange={(event) => setRevokeFields({ ...revokeFields, reason: event.target.value })}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" variant="danger" disabled={revoke.isPending}>
            {t('adminVerification.revoke')}
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-800">
        {notice}
      </p>
    </div>
  )
}
