import type { Article } from '@spotlight/shared/schemas/articles'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { useNavigate } from 'react-router'
import { Button } from '#app/components/ui/button'
import { Modal } from '#app/components/ui/modal'
import { paths } from '#app/config/paths'
import { PlanActivation, type PlanSelection } from '#app/features/payments/components/plan-activation'
import { mayActivate } from '#app/features/payments/utils/plan-state'
import { useSession } from '#app/lib/session-store'
import {
  type DashboardList,
  useApproveArticle,
  useDashboardArticles,
  dashboardArticlesQuery,
  useDeleteArticle,
  useRejectArticle,
} from '../api/dashboard-articles'

/** How long a success message stays (spec section 9: delete message 3 s). */
export const LIST_MESSAGE_MS = 3000

const EMPTY = {
  published: 'dashboardLists.publishedEmpty',
  drafts: 'dashboardLists.draftsEmpty',
  pending: 'dashboardLists.pendingEmpty',
  rejected: 'dashboardLists.rejectedEmpty',
} as const

const FAILED = {
  published: 'dashboardLists.publishedFailed',
  drafts: 'dashboardLists.draftsFailed',
  pending: 'dashboardLists.pendingFailed',
  rejected: 'dashboardLists.rejectedFailed',
} as const

type MessageKey =
  | 'dashboardLists.draftDeleted'
  | 'dashboardLists.articleDeleted'
  | 'dashboardLists.deleteDraftFailed'
  | 'dashboardLists.deleteFailed'
  | 'dashboardLists.articlePublished'
  | 'dashboardLists.publishFailed'
  | 'dashboardLists.articleRejected'
  | 'dashboardLists.rejectFailed'
type Message = { tone: 'success' | 'error'; key: MessageKey }

/** My Articles' plan links (spec "My Articles"), each shown only while that plan is neither active nor expired. */
const PLAN_LINKS = [
  { planType: 'CATEGORY_SLIDER', label: 'plans.activateCategory' },
  { planType: 'MAIN_SLIDER', label: 'plans.activateMain' },
] as const

