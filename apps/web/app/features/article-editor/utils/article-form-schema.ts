import { DEFAULT_LANGUAGE, type Language } from '@spotlight/shared/domain/languages'
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TITLE_MAX } from '@spotlight/shared/domain/limits'
import { PI_NETWORKS, type PiNetwork } from '@spotlight/shared/domain/pi-networks'
import {
  AppUrlSchema,
  type Article,
  type ArticleInput,
  ArticleInputSchema,
  ArticleLanguageSchema,
  type RequestedArticleStatusSchema,
} from '@spotlight/shared/schemas/articles'
import { z } from 'zod'

const MediaRefSchema = z.object({ url: z.string(), publicId: z.string().nullable(), uploadDate: z.string().nullable() })

/**
 * The form's fields, checked with the server's own rules (ArticleInputSchema): company, app, title
 * (<= 100), description (<= 200), category, content and publication date required.
 */
export const ArticleFormSchema = ArticleInputSchema.pick({
  company: true,
  app: true,
  title: true,
  description: true,
  content: true,
  publishDate: true,
}).extend({
  categorySlug: z.string().trim().min(1, 'is required'),
  language: ArticleLanguageSchema,
  /** Optional: '' until the author gives one (the server's own rule: https only). */
  appUrl: z.string().refine((text) => AppUrlSchema.safeParse(text).success, 'must be an https:// address'),
  /** '' when the author does not say. */
  piNetwork: z.union([z.enum(PI_NETWORKS), z.literal('')]),
  headerImage: MediaRefSchema.nullable(),
  promoVideo: MediaRefSchema.nullable(),
})
export type ArticleFormValues = z.infer<typeof ArticleFormSchema>
export type ArticleFormField = keyof ArticleFormValues

export { ARTICLE_DESCRIPTION_MAX, ARTICLE_TITLE_MAX }

/** Today as 'YYYY-MM-DD' in the user's own time zone (the date input's default). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A new article's values: written, until the author says otherwise, in the language of the screen they write it on. */
export function emptyFormValues(language: Language = DEFAULT_LANGUAGE): ArticleFormValues {
  return {
    company: '',
    app: '',
    categorySlug: '',
    language,
    appUrl: '',
    piNetwork: '',
    title: '',
    description: '',
    content: '',
    publishDate: today(),
    headerImage: null,
    promoVideo: null,
  }
}

const isPiNetwork = (value: string | null | undefined): value is PiNetwork =>
  (PI_NETWORKS as readonly string[]).includes(value ?? '')

/** The form's values for an article being edited. */
export function formValuesOf(article: Article): ArticleFormValues {
  return {
    company: article.company,
    app: article.app,
    categorySlug: article.category?.slug ?? '',
    language: article.language,
    appUrl: article.appUrl ?? '',
    piNetwork: isPiNetwork(article.piNetwork) ? article.piNetwork : '',
    title: article.title,
    description: article.description,
    content: article.content,
    publishDate: article.publishDate,
    headerImage: article.headerImage
      ? {
          url: article.headerImage,
          publicId: article.headerImagePublicId,
          uploadDate: article.headerImageUploadDate,
        }
      : null,
    promoVideo: article.promoVideo
      ? { url: article.promoVideo, publicId: article.promoVideoPublicId, uploadDate: article.promoVideoUploadDate }
      : null,
  }
}

/** The body of POST/PUT /api/articles. */
export function toArticleInput(
  values: ArticleFormValues,
  category: { name: string; slug: string },
  status: z.infer<typeof RequestedArticleStatusSchema>,
): ArticleInput {
  return {
    company: values.company.trim(),
    app: values.app.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    category,
    language: values.language,
    appUrl: values.appUrl.trim() || null,
    piNetwork: values.piNetwork || null,
    content: values.content,
    publishDate: values.publishDate,
    headerImage: values.headerImage?.url ?? null,
    headerImagePublicId: values.headerImage?.publicId ?? null,
    headerImageUploadDate: values.headerImage?.uploadDate ?? null,
    promoVideo: values.promoVideo?.url ?? null,
    promoVideoPublicId: values.promoVideo?.publicId ?? null,
    promoVideoUploadDate: values.promoVideo?.uploadDate ?? null,
    status,
    approved: false,
  }
}
