import { zodResolver } from '@hookform/resolvers/zod'
import { ARTICLE_IMAGES_MAX, PROMO_VIDEO_MAX_BYTES, PROMO_VIDEO_MAX_SECONDS } from '@spotlight/shared/domain/limits'
import type { Article } from '@spotlight/shared/schemas/articles'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type FieldError, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '#app/lib/i18n'
import { Link } from 'react-router'
import { Button, buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { hideUncategorised, listCategories } from '#app/lib/list-categories'
import { cn } from '#app/lib/cn'
import { mediaConfigQuery } from '../api/article-editor-api'
import { type Intent, useSaveArticle } from '../hooks/use-save-article'
import { useMediaUpload } from '../hooks/use-media-upload'
import {
  ARTICLE_DESCRIPTION_MAX,
  ARTICLE_TITLE_MAX,
  type ArticleFormField,
  ArticleFormSchema,
  type ArticleFormValues,
  emptyFormValues,
  formValuesOf,
} from '../utils/article-form-schema'
import { imageSources } from '../utils/content-media'
import { sanitizePreview } from '../utils/sanitize-preview'
import { readVideoDuration } from '../utils/video-duration'
import { ArticlePreview } from './article-preview'
import { LazyRichTextEditor } from './lazy-rich-text-editor'
import { MediaField } from './media-field'
import { UnsavedChangesGuard } from './unsaved-changes-guard'
import { UploadProgress } from './upload-progress'

const inputClass = (hasError: boolean) =>
  cn(
    'w-full rounded-xl border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-violet-500',
    hasError ? 'border-red-500' : 'border-slate-300',
  )

/** The message of a field's error: too long for title and description, otherwise "required". */
function errorKey(field: ArticleFormField, error: FieldError) {
  if (field === 'title' && error.type === 'too_big') return 'editor.errors.titleTooLong' as const
  if (field === 'description' && error.type === 'too_big') return 'editor.errors.descriptionTooLong' as const
  return `editor.errors.${field}` as const
}

/**
 * The create/edit article form (spec sections 2, 4, 5): every field with its rule, the rich-text
 * editor, uploads with progress, Preview, Save Draft and Publish (admin) / Submit for Approval.
 */
export function ArticleForm({ article, isAdmin }: { article: Article | null; isAdmin: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const categories = useQuery({
    queryKey: ['categories', 'list'],
    queryFn: () => listCategories(),
    select: hideUncategorised,
  })
  const mediaConfig = useQuery(mediaConfigQuery())
  const maxImages = mediaConfig.data?.maxImages ?? ARTICLE_IMAGES_MAX
  const maxVideoBytes = mediaConfig.data?.maxVideoBytes ?? PROMO_VIDEO_MAX_BYTES
  const maxVideoSeconds = mediaConfig.data?.maxVideoSeconds ?? PROMO_VIDEO_MAX_SECONDS
  const saver = useSaveArticle({ isAdmin, initialArticle: article })
  const store = mediaConfig.data?.store ?? 'local'
  const bodyImage = useMediaUpload('content-image', store)
  const [editorKey, setEditorKey] = useState(0)
  const [isPreviewOpen, setPreviewOpen] = useState(false)

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isDirty },
  } = useForm<ArticleFormValues>({
    resolver: zodResolver(ArticleFormSchema),
    defaultValues: article ? formValuesOf(article) : emptyFormValues(),
  })
  const values = useWatch({ control }) as ArticleFormValues
  const imageCount = (values.headerImage ? 1 : 0) + imageSources(values.content).length

  const fieldProps = (field: ArticleFormField) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    className: inputClass(Boolean(errors[field])),
  })
  const fieldError = (field: ArticleFormField) => {
    const error = errors[field] as FieldError | undefined
    return error ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {t(errorKey(field, error))}
      </p>
    ) : null
  }

  const submitWith = (intent: Intent) =>
    handleSubmit(
      async (valid) => {
        const category = categories.data?.find((item) => item.slug === valid.categorySlug)
        if (!category?.name) return saver.setMessage({ tone: 'error', key: 'editor.messages.invalidCategory' })
        if (sanitizePreview(valid.content).isEmpty)
          return saver.setMessage({ tone: 'error', key: 'editor.messages.contentEmpty' })
        if (imageCount > maxImages) return saver.setMessage({ tone: 'error', key: 'editor.messages.tooManyImages' })
        const saved = await saver.save(valid, { name: category.name, slug: category.slug }, intent)
        if (!saved) return
        if (intent === 'submit') {
          // The spec resets the form after a submit; the page leaves 2 s later.
          reset(emptyFormValues())
          setEditorKey((key) => key + 1)
          setPreviewOpen(false)
        } else {
          reset(valid)
        }
      },
      () => saver.setMessage({ tone: 'error', key: 'editor.messages.completeFields' }),
    )

  const precheckHeader = async () => (imageCount >= maxImages ? ('editor.media.tooManyImages' as const) : null)
  const precheckVideo = async (file: File) => {
    if (!file.type.startsWith('video/')) return 'editor.media.wrongVideoType' as const
    if (file.size > maxVideoBytes) return 'editor.media.videoTooLarge' as const
    const duration = await readVideoDuration(file)
    return duration !== null && duration > maxVideoSeconds ? ('editor.media.videoTooLong' as const) : null
  }

  const onPickImage = async (file: File, insert: (src: string, alt: string) => void) => {
    if (imageCount >= maxImages) return bodyImage.setError('editor.media.tooManyImages')
    const media = await bodyImage.upload(file)
    if (!media) return
    saver.rememberUpload(media.url, 'image')
    insert(media.url, file.name.replace(/\.[^.]+$/, '').slice(0, 120))
  }

  /** Remove: a file uploaded in this session goes at once; the saved one goes when the article is saved. */
  const removeMedia = async (field: 'headerImage' | 'promoVideo'): Promise<boolean> => {
    const current = values[field]
    setValue(field, null, { shouldDirty: true })
    if (!current || saver.isSavedMedia(current.url)) return true
    return saver.discardUpload(current.url, field === 'promoVideo' ? 'video' : 'image')
  }

  const isBusy = saver.isSaving || saver.isLeaving
  const selectedCategory = categories.data?.find((item) => item.slug === values.categorySlug)

  return (
    <div className="flex flex-col gap-10">
      <UnsavedChangesGuard when={isDirty && !saver.isLeaving} />
      <form noValidate onSubmit={submitWith('submit')} className="flex flex-col gap-6" data-testid="article-form">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-company`} className="font-medium text-slate-800">
              {t('editor.fields.company')}
            </label>
            <input type="text" autoComplete="organization" {...fieldProps('company')} {...register('company')} />
            {fieldError('company')}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-app`} className="font-medium text-slate-800">
              {t('editor.fields.app')}
            </label>
            <input type="text" {...fieldProps('app')} {...register('app')} />
            {fieldError('app')}
          </div>
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-categorySlug`} className="font-medium text-slate-800">
            {t('editor.fields.category')}
          </label>
          <select {...fieldProps('categorySlug')} {...register('categorySlug')}>
            <option value="" disabled>
              {t('editor.fields.selectCategory')}
            </option>
            {categories.data?.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.emoji ? `${category.emoji} ${category.name}` : category.name}
              </option>
            ))}
          </select>
          {categories.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t('editor.categoriesFailed')}
            </p>
          )}
          {fieldError('categorySlug')}
        </div>

        <div className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${id}-title`} className="font-medium text-slate-800">
              {t('editor.fields.title')}
            </label>
            <span className="text-sm text-slate-500 tabular-nums">
              {t('editor.fields.counter', { count: values.title.length, max: ARTICLE_TITLE_MAX })}
            </span>
          </div>
          <input type="text" {...fieldProps('title')} {...register('title')} />
          {fieldError('title')}
        </div>

        <div className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${id}-description`} className="font-medium text-slate-800">
              {t('editor.fields.description')}
            </label>
            <span className="text-sm text-slate-500 tabular-nums">
              {t('editor.fields.counter', { count: values.description.length, max: ARTICLE_DESCRIPTION_MAX })}
            </span>
          </div>
          <textarea rows={3} {...fieldProps('description')} {...register('description')} />
          {fieldError('description')}
        </div>

        <MediaField
          kind="header-image"
          label={t('editor.fields.headerImage')}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          value={values.headerImage}
          precheck={precheckHeader}
          store={store}
          onUploaded={(media) => {
            saver.rememberUpload(media.url, 'image')
            setValue(
              'headerImage',
              { url: media.url, publicId: media.publicId, uploadDate: media.uploadDate },
              {
                shouldDirty: true,
              },
            )
          }}
          onRemove={() => removeMedia('headerImage')}
        />

        <div className="flex flex-col gap-1">
          <span id={`${id}-content-label`} className="font-medium text-slate-800">
            {t('editor.fields.content')}
          </span>
          <p id={`${id}-content-hint`} className="text-sm text-slate-600">
            {t('editor.imagesUsed', { count: imageCount, max: maxImages })}
          </p>
          <div
            className={cn(
              'overflow-hidden rounded-xl border bg-white shadow-sm',
              errors.content ? 'border-red-500' : 'border-slate-300',
            )}
          >
            <LazyRichTextEditor
              key={editorKey}
              id={`${id}-content`}
              initialContent={editorKey === 0 && article ? article.content : ''}
              labelledBy={`${id}-content-label`}
              describedBy={[`${id}-content-hint`, errors.content ? `${id}-content-error` : null]
                .filter(Boolean)
                .join(' ')}
              isInvalid={Boolean(errors.content)}
              onChange={(html) =>
                setValue('content', html, { shouldDirty: true, shouldValidate: Boolean(errors.content) })
              }
              onPickImage={(file, insert) => void onPickImage(file, insert)}
            />
          </div>
          {bodyImage.percent !== null && (
            <UploadProgress percent={bodyImage.percent} label={t('editor.media.uploadingImage')} />
          )}
          {bodyImage.error && (
            <p role="alert" className="text-sm text-red-700">
              {t(bodyImage.error)}
            </p>
          )}
          {fieldError('content')}
        </div>

        <MediaField
          kind="promo-video"
          label={t('editor.fields.promoVideo')}
          hint={t('editor.media.videoTooLong')}
          accept="video/mp4,video/webm,video/quicktime"
          value={values.promoVideo}
          precheck={precheckVideo}
          store={store}
          onUploaded={(media) => {
            saver.rememberUpload(media.url, 'video')
            setValue(
              'promoVideo',
              { url: media.url, publicId: media.publicId, uploadDate: media.uploadDate },
              {
                shouldDirty: true,
              },
            )
          }}
          onRemove={() => removeMedia('promoVideo')}
        />

        <div className="flex flex-col gap-1 sm:max-w-xs">
          <label htmlFor={`${id}-publishDate`} className="font-medium text-slate-800">
            {t('editor.fields.publishDate')}
          </label>
          <input type="date" {...fieldProps('publishDate')} {...register('publishDate')} />
          {fieldError('publishDate')}
        </div>

        {saver.message && (
          <div
            role={saver.message.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'rounded-xl px-4 py-3 text-sm',
              saver.message.tone === 'error' ? 'bg-rose-50 text-rose-800' : 'bg-emerald-50 text-emerald-800',
            )}
          >
            <p>{t(saver.message.key)}</p>
            {saver.message.key === 'editor.messages.creditRequired' && (
              <Link to={paths.advertise} className="mt-2 inline-block font-semibold underline">
                {t('editor.messages.goToAdvertise')}
              </Link>
            )}
          </div>
        )}

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button
            variant="secondary"
            aria-expanded={isPreviewOpen}
            aria-controls={`${id}-preview`}
            onClick={() => setPreviewOpen((open) => !open)}
          >
            {t('editor.actions.preview')}
          </Button>
          <Button variant="secondary" disabled={isBusy} onClick={() => void submitWith('draft')()}>
            {t('editor.actions.saveDraft')}
          </Button>
          <Button type="submit" disabled={isBusy}>
            {isAdmin ? t('editor.actions.publish') : t('editor.actions.submit')}
          </Button>
          {saver.isSaving && (
            <span role="status" className="self-center text-sm text-slate-600">
              {t('editor.actions.saving')}
            </span>
          )}
        </div>
      </form>

      <div id={`${id}-preview`}>
        {isPreviewOpen && (
          <ArticlePreview
            values={values}
            category={selectedCategory ? { name: selectedCategory.name, slug: selectedCategory.slug } : null}
          />
        )}
      </div>
      {/* A styled link to leave; the guard asks first when there are unsaved changes. */}
      <Link
        to={isAdmin ? paths.adminDashboard.drafts : paths.userDashboard.drafts}
        className={buttonClasses('ghost', 'self-start')}
      >
        {t('editor.actions.backToDrafts')}
      </Link>
    </div>
  )
}