/** My Articles, Drafts, Pending and Rejected of both dashboards (spec section 2). */
export function DashboardArticleList({ list }: { list: DashboardList }) {
  const { t } = useTranslation()
  const session = useSession()
  const isAdmin = session?.role === 'ADMIN'
  const navigate = useNavigate()
  const query = useDashboardArticles(list)
  const deletion = useDeleteArticle()
  const approval = useApproveArticle()
  const rejection = useRejectArticle()
  const [message, setMessage] = useState<Message | null>(null)
  const [toDelete, setToDelete] = useState<Article | null>(null)
  const [toReject, setToReject] = useState<Article | null>(null)
  const [planSelection, setPlanSelection] = useState<PlanSelection | null>(null)
  const queryClient = useQueryClient()

  const selectPlan = (article: Article, planType: SliderPlanType) =>
    setPlanSelection((last) => ({ article, planType, seq: (last?.seq ?? 0) + 1 }))

  // Spec "Plan activation": the article's entry for that plan type is replaced or added.
  const showActivated = (articleId: number, planType: SliderPlanType, expirationAt: string) =>
    queryClient.setQueryData(dashboardArticlesQuery('published').queryKey, (articles) =>
      articles?.map((article) =>
        article.id === articleId
          ? {
              ...article,
              activePlans: [
                ...article.activePlans.filter((plan) => plan.planType !== planType),
                { planType, expirationAt },
              ],
            }
          : article,
      ),
    )

  useEffect(() => {
    if (message?.tone !== 'success') return
    const timer = window.setTimeout(() => setMessage(null), LIST_MESSAGE_MS)
    return () => window.clearTimeout(timer)
  }, [message])

  const confirmDelete = (article: Article) => {
    setToDelete(null)
    deletion.mutate(article.id, {
      onSuccess: () =>
        setMessage({
          tone: 'success',
          key: list === 'drafts' ? 'dashboardLists.draftDeleted' : 'dashboardLists.articleDeleted',
        }),
      onError: () =>
        setMessage({
          tone: 'error',
          key: list === 'drafts' ? 'dashboardLists.deleteDraftFailed' : 'dashboardLists.deleteFailed',
        }),
    })
  }

  const publish = (article: Article) =>
    approval.mutate(article.id, {
      onSuccess: () => setMessage({ tone: 'success', key: 'dashboardLists.articlePublished' }),
      onError: () => setMessage({ tone: 'error', key: 'dashboardLists.publishFailed' }),
    })

  const reject = (article: Article, reason: string) => {
    setToReject(null)
    rejection.mutate(
      { id: article.id, reason },
      {
        onSuccess: () => setMessage({ tone: 'success', key: 'dashboardLists.articleRejected' }),
        onError: () => setMessage({ tone: 'error', key: 'dashboardLists.rejectFailed' }),
      },
    )
  }

  const editPath = (article: Article) =>
    list === 'drafts' && isAdmin
      ? paths.adminDashboard.editArticle(article.id)
      : paths.userDashboard.editArticle(article.id)

  const busy = deletion.isPending || approval.isPending || rejection.isPending

  return (
    <div>
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={
            message.tone === 'error'
              ? 'mb-4 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800'
              : 'mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800'
          }
        >
          {t(message.key)}
        </p>
      ) : null}

      {list === 'published' ? (
        <PlanActivation selection={planSelection} onClose={() => setPlanSelection(null)} onActivated={showActivated} />
      ) : null}

      {query.isPending ? (
        <p role="status" className="text-slate-500">
          {t('dashboardLists.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-rose-700">
          {t(FAILED[list])}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-slate-600">{t(EMPTY[list])}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.map((article) => (
            <li
              key={article.id}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="dashboard-article"
            >
              <h3 className="text-lg font-semibold text-slate-900">{article.title}</h3>
              {list === 'published' ? (
                <p className="text-sm text-slate-600">
                  {[article.company, article.app, article.category?.name ?? t('dashboardLists.noCategory')].join(' - ')}
                </p>
              ) : (
                <>
                  <p className="text-sm text-slate-600">
                    {t('dashboardLists.appLabel')} {article.app}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('dashboardLists.categoryLabel')} {article.category?.name ?? t('dashboardLists.noCategory')}
                  </p>
                </>
              )}
              <p className="text-sm text-slate-600">
                {t('dashboardLists.status')} {article.status}
              </p>
              {list === 'rejected' && article.rejectionReason ? (
                <p className="mt-1 text-sm text-rose-700">
                  {t('dashboardLists.reason', { reason: article.rejectionReason })}
                </p>
              ) : null}
              {list === 'published' ? <PlanBadges article={article} now={query.dataUpdatedAt} /> : null}

              <div className="mt-3 flex flex-wrap gap-2">
                {list === 'published'
                  ? PLAN_LINKS.filter(({ planType }) => mayActivate(article, planType)).map(({ planType, label }) => (
                      <Button key={planType} variant="link" onClick={() => selectPlan(article, planType)}>
                        {t(label)}
                      </Button>
                    ))
                  : null}
                {list === 'drafts' || list === 'rejected' ? (
                  <Button variant="secondary" onClick={() => void navigate(editPath(article))}>
                    {t('dashboardLists.edit')}
                  </Button>
                ) : null}
                {list === 'pending' && isAdmin ? (
                  <>
                    <Button disabled={busy} onClick={() => publish(article)}>
                      {t('dashboardLists.publish')}
                    </Button>
                    <Button variant="secondary" disabled={busy} onClick={() => setToReject(article)}>
                      {t('dashboardLists.reject')}
                    </Button>
                  </>
                ) : (
                  <Button variant="secondary" disabled={busy} onClick={() => setToDelete(article)}>
                    {t('dashboardLists.delete')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {toDelete ? (
        <Modal title={t('dashboardLists.deleteTitle')} onClose={() => setToDelete(null)}>
          <p className="mt-2 text-slate-600">
            {t(list === 'published' ? 'dashboardLists.deletePublishedBody' : 'dashboardLists.deleteBody')}
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {t('dashboardLists.cancel')}
            </Button>
            <Button onClick={() => confirmDelete(toDelete)}>{t('dashboardLists.confirmDelete')}</Button>
          </div>
        </Modal>
      ) : null}

      {toReject ? (
        <RejectModal onCancel={() => setToReject(null)} onReject={(reason) => reject(toReject, reason)} />
      ) : null}
    </div>
  )
}

/** Plans in force when the list was fetched (`now`: the fetch time, so rendering stays pure). */
function PlanBadges({ article, now }: { article: Article; now: number }) {
  const { t, i18n } = useTranslation()
  const plans = article.activePlans.filter((plan) => Date.parse(plan.expirationAt) > now)
  if (plans.length === 0) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {plans.map((plan) => (
        <li
          key={plan.planType}
          className="rounded-full bg-violet-100 px-3 py-1 text-xs font-semibold text-violet-800"
          data-testid="plan-badge"
        >
          {plan.planType} ·{' '}
          {t('dashboardLists.expiresOn', {
            date: new Date(plan.expirationAt).toLocaleDateString(i18n.language, {
              year: 'numeric',
              month: 'long',
              day: 'numeric',
            }),
          })}
        </li>
      ))}
    </ul>
  )
}

function RejectModal({ onCancel, onReject }: { onCancel: () => void; onReject: (reason: string) => void }) {
  const { t } = useTranslation()
  const fieldId = useId()
  const errorId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = reason.trim()
    if (!trimmed) {
      setError(true)
      return
    }
    onReject(trimmed)
  }

  return (
    <Modal title={t('dashboardLists.rejectTitle')} onClose={onCancel}>
      <form onSubmit={submit} noValidate className="mt-3">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
          {t('dashboardLists.rejectReasonLabel')}
        </label>
        <textarea
          id={fieldId}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value)
            setError(false)
          }}
          rows={4}
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 w-full rounded-xl border border-slate-300 p-2 text-sm"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-rose-700">
            {t('dashboardLists.rejectReasonRequired')}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('dashboardLists.cancel')}
          </Button>
          <Button type="submit">{t('dashboardLists.reject')}</Button>
        </div>
      </form>
    </Modal>
  )
}
