import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type {
  OwnVerification,
  VerificationCheckResult,
  VerificationOutcome,
  VerificationStatus,
} from '@spotlight/shared/schemas/verifications'
import { VERIFICATION_FILE_PATH, VERIFICATION_META_NAME } from '@spotlight/shared/schemas/verifications'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { Link } from '#app/components/ui/link'
import { ApiError } from '#app/lib/api-client'
import { formatPublishDate } from '#app/lib/format'
import { useTranslation, type TranslationKey } from '#app/lib/i18n'
import { useCheckVerification } from '../api/check-verification'
import { myVerificationsQuery } from '../api/list-my-verifications'
import { useStartVerification } from '../api/start-verification'
import { VERIFIED_HELP_PATH } from '#app/components/verified/verified-badge'

const STATUS_KEYS: Record<VerificationStatus, TranslationKey> = {
  PENDING: 'verification.status.PENDING',
  VERIFIED: 'verification.status.VERIFIED',
  FAILED: 'verification.status.FAILED',
  LAPSED: 'verification.status.LAPSED',
  REVOKED: 'verification.status.REVOKED',
}

const OUTCOME_KEYS: Record<VerificationOutcome, TranslationKey> = {
  TOKEN_FOUND: 'verification.outcome.TOKEN_FOUND',
  TOKEN_MISSING: 'verification.outcome.TOKEN_MISSING',
  UNREACHABLE: 'verification.outcome.UNREACHABLE',
  ADDRESS_REFUSED: 'verification.outcome.ADDRESS_REFUSED',
  TIMEOUT: 'verification.outcome.TIMEOUT',
  TOO_LARGE: 'verification.outcome.TOO_LARGE',
  CONTENT_TYPE: 'verification.outcome.CONTENT_TYPE',
  REDIRECT_REFUSED: 'verification.outcome.REDIRECT_REFUSED',
  HTTP_STATUS: 'verification.outcome.HTTP_STATUS',
}

/** An API refusal in the reader's words (the codes the verification endpoints answer with). */
function errorKey(error: unknown): TranslationKey {
  const code = error instanceof ApiError ? error.code : ''
  if (code === 'VERIFICATION_URL_INVALID' || code === 'VALIDATION_FAILED') return 'verification.errors.urlInvalid'
  if (code === 'VERIFICATION_RATE_LIMITED') return 'verification.errors.rateLimited'
  if (code === 'VERIFICATION_REVOKED') return 'verification.errors.revoked'
  return 'verification.errors.failed'
}

/** A value the maker copies into their app: shown as code, with a copy button. */
function CopyableValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation()
  const [notice, setNotice] = useState<string | null>(null)
  const copy = () => {
    navigator.clipboard
      ?.writeText(value)
      .then(() => setNotice(t('verification.copied')))
      .catch(() => setNotice(t('verification.copyFailed')))
    if (!navigator.clipboard) setNotice(t('verification.copyFailed'))
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <code aria-label={label} className="rounded bg-slate-100 px-2 py-1 text-sm break-all text-slate-900 select-all">
          {value}
        </code>
        <Button type="button" variant="secondary" size="compact" onClick={copy}>
          {t('verification.copy')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-4 text-xs text-slate-600">
        {notice}
      </p>
    </div>
  )
}

/** The token and where to publish it, for a host just started or one from the list. */
function Instructions({ host, appUrl, token }: { host: string; appUrl: string; token: string }) {
  const { t } = useTranslation()
  const fileUrl = `${new URL(appUrl).origin}${VERIFICATION_FILE_PATH}`
  const metaTag = `<meta name="${VERIFICATION_META_NAME}" content="${token}">`
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="verification-instructions"
    >
      <p className="font-semibold text-slate-900">{t('verification.tokenLabel', { host })}</p>
      <CopyableValue value={token} label={t('verification.tokenLabel', { host })} />
      <p className="text-sm text-slate-700">{t('verification.stepFile')}</p>
      <CopyableValue value={fileUrl} label={t('verification.stepFile')} />
      <p className="text-sm text-slate-700">{t('verification.stepMeta')}</p>
      <CopyableValue value={metaTag} label={t('verification.stepMeta')} />
    </div>
  )
}

function VerificationRow({ verification }: { verification: OwnVerification }) {
  const { t, i18n } = useTranslation()
  const check = useCheckVerification()
  const [result, setResult] = useState<VerificationCheckResult | null>(null)
  const [error, setError] = useState<TranslationKey | null>(null)
  const date = (iso: string) => formatPublishDate(iso.slice(0, 10), i18n.language)
  const runCheck = () => {
    setResult(null)
    setError(null)
    check.mutate(verification.id, { onSuccess: setResult, onError: (failure) => setError(errorKey(failure)) })
  }
  const outcome = result?.outcome ?? verification.lastOutcome
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5" data-testid="verification-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-all text-slate-900">{verification.host}</p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {t(STATUS_KEYS[verification.status])}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
        {verification.verifiedAt && verification.status === 'VERIFIED' && (
          <span>{t('verification.verifiedSince', { date: date(verification.verifiedAt) })}</span>
        )}
        {verification.lastCheckedAt && (
          <span>{t('verification.lastChecked', { date: date(verification.lastCheckedAt) })}</span>
        )}
        {verification.failures > 0 && <span>{t('verification.failures', { count: verification.failures })}</span>}
      </p>
      {verification.status !== 'VERIFIED' && verification.status !== 'REVOKED' && verification.method === 'TOKEN' && (
        <Instructions host={verification.host} appUrl={verification.appUrl} token={verification.token} />
      )}
      {verification.status !== 'REVOKED' && verification.method === 'TOKEN' && (
        <div>
          <Button type="button" onClick={runCheck} disabled={check.isPending}>
            {check.isPending ? t('verification.checking') : t('verification.check')}
          </Button>
        </div>
      )}
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-800">
        {error ? t(error) : outcome ? t(OUTCOME_KEYS[outcome]) : null}
      </p>
    </li>
  )
}

/** The maker's screen: start a verification for an app's address, publish the token, run the check, see each host's state. */
export function VerificationPage() {
  const { t } = useTranslation()
  const list = useQuery(myVerificationsQuery())
  const start = useStartVerification()
  const [appUrl, setAppUrl] = useState('')
  const [error, setError] = useState<TranslationKey | null>(null)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    // The new host appears in the list below, with its token and where to publish it.
    start.mutate(appUrl.trim(), { onError: (failure) => setError(errorKey(failure)) })
  }

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <p className="text-slate-700">
        {t('verification.intro')}{' '}
        <Link to={VERIFIED_HELP_PATH} className="font-semibold text-violet-800 underline">
          {t('verification.learnMore')}
        </Link>
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField
          label={t('verification.appUrl')}
          hint={t('verification.appUrlHint')}
          error={error ? t(error) : undefined}
        >
          {(control) => (
            <input
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={500}
              value={appUrl}
              onChange={(event) => setAppUrl(event.target.value)}
              {...control}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={start.isPending || appUrl.trim() === ''}>
            {start.isPending ? t('verification.starting') : t('verification.start')}
          </Button>
        </div>
      </form>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('verification.listHeading')}</h2>
        {list.isPending ? (
          <p>{t('common.loading')}</p>
        ) : list.isError ? (
          <p role="alert">{t('verification.errors.failed')}</p>
        ) : list.data.length === 0 ? (
          <p className="text-slate-600">{t('verification.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {list.data.map((verification) => (
              <VerificationRow key={verification.id} verification={verification} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
