import { type DashboardArticleAction, dashboardArticleActions } from '@spotlight/shared/domain/article-status'
import type { Article } from '@spotlight/shared/schemas/articles'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type TranslationKey, useTranslation } from '#app/lib/i18n'
import { useNavigate } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Button, buttonClasses } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { Modal, ModalActions } from '#app/components/ui/modal'
import { StatusBanner } from '#app/components/ui/status-banner'
import { paths } from '#app/config/paths'
import { categoryName } from '#app/lib/category-name'
import { articleStatusKey, planNameKey } from '#app/lib/labels'
import { formatHeldUntil } from '#app/lib/format'
import { isPerCategoryPlan } from '@spotlight/shared/domain/plans'
import { useSession } from '#app/lib/session-store'
import { useFocusAfterRemoval } from '#app/lib/use-focus-after-removal'
import { useApproveArticle } from '../api/approve-article'
import { useDeleteArticle } from '../api/delete-article'
import { type DashboardList, useDashboardList } from '../api/list-dashboard-articles'
import { useRejectArticle } from '../api/reject-article'
import { DeleteArticleBody } from './delete-article-body'
import { publishFailureKey } from './publish-failure'
import { RejectModal } from './reject-modal'

/** How long a success message stays (the delete message: 3 s). */
export const LIST_MESSAGE_MS = 3000

/** Each list's texts: empty, failed to load, deleted, and the delete confirmation. */
const LIST_TEXTS = {
  published: {
    empty: 'dashboardLists.publishedEmpty',
    failed: 'dashboardLists.publishedFailed',
    deleted: 'dashboardLists.articleDeleted',
    deleteFailed: 'dashboardLists.deleteFailed',
    deleteBody: 'dashboardLists.deletePublishedBody',
  },
  drafts: {
    empty: 'dashboardLists.draftsEmpty',
    failed: 'dashboardLists.draftsFailed',
    deleted: 'dashboardLists.draftDeleted',
    deleteFailed: 'dashboardLists.deleteDraftFailed',
    deleteBody: 'dashboardLists.deleteBody',
  },
  pending: {
    empty: 'dashboardLists.pendingEmpty',
    failed: 'dashboardLists.pendingFailed',
    deleted: 'dashboardLists.articleDeleted',
    deleteFailed: 'dashboardLists.deleteFailed',
    deleteBody: 'dashboardLists.deleteBody',
  },
  rejected: {
    empty: 'dashboardLists.rejectedEmpty',
    failed: 'dashboardLists.rejectedFailed',
    deleted: 'dashboardLists.articleDeleted',
    deleteFailed: 'dashboardLists.deleteFailed',
    deleteBody: 'dashboardLists.deleteBody',
  },
} as const satisfies Record<DashboardList, Record<string, TranslationKey>>

/** What just happened; a decision names its article (`title`). */
type Message = { tone: 'success' | 'error'; key: TranslationKey; title?: string }

/**
 * My Articles, Drafts, Pending and Rejected of both dashboards. Each article's
 * buttons are the ones the shared state machine allows (`dashboardArticleActions`); a route adds
 * its own through `rowActions` (My Articles' plan links) and `children` (shown above the list).
 */
