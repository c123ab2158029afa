import { TRANSLATED_LANGUAGES } from '@spotlight/shared/domain/category-language'
import { HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'
import type { AdminCategory } from '@spotlight/shared/schemas/categories'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { StatusBanner, type StatusTone } from '#app/components/ui/status-banner'
import { ApiError } from '#app/lib/api-client'
import { plural, type TranslationKey, useTranslation } from '#app/lib/i18n'
import type { Language } from '#app/lib/language'
import { createCategory } from '../api/create-category'
import { deleteCategory } from '../api/delete-category'
import { adminCategoriesQuery, useAdminCategories } from '../api/list-admin-categories'
import { updateCategory } from '../api/update-category'
import { type CategoryFormValues, toInput } from '../utils/category-form-values'
import { CategoryForm, type SaveOutcome } from './category-form'

type Message = { tone: StatusTone; text: string }

/** The admin's category screen: the form, then every category (never `sin-categoria`) with Edit and Delete. */
export function CategoryAdmin() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const categories = useAdminCategories()
  const [editing, setEditing] = useState<AdminCategory | null>(null)
  const [message, setMessage] = useState<Message | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminCategoriesQuery().queryKey })

  async function save(values: CategoryFormValues): Promise<SaveOutcome> {
    try {
      if (editing) await updateCategory(editing.id, toInput(values))
      else await createCategory(toInput(values))
      setMessage({ tone: 'success', text: t(editing ? 'categoryAdmin.updated' : 'categoryAdmin.created') })
      setEditing(null)
      await refresh()
      return { ok: true }
    } catch (error) {
      setMessage({ tone: 'error', text: t(editing ? 'categoryAdmin.updateFailed' : 'categoryAdmin.createFailed') })
      return { ok: false, slugTaken: error instanceof ApiError && error.code === 'CATEGORY_SLUG_TAKEN' }
    }
  }

  async function remove(category: AdminCategory) {
    try {
      await deleteCategory(category.id)
      const moved = category.articleCount
      const movedText = moved > 0 ? ` ${t(movedKey(i18n.language, moved, 'moved'), { count: moved })}` : ''
      setMessage({ tone: 'success', text: `${t('categoryAdmin.deleted')}${movedText}` })
      if (editing?.id === category.id) setEditing(null)
      await refresh()
    } catch (error) {
      // A slider still selling there is a reason to wait, not to try again.
      const isSelling = error instanceof ApiError && error.code === 'CATEGORY_HAS_PROMOTIONS'
      setMessage({ tone: 'error', text: t(isSelling ? 'categoryAdmin.hasPromotions' : 'categoryAdmin.deleteFailed') })
    }
  }

  const listed = categories.data?.filter((category) => category.slug !== HIDDEN_CATEGORY_SLUG) ?? []
  return (
    <div className="flex flex-col gap-6">
      {message ? (
        <StatusBanner tone={message.tone} data-testid="category-message">
          {message.text}
        </StatusBanner>
      ) : null}
      <CategoryForm key={editing?.id ?? 'new'} editing={editing} onSave={save} onCancel={() => setEditing(null)} />
      <section aria-labelledby="category-list-title">
        <h2 id="category-list-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('categoryAdmin.listTitle')}
        </h2>
        {categories.isPending ? <p className="text-slate-600">{t('categoryAdmin.loading')}</p> : null}
        {categories.isError ? <StatusBanner tone="error">{t('categoryAdmin.loadFailed')}</StatusBanner> : null}
        {categories.isSuccess && listed.length === 0 ? (
          <p className="text-slate-600">{t('categoryAdmin.empty')}</p>
        ) : null}
        <ul className="flex flex-col gap-3" data-testid="category-list">
          {listed.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              isEditing={editing?.id === category.id}
              onEdit={() => {
                setMessage(null)
                setEditing(category)
              }}
              onDelete={() => remove(category)}
            />
          ))}
        </ul>
      </section>
    </div>
  )
}

/** 'Its 1 article moves…' / 'Its 3 articles move…': the form the language's plural rules pick. */
const movedKey = (language: Language, count: number, tense: 'move' | 'moved'): TranslationKey =>
  tense === 'move'
    ? plural(language, count, { one: 'categoryAdmin.articlesMoveOne', other: 'categoryAdmin.articlesMoveMany' })
    : plural(language, count, { one: 'categoryAdmin.articlesMovedOne', other: 'categoryAdmin.articlesMovedMany' })

function CategoryRow({
  category,
  isEditing,
  onEdit,
  onDelete,
}: {
  category: AdminCategory
  isEditing: boolean
  onEdit: () => void
  onDelete: () => Promise<void>
}) {
  const { t, i18n } = useTranslation()
  const [isConfirming, setIsConfirming] = useState(false)
  const [isDeleting, setIsDeleting] = useState(false)
  const count = category.articleCount
  return (
    <Card as="li" className={isEditing ? 'ring-2 ring-violet-400' : undefined} data-testid="category-row">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">
            {category.emoji ? <span aria-hidden="true">{category.emoji} </span> : null}
            {category.name}
            {TRANSLATED_LANGUAGES.map((language) =>
              category.translations[language] ? (
                <span key={language} lang={language} className="font-normal text-slate-600">
                  {' '}
                  / {category.translations[language].name}
                </span>
              ) : null,
            )}
          </p>
          <p className="text-sm text-slate-600">
            /{category.slug} ·{' '}
            {t(
              plural(i18n.language, count, {
                one: 'categoryAdmin.articleCountOne',
                other: 'categoryAdmin.articleCountMany',
              }),
              { count },
            )}
          </p>
        </div>
        {isConfirming ? null : (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="compact"
              onClick={onEdit}
              aria-label={t('categoryAdmin.editNamed', { name: category.name })}
            >
              {t('categoryAdmin.edit')}
            </Button>
            <Button
              variant="secondary"
              size="compact"
              onClick={() => setIsConfirming(true)}
              aria-label={t('categoryAdmin.deleteNamed', { name: category.name })}
            >
              {t('categoryAdmin.delete')}
            </Button>
          </div>
        )}
      </div>
      {isConfirming ? (
        <div
          role="group"
          aria-label={t('categoryAdmin.confirmTitle', { name: category.name })}
          className="mt-3 flex flex-col gap-3 rounded-xl border border-rose-200 bg-rose-50 p-3"
        >
          <p className="text-sm text-rose-900" data-testid="delete-notice">
            {t('categoryAdmin.confirmTitle', { name: category.name })}{' '}
            {count > 0 ? t(movedKey(i18n.language, count, 'move'), { count }) : t('categoryAdmin.noArticles')}
          </p>
          <div className="flex gap-2">
            <Button
              size="compact"
              disabled={isDeleting}
              onClick={async () => {
                setIsDeleting(true)
                await onDelete()
                setIsDeleting(false)
                setIsConfirming(false)
              }}
            >
              {t('categoryAdmin.confirmDelete')}
            </Button>
            <Button variant="secondary" size="compact" onClick={() => setIsConfirming(false)} disabled={isDeleting}>
              {t('categoryAdmin.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  )
}
