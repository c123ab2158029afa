import { zodResolver } from '@hookform/resolvers/zod'
import { ARTICLE_IMAGES_MAX, PROMO_VIDEO_MAX_BYTES, PROMO_VIDEO_MAX_SECONDS } from '@spotlight/shared/domain/limits'
import type { Article } from '@spotlight/shared/schemas/articles'
import type { Media } from '@spotlight/shared/schemas/media'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useId, useState } from 'react'
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form'
import { type TranslationKey, useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { Button, buttonClasses } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { StatusBanner } from '#app/components/ui/status-banner'
import { paths } from '#app/config/paths'
import { formatDateTime } from '#app/lib/format'
import { hideUncategorised, listCategories } from '#app/lib/list-categories'
import { cn } from '#app/lib/cn'
import { useSession } from '#app/lib/session-store'
import { mediaConfigQuery } from '#app/lib/get-media-config'
import { type Intent, useSaveArticle } from '../hooks/use-save-article'
import { useMediaUpload } from '../hooks/use-media-upload'
import { localDraftKey, useLocalDraft } from '../hooks/use-local-draft'
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
import { SubmittedNextSteps } from './submitted-next-steps'
import { UnsavedChangesGuard } from './unsaved-changes-guard'
import { UploadProgress } from './upload-progress'
import { categoryName } from '#app/lib/category-name'
import { LANGUAGES, languageInfo } from '#app/lib/language'
import { PI_NETWORKS, type PiNetwork } from '@spotlight/shared/domain/pi-networks'

/** The networks by the words the article page shows them with. */
const NETWORK_LABELS: Record<PiNetwork, TranslationKey> = {
  MAINNET: 'articles.network.mainnet',
  TESTNET: 'articles.network.testnet',
  NONE: 'articles.network.none',
}
/** The message of a field's error: too long for title and description, otherwise "required". */
function errorKey(field: ArticleFormField, error: FieldError) {
  if (field === 'title' && error.type === 'too_big') return 'editor.errors.titleTooLong' as const
  if (field === 'description' && error.type === 'too_big') return 'editor.errors.descriptionTooLong' as const
  return `editor.errors.${field}` as const
}

/**
 * The create/edit article form: every field with its rule, the rich-text
 * editor, uploads with progress, Preview, Save Draft and Publish (admin) / Submit for Approval.
 */
export function ArticleForm({ article, isAdmin }: { article: Article | null; isAdmin: boolean }) {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const id = useId()
  const queryClient = useQueryClient()
  const categoriesQuery = { queryKey: ['categories', 'list'], queryFn: () => listCategories() }
  const categories = useQuery({ ...categoriesQuery, select: hideUncategorised })
  const mediaConfig = useQuery(mediaConfigQuery())
  const maxImages = mediaConfig.data?.maxImages ?? ARTICLE_IMAGES_MAX
  const maxVideoBytes = mediaConfig.data?.maxVideoBytes ?? PROMO_VIDEO_MAX_BYTES
  const maxVideoSeconds = mediaConfig.data?.maxVideoSeconds ?? PROMO_VIDEO_MAX_SECONDS
  const saver = useSaveArticle({ isAdmin, initialArticle: article })
  const store = mediaConfig.data?.store ?? 'local'
  const bodyImage = useMediaUpload('content-image', store)
  const [editorKey, setEditorKey] = useState(0)
  // What a (re)mounted editor starts with: the article's, '' after a submit, or a restored version.
  const [editorContent, setEditorContent] = useState(article?.content ?? '')
  const [isPreviewOpen, setPreviewOpen] = useState(false)
  // Header image and promo video uploads on their way (the body image's is `bodyImage`).
  const [fieldUploads, setFieldUploads] = useState({ headerImage: false, promoVideo: false })
  const onHeaderUploading = useCallback(
    (busy: boolean) => setFieldUploads((current) => ({ ...current, headerImage: busy })),
    [],
  )
  const onVideoUploading = useCallback(
    (busy: boolean) => setFieldUploads((current) => ({ ...current, promoVideo: busy })),
    [],
  )
  const isUploading = fieldUploads.headerImage || fieldUploads.promoVideo || bodyImage.isUploading

  const [initialValues] = useState(() => (article ? formValuesOf(article) : emptyFormValues(i18n.language)))
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ArticleFormValues>({
    resolver: zodResolver(ArticleFormSchema),
    defaultValues: initialValues,
  })
  const values = useWatch({ control }) as ArticleFormValues
  const localDraft = useLocalDraft({
    storageKey: session ? localDraftKey(session.username, article?.id ?? null) : null,
    values,
    initialValues,
    isDirty,
  })
  const restoreLocalDraft = () => {
    if (!localDraft.offer) return
    const kept = localDraft.offer.values
    // Dirty against the article's own values, so the guard and the next write see the restored work.
    reset({ ...values, ...kept }, { keepDefaultValues: true })
    setEditorContent(kept.content)
    setEditorKey((key) => key + 1)
    localDraft.accept()
  }
  const imageCount = (values.headerImage ? 1 : 0) + imageSources(values.content).length

  const errorText = (field: ArticleFormField) => {
    const error = errors[field] as FieldError | undefined
    return error ? t(errorKey(field, error)) : undefined
  }
  const counter = (count: number, max: number) => (
    <span className="text-sm text-slate-500 tabular-nums">{t('editor.fields.counter', { count, max })}</span>
  )

  const submitWith = (intent: Intent) =>
    handleSubmit(
      async (valid) => {
        // Saved now, the article would go without the file still on its way, and the maker would not know.
        if (isUploading) return saver.setMessage({ tone: 'error', key: 'editor.messages.uploadInProgress' })
        // A tap before the list has arrived (a slow phone) waits for it: the article's own category is
        // valid, it is only not known here yet. A list that cannot be had leaves the message below.
        const known =
          categories.data ??
          (await queryClient.ensureQueryData(categoriesQuery).then(hideUncategorised, () => undefined))
        const category = known?.find((item) => item.slug === valid.categorySlug)
        if (!category?.name) return saver.setMessage({ tone: 'error', key: 'editor.messages.invalidCategory' })
        if (sanitizePreview(valid.content).isEmpty)
          return saver.setMessage({ tone: 'error', key: 'editor.messages.contentEmpty' })
        if (imageCount > maxImages) return saver.setMessage({ tone: 'error', key: 'editor.messages.tooManyImages' })
        const saved = await saver.save(valid, { name: category.name, slug: category.slug }, intent)
        if (!saved) return
        localDraft.clear()
        if (intent === 'submit') {
          // A submit resets the form; the page leaves 2 s later.
          reset(emptyFormValues(i18n.language))
          setEditorContent('')
          setEditorKey((key) => key + 1)
          setPreviewOpen(false)
        } else {
          reset(valid)
        }
      },
      () =>
        saver.setMessage({
          tone: 'error',
          key: isUploading ? 'editor.messages.uploadInProgress' : 'editor.messages.completeFields',
        }),
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

  /** An upload done: the form holds it, and it is deleted again if the article is never saved with it. */
  const keepUpload = (field: 'headerImage' | 'promoVideo', media: Media) => {
    saver.rememberUpload(media.url, field === 'promoVideo' ? 'video' : 'image')
    setValue(field, { url: media.url, publicId: media.publicId, uploadDate: media.uploadDate }, { shouldDirty: true })
  }

  /** Remove: a file uploaded in this session goes at once; the saved one goes when the article is saved. */
  const removeMedia = async (field: 'headerImage' | 'promoVideo'): Promise<boolean> => {
    const current = values[field]
    setValue(field, null, { shouldDirty: true })
    if (!current || saver.isSavedMedia(current.url)) return true
    return saver.discardUpload(current.url, field === 'promoVideo' ? 'video' : 'image')
  }

  const isBusy = isSubmitting || saver.isSaving || saver.isLeaving
  const selectedCategory = categories.data?.find((item) => item.slug === values.categorySlug)

  return (
    <div className="flex flex-col gap-10">
      <UnsavedChangesGuard when={(isDirty || isUploading) && !saver.isLeaving} />
      {localDraft.offer && (
        <StatusBanner tone="info" className="flex flex-wrap items-center gap-3" data-testid="local-draft-offer">
          <p className="flex-1">
            {t('editor.localDraft.body', { time: formatDateTime(localDraft.offer.savedAt, i18n.language) })}
          </p>
          <Button onClick={restoreLocalDraft}>{t('editor.localDraft.restore')}</Button>
          <Button variant="secondary" onClick={localDraft.discard}>
            {t('editor.localDraft.discard')}
          </Button>
        </StatusBanner>
      )}
      <form noValidate onSubmit={submitWith('submit')} className="flex flex-col gap-6" data-testid="article-form">
        <div className="grid gap-6 md:grid-cols-2">
          <FormField label={t('editor.fields.company')} error={errorText('company')}>
            {(control) => <input type="text" autoComplete="organization" {...control} {...register('company')} />}
          </FormField>
          <FormField label={t('editor.fields.app')} error={errorText('app')}>
            {(control) => <input type="text" {...control} {...register('app')} />}
          </FormField>
        </div>

        <FormField
          label={t('editor.fields.category')}
          hint={
            categories.isError ? (
              <span role="alert" className="text-red-700">
                {t('editor.categoriesFailed')}
              </span>
            ) : undefined
          }
          error={errorText('categorySlug')}
        >
          {(fieldProps) => (
            // Controlled by the form's value: left uncontrolled, the select was filled before its options
            // arrived and the browser then showed the first category while the form kept the article's
            // own. A slug not offered (the hidden sin-categoria) shows the placeholder, never another one.
            <Controller
              control={control}
              name="categorySlug"
              render={({ field }) => (
                <select
                  {...fieldProps}
                  name={field.name}
                  ref={field.ref}
                  value={categories.data?.some((item) => item.slug === field.value) ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                >
                  <option value="" disabled>
                    {t('editor.fields.selectCategory')}
                  </option>
                  {categories.data?.map((category) => (
                    <option key={category.slug} value={category.slug}>
                      {category.emoji
                        ? `${category.emoji} ${categoryName(category, i18n.language)}`
                        : categoryName(category, i18n.language)}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </FormField>

        <FormField
          label={t('editor.fields.language')}
          hint={t('editor.fields.languageHint')}
          error={errorText('language')}
        >
          {(control) => (
            <select {...control} {...register('language')}>
              {LANGUAGES.map((code) => (
                // Each language by its own name, in its own language: an author finds theirs whatever the screen's.
                <option key={code} value={code} lang={code}>
                  {languageInfo(code).nativeName}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField label={t('editor.fields.appUrl')} hint={t('editor.fields.appUrlHint')} error={errorText('appUrl')}>
          {(control) => (
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...control}
              {...register('appUrl')}
            />
          )}
        </FormField>

        <FormField label={t('editor.fields.piNetwork')} error={errorText('piNetwork')}>
          {(control) => (
            <select {...control} {...register('piNetwork')}>
              <option value="">{t('editor.fields.piNetworkUnset')}</option>
              {PI_NETWORKS.map((network) => (
                <option key={network} value={network}>
                  {t(NETWORK_LABELS[network])}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField
          label={t('editor.fields.title')}
          aside={counter(values.title.length, ARTICLE_TITLE_MAX)}
          error={errorText('title')}
        >
          {(control) => <input type="text" {...control} {...register('title')} />}
        </FormField>

        <FormField
          label={t('editor.fields.description')}
          aside={counter(values.description.length, ARTICLE_DESCRIPTION_MAX)}
          error={errorText('description')}
        >
          {(control) => <textarea rows={3} {...control} {...register('description')} />}
        </FormField>

        <MediaField
          kind="header-image"
          label={t('editor.fields.headerImage')}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          value={values.headerImage}
          precheck={precheckHeader}
          store={store}
          onUploaded={(media) => keepUpload('headerImage', media)}
          onRemove={() => removeMedia('headerImage')}
          onUploadingChange={onHeaderUploading}
        />

        <FormField
          label={t('editor.fields.content')}
          isNative={false}
          hint={t('editor.imagesUsed', { count: imageCount, max: maxImages })}
          error={errorText('content')}
        >
          {(control, { labelId }) => (
            <>
              {/* The editor's text area draws no outline of its own (it would clip at the frame's
                  rounded corners): the frame shows where the focus is, as the search field does. */}
              <div
                data-testid="content-frame"
                className={cn(
                  'overflow-hidden rounded-xl border bg-white shadow-sm focus-within:ring-2 focus-within:ring-violet-600',
                  control['aria-invalid'] ? 'border-red-500' : 'border-slate-300',
                )}
              >
                <LazyRichTextEditor
                  key={editorKey}
                  id={control.id}
                  initialContent={editorContent}
                  labelledBy={labelId}
                  describedBy={control['aria-describedby']}
                  isInvalid={Boolean(control['aria-invalid'])}
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
            </>
          )}
        </FormField>

        <MediaField
          kind="promo-video"
          label={t('editor.fields.promoVideo')}
          hint={t('editor.media.videoTooLong')}
          accept="video/mp4,video/webm,video/quicktime"
          value={values.promoVideo}
          precheck={precheckVideo}
          store={store}
          onUploaded={(media) => keepUpload('promoVideo', media)}
          onRemove={() => removeMedia('promoVideo')}
          onUploadingChange={onVideoUploading}
        />

        <FormField label={t('editor.fields.publishDate')} error={errorText('publishDate')} className="sm:max-w-xs">
          {(control) => <input type="date" {...control} {...register('publishDate')} />}
        </FormField>

        {saver.message && (
          <StatusBanner tone={saver.message.tone}>
            <p>{t(saver.message.key)}</p>
            {saver.message.key === 'editor.messages.submitted' && <SubmittedNextSteps />}
            {saver.message.key === 'editor.messages.creditRequired' && (
              <Link to={paths.advertise} className="mt-2 inline-block font-semibold underline">
                {t('editor.messages.goToAdvertise')}
              </Link>
            )}
          </StatusBanner>
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