export function DashboardArticleList({
  list,
  rowActions,
  children,
}: {
  list: DashboardList
  rowActions?: (article: Article) => ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const session = useSession()
  const role = session?.role === 'ADMIN' ? 'ADMIN' : 'USER'
  const navigate = useNavigate()
  const query = useDashboardList(list, role)
  const deletion = useDeleteArticle()
  const approval = useApproveArticle()
  const rejection = useRejectArticle()
  const [message, setMessage] = useState<Message | null>(null)
  const [toDelete, setToDelete] = useState<Article | null>(null)
  const [toReject, setToReject] = useState<Article | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  /** The success message's time is up, but it held the focus: it goes once the focus leaves. */
  const isExpired = useRef(false)
  const texts = LIST_TEXTS[list]

  useEffect(() => {
    isExpired.current = false
    if (message?.tone !== 'success') return
    const timer = window.setTimeout(() => {
      // Emptied under the focus, the line would drop it back to the top of the page.
      if (statusRef.current?.contains(document.activeElement)) isExpired.current = true
      else setMessage(null)
    }, LIST_MESSAGE_MS)
    return () => window.clearTimeout(timer)
  }, [message])

  const focusAfter = useFocusAfterRemoval(
    (query.data ?? []).map((article) => article.id),
    listRef,
    statusRef,
  )

  /** Runs a mutation that takes the article off the list, and says how it went. */
  const report = (
    article: Article,
    success: TranslationKey,
    failure: TranslationKey | ((error: unknown) => TranslationKey),
  ) => ({
    onSuccess: () => {
      focusAfter(article.id, query.data?.findIndex((item) => item.id === article.id) ?? 0)
      setMessage({ tone: 'success', key: success, title: article.title })
    },
    onError: (error: unknown) =>
      setMessage({ tone: 'error', key: typeof failure === 'function' ? failure(error) : failure }),
  })

  const confirmDelete = (article: Article) => {
    setToDelete(null)
    deletion.mutate(article.id, report(article, texts.deleted, texts.deleteFailed))
  }

  const reject = (article: Article, reason: string) => {
    setToReject(null)
    rejection.mutate(
      { id: article.id, reason },
      report(article, 'dashboardLists.articleRejectedNamed', 'dashboardLists.rejectFailed'),
    )
  }

  // An admin's drafts open in the admin dashboard's editor; anything else in the user's.
  const editPath = (article: Article) =>
    list === 'drafts' && role === 'ADMIN'
      ? paths.adminDashboard.editArticle(article.id)
      : paths.userDashboard.editArticle(article.id)

  const busy = deletion.isPending || approval.isPending || rejection.isPending

  const actionButton = (article: Article, action: DashboardArticleAction) => {
    switch (action) {
      case 'EDIT':
        return (
          <Button key={action} variant="secondary" onClick={() => void navigate(editPath(article))}>
            {t('dashboardLists.edit')}
          </Button>
        )
      case 'APPROVE':
        return [
          // The admin reads the whole article before deciding; the quick buttons stay.
          <Link
            key="REVIEW"
            to={paths.adminDashboard.review(article.id)}
            className={buttonClasses('secondary')}
            aria-label={`${t('moderation.review')}: ${article.title}`}
          >
            {t('moderation.review')}
          </Link>,
          <Button
            key={action}
            disabled={busy}
            onClick={() =>
              approval.mutate(article.id, report(article, 'dashboardLists.articlePublishedNamed', publishFailureKey))
            }
          >
            {t('dashboardLists.publish')}
          </Button>,
        ]
      case 'REJECT':
        return (
          <Button key={action} variant="secondary" disabled={busy} onClick={() => setToReject(article)}>
            {t('dashboardLists.reject')}
          </Button>
        )
      case 'DELETE':
        return (
          <Button key={action} variant="secondary" disabled={busy} onClick={() => setToDelete(article)}>
            {t('dashboardLists.delete')}
          </Button>
        )
    }
  }

  return (
    <div>
      {/* Always there, so that what it says next is read out, and focusable once no card is left. */}
      <StatusBanner
        ref={statusRef}
        tone="success"
        tabIndex={-1}
        className="mb-4 empty:hidden"
        onBlur={() => {
          if (isExpired.current) setMessage(null)
        }}
      >
        {message?.tone === 'success' ? t(message.key, { title: message.title ?? '' }) : null}
      </StatusBanner>
      {message?.tone === 'error' ? (
        <StatusBanner tone="error" className="mb-4">
          {t(message.key)}
        </StatusBanner>
      ) : null}

      {children}

      {query.isPending ? (
        <p role="status" className="text-slate-500">
          {t('dashboardLists.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-rose-700">
          {t(texts.failed)}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-slate-600">{t(texts.empty)}</p>
      ) : (
        <ul ref={listRef} className="flex flex-col gap-4">
          {query.data.map((article) => (
            // Focusable from script only: after an action the focus lands on the card that took its place.
            <Card as="li" key={article.id} tabIndex={-1} data-testid="dashboard-article">
              <ArticleSummary article={article} isOneLine={list === 'published'} />
              <PlanBadges article={article} now={query.dataUpdatedAt} />
              <HeldSlots article={article} now={query.dataUpdatedAt} />
              <div className="mt-3 flex flex-wrap gap-2">
                {rowActions?.(article)}
                {dashboardArticleActions(article.status, role).map((action) => actionButton(article, action))}
              </div>
            </Card>
          ))}
        </ul>
      )}

      {query.hasMore ? (
        <Button variant="secondary" className="mt-4" disabled={query.isFetchingMore} onClick={query.fetchMore}>
          {t('dashboardLists.more')}
        </Button>
      ) : null}

      {toDelete ? (
        <Modal title={t('dashboardLists.deleteTitle')} onClose={() => setToDelete(null)}>
          <DeleteArticleBody article={toDelete} now={query.dataUpdatedAt} body={t(texts.deleteBody)} />
          <ModalActions cancelLabel={t('dashboardLists.cancel')} onCancel={() => setToDelete(null)}>
            <Button onClick={() => confirmDelete(toDelete)}>{t('dashboardLists.confirmDelete')}</Button>
          </ModalActions>
        </Modal>
      ) : null}

      {toReject ? (
        <RejectModal onCancel={() => setToReject(null)} onReject={(reason) => reject(toReject, reason)} />
      ) : null}
    </div>
  )
}

/**
 * Title, where the article stands and, once rejected, why. My Articles says company, app and
 * category on one line; the other lists give app and category a line each.
 */
function ArticleSummary({ article, isOneLine }: { article: Article; isOneLine: boolean }) {
  const { t, i18n } = useTranslation()
  const category = article.category ? categoryName(article.category, i18n.language) : t('dashboardLists.noCategory')
  return (
    <>
      {/* Right under the screen's h1: each article is the next level down. */}
      <h2 className="text-lg font-semibold wrap-anywhere text-slate-900">{article.title}</h2>
      {isOneLine ? (
        <p className="text-sm wrap-anywhere text-slate-600">{[article.company, article.app, category].join(' - ')}</p>
      ) : (
        <>
          <p className="text-sm wrap-anywhere text-slate-600">
            {t('dashboardLists.appLabel')} {article.app}
          </p>
          <p className="text-sm wrap-anywhere text-slate-600">
            {t('dashboardLists.categoryLabel')} {category}
          </p>
        </>
      )}
      <p className="text-sm text-slate-600">
        {t('dashboardLists.status')} {t(articleStatusKey(article.status))}
      </p>
      {article.status === 'REJECTED' && article.rejectionReason ? (
        <p className="mt-1 text-sm wrap-anywhere text-rose-700">
          {t('dashboardLists.reason', { reason: article.rejectionReason })}
        </p>
      ) : null}
    </>
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
          {t(planNameKey(plan.planType))} ·{' '}
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

/**
 * The sliders' slots held for the maker that this article could take (My Articles only), each with its
 * slider and until when: the maker comes back here to pay within the hold, and the hour is said in UTC
 * as the held-slot notice says it (the hold lasts hours, and that notice is written without the reader's
 * time zone). Holds that ran out since the list was fetched, or were used, are left off.
 */
function HeldSlots({ article, now }: { article: Article; now: number }) {
  const { t, i18n } = useTranslation()
  // A hold the maker just used (the plan now in force on the article, as an activation writes it into
  // the list) is no longer theirs to pay for.
  const inForce = new Set(
    article.activePlans.filter((plan) => Date.parse(plan.expirationAt) > now).map((plan) => plan.planType),
  )
  const holds = (article.heldSlots ?? []).filter(
    (hold) => Date.parse(hold.heldUntil) > now && !inForce.has(hold.planType),
  )
  if (holds.length === 0) return null
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {holds.map((hold) => {
        const params = { plan: t(planNameKey(hold.planType)), until: formatHeldUntil(hold.heldUntil, i18n.language) }
        return (
          <li
            key={hold.planType}
            className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
            data-testid="held-slot"
          >
            {isPerCategoryPlan(hold.planType) && article.category
              ? t('dashboardLists.slotHeldIn', { ...params, category: categoryName(article.category, i18n.language) })
              : t('dashboardLists.slotHeld', params)}
          </li>
        )
      })}
    </ul>
  )
}
