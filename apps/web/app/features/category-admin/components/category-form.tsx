import { TRANSLATED_LANGUAGES } from '@spotlight/shared/domain/category-language'
import type { AdminCategory } from '@spotlight/shared/schemas/categories'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { FormField } from '#app/components/ui/form-field'
import { ApiError } from '#app/lib/api-client'
import { useTranslation, type TranslationKey } from '#app/lib/i18n'
import { useUploadSlot } from '#app/lib/use-upload-slot'
import { mediaConfigQuery } from '#app/lib/get-media-config'
import { type CategoryFormValues, EMPTY_VALUES, slugPreview, valuesOf } from '../utils/category-form-values'
import { TranslationFields } from './translation-fields'

export type SaveOutcome = { ok: true } | { ok: false; slugTaken: boolean }

/**
 * The admin's category form: name (required), description, emoji and header
 * image (a URL, or an upload through the media store); a name and description in each other language of
 * the registry; the slug it will get
 * is shown as typed. Create, or Update and Cancel while editing.
 */
export function CategoryForm({
  editing,
  onSave,
  onCancel,
}: {
  editing: AdminCategory | null
  onSave: (values: CategoryFormValues) => Promise<SaveOutcome>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  // The parent keys the form by the category being edited, so a new one starts afresh.
  const [values, setValues] = useState<CategoryFormValues>(() => (editing ? valuesOf(editing) : EMPTY_VALUES))
  const [nameError, setNameError] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const nameInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (editing) nameInput.current?.focus()
  }, [editing])

  const set = (field: 'name' | 'description' | 'emoji' | 'headerImage') => (value: string) =>
    setValues((now) => ({ ...now, [field]: value }))
  const slug = slugPreview(values.name, editing)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!values.name.trim()) {
      setNameError(t('categoryAdmin.nameRequired'))
      nameInput.current?.focus()
      return
    }
    if (!slug) {
      // No letter or digit: the shared rule makes no address of it, so the server would refuse it.
      setNameError(t('categoryAdmin.nameNeedsLetters'))
      nameInput.current?.focus()
      return
    }
    setNameError(null)
    setIsSaving(true)
    const outcome = await onSave(values)
    setIsSaving(false)
    if (outcome.ok) {
      if (!editing) setValues(EMPTY_VALUES)
    } else if (outcome.slugTaken) {
      setNameError(t('categoryAdmin.slugTaken', { slug }))
    }
  }

  return (
    <Card
      as="section"
      padding="roomy"
      aria-label={editing ? t('categoryAdmin.editTitle') : t('categoryAdmin.newTitle')}
    >
      <h2 className="mb-4 text-lg font-semibold text-slate-900">
        {editing ? t('categoryAdmin.editTitle') : t('categoryAdmin.newTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2" data-testid="category-form">
        <FormField
          label={t('categoryAdmin.name')}
          error={nameError}
          announceError
          hint={t('categoryAdmin.slugHint', { slug: slug || '—' })}
        >
          {(control) => (
            <input
              {...control}
              ref={nameInput}
              required
              maxLength={100}
              value={values.name}
              onChange={(event) => set('name')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('categoryAdmin.description')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={1000}
              value={values.description}
              onChange={(event) => set('description')(event.target.value)}
            />
          )}
        </FormField>
        {TRANSLATED_LANGUAGES.map((language) => (
          <TranslationFields
            key={language}
            language={language}
            values={values.translations[language] ?? { name: '', description: '' }}
            onChange={(typed) =>
              setValues((now) => ({ ...now, translations: { ...now.translations, [language]: typed } }))
            }
          />
        ))}
        <FormField label={t('categoryAdmin.emoji')}>
          {(control) => (
            <input
              {...control}
              maxLength={16}
              value={values.emoji}
              onChange={(event) => set('emoji')(event.target.value)}
            />
          )}
        </FormField>
        <HeaderImageField value={values.headerImage} onChange={set('headerImage')} />
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <Button type="submit" disabled={isSaving}>
            {editing ? t('categoryAdmin.update') : t('categoryAdmin.create')}
          </Button>
          {editing ? (
            <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
              {t('categoryAdmin.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  )
}

/**
 * What a failed header-image upload says, by the server's code in the page language (the server's
 * own message is English): the same words as the article editor's header image.
 */
function headerUploadErrorKey(caught: unknown): TranslationKey {
  if (!(caught instanceof ApiError)) return 'categoryAdmin.uploadFailed'
  if (caught.status === 413 || caught.code === 'MEDIA_TOO_LARGE' || caught.code === 'PAYLOAD_TOO_LARGE')
    return 'editor.media.imageTooLarge'
  if (['MEDIA_UNSUPPORTED_TYPE', 'UNSUPPORTED_MEDIA_TYPE', 'MEDIA_UNREADABLE'].includes(caught.code))
    return 'editor.media.wrongImageType'
  return 'categoryAdmin.uploadFailed'
}

/** The header image: a URL typed in, or a file uploaded to the media store (its URL then fills the field). */
function HeaderImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation()
  const mediaConfig = useQuery(mediaConfigQuery())
  // A key, translated as shown: the message follows a language switch.
  const { percent, error, upload } = useUploadSlot('header-image', mediaConfig.data?.store, headerUploadErrorKey)

  async function uploadFile(file: File) {
    const media = await upload(file)
    if (media) onChange(media.url)
  }

  return (
    <div className="flex flex-col gap-3">
      <FormField
        label={t('categoryAdmin.headerImage')}
        hint={t('categoryAdmin.headerImageHint')}
        error={error ? t(error) : undefined}
      >
        {(control) => (
          <input {...control} type="url" value={value} onChange={(event) => onChange(event.target.value)} />
        )}
      </FormField>
      <FormField label={t('categoryAdmin.headerImageUpload')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={percent !== null}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void uploadFile(file)
            }}
          />
        )}
      </FormField>
      {percent !== null ? (
        <p role="status" className="text-sm text-slate-600">
          {t('categoryAdmin.uploading', { percent })}
        </p>
      ) : null}
      {value ? (
        <img src={value} alt={t('categoryAdmin.headerImagePreview')} className="h-24 w-40 rounded-lg object-cover" />
      ) : null}
    </div>
  )
}
