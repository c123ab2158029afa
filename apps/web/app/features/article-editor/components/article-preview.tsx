import { useEffect, useId, useRef } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { ArticleDetail } from '#app/components/article/article-detail'
import type { ArticleFormValues } from '../utils/article-form-schema'
import { cloudinaryCloudName, imageSources } from '../utils/content-media'
import { sanitizePreview } from '../utils/sanitize-preview'

/**
 * Preview: the article detail view under 'Preview', from the form's current values, with the
 * content sanitised in the browser by the same allow-list the server applies.
 */
export function ArticlePreview({
  values,
  category,
}: {
  values: ArticleFormValues
  category: { name: string; slug: string } | null
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const cloudName = cloudinaryCloudName([values.headerImage?.url, ...imageSources(values.content)])
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-dashed border-violet-300 p-4 sm:p-8">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-6 text-xl font-bold text-violet-900">
        {t('editor.previewHeading')}
      </h2>
      <ArticleDetail
        isImagePriority={false}
        article={{
          title: values.title,
          company: values.company,
          app: values.app,
          category,
          publishDate: values.publishDate,
          headerImage: values.headerImage?.url ?? null,
          content: sanitizePreview(values.content, { cloudinaryCloudName: cloudName }).html,
          promoVideo: values.promoVideo?.url ?? null,
          language: values.language,
        }}
      />
    </section>
  )
}
