import type { Article } from '@spotlight/shared/schemas/articles'
import { isPerCategoryPlan } from '@spotlight/shared/domain/plans'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { categoryName } from '#app/lib/category-name'
import { useTranslation } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { Button } from '#app/components/ui/button'
import { Modal, ModalActions } from '#app/components/ui/modal'
import { promotableArticlesQuery } from '../api/list-promotable-articles'
import { useSlots } from '../api/get-slots'
import { hasPlanInForce, isInHiddenCategory } from '../utils/plan-state'

/**
 * Advertise page, slider cards: which of the user's published articles to
 * promote. An article that already has the plan, has no category or only the hidden catch-all one
 * (category slider), or whose slider is full cannot be chosen; Continue stays disabled until one that can is picked.
 */
export function ArticlePickerModal({
  planType,
  onPick,
  onCancel,
}: {
  planType: SliderPlanType
  onPick: (article: Article) => void
  onCancel: () => void
}) {
  const { t, i18n } = useTranslation()
  const name = useId()
  const articles = useQuery(promotableArticlesQuery())
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const selected = articles.data?.find((article) => article.id === selectedId) ?? null
  const categorySlug = selected?.category?.slug ?? ''
  // A per-category plan's slots are counted in the picked article's category.
  const perCategory = isPerCategoryPlan(planType)
  const slots = useSlots(
    { promoteType: planType, ...(perCategory ? { categorySlug } : {}) },
    { enabled: !perCategory || Boolean(categorySlug) },
  )

  const blocker = (article: Article): string | null => {
    if (hasPlanInForce(article, planType)) return t('purchase.articleAlreadyPromoted')
    if (perCategory && !article.category?.slug) return t('purchase.articleNoCategory')
    if (perCategory && isInHiddenCategory(article)) return t('purchase.articleHiddenCategory')
    return null
  }
  const isFull = slots.data?.remainingSlots === 0
  // The slider counted: the picked article's category (named in the page's language), or the site-wide slider by its plan's name.
  const sliderName =
    perCategory && selected?.category
      ? categoryName(selected.category, i18n.language)
      : (slots.data?.categoryName ?? t(planNameKey(planType)))
  const canContinue = selected !== null && blocker(selected) === null && slots.isSuccess && !isFull

  return (
    <Modal title={t('purchase.chooseArticleTitle')} onClose={onCancel}>
      <p className="mt-2 text-sm text-slate-600">{t('purchase.chooseArticleBody')}</p>
      {articles.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('purchase.loadingArticles')}
        </p>
      ) : articles.isError ? (
        <p role="alert" className="mt-4 text-sm text-rose-700">
          {t('purchase.articlesFailed')}
        </p>
      ) : articles.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('purchase.noPublishedArticles')}</p>
      ) : (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-800">{t('purchase.articleLabel')}</legend>
          <ul className="mt-2 flex max-h-64 flex-col gap-2 overflow-y-auto">
            {articles.data.map((article) => {
              const reason = blocker(article)
              return (
                <li key={article.id}>
                  <label className="flex items-start gap-2 rounded-xl border border-slate-200 p-3 text-sm">
                    <input
                      type="radio"
                      name={name}
                      value={article.id}
                      checked={selectedId === article.id}
                      disabled={reason !== null}
                      onChange={() => setSelectedId(article.id)}
                      className="mt-1 accent-violet-700"
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">{article.title}</span>
                      {reason ? <span className="block text-slate-500">{reason}</span> : null}
                    </span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
      )}
      {selected && slots.data ? (
        <p aria-live="polite" className="mt-3 text-sm text-slate-700" data-testid="picker-slots">
          {isFull
            ? t('purchase.articleNoSlots', { category: sliderName })
            : t('purchase.articleSlots', {
                remaining: slots.data.remainingSlots,
                total: slots.data.totalSlots,
                category: sliderName,
              })}
        </p>
      ) : null}
      <ModalActions cancelLabel={t('purchase.cancel')} onCancel={onCancel}>
        <Button disabled={!canContinue} onClick={() => selected && onPick(selected)}>
          {t('purchase.continue')}
        </Button>
      </ModalActions>
    </Modal>
  )
}
