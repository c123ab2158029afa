import { z } from 'zod'
import { ARTICLE_STATUSES } from '../domain/enums'
import { LANGUAGES } from '../domain/languages'
import { PI_NETWORKS } from '../domain/pi-networks'
import { byTranslatedLanguage } from './translations'
import { ImageVariantsSchema } from './image-variants'
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TITLE_MAX } from '../domain/limits'
import { CONTENT_MAX_CHARS } from '../html/allow-list'
import { PlanTypeSchema, SliderPlanTypeSchema } from './payments'
import { RatingSummarySchema } from './rating-summary'
import { VerifiedHostSchema } from './verified-host'

export const ArticleStatusSchema = z.enum(ARTICLE_STATUSES)

/** Article ids are integers, as in the public routes (`/articles/42`). */
export const ArticleIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

export const CategorySlugParamsSchema = z.object({ slug: z.string().min(1).max(120) })

/** A calendar date 'YYYY-MM-DD'; a date in the future schedules the publication. */
export const PublishDateSchema = z.iso.date()

/** The language an article is written in: a code of the language registry (older articles are 'en'). */
export const ArticleLanguageSchema = z.enum(LANGUAGES, { error: 'must be a language of the site' })

// `translations`: the category's name in each language it is translated into.
export const ArticleCategorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  translations: byTranslatedLanguage(z.object({ name: z.string() })).optional(),
})
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>

/** A slider plan in force on the article: active and not yet expired. */
export const ArticleActivePlanSchema = z.object({ planType: PlanTypeSchema, expirationAt: z.iso.datetime() })

/**
 * A slider slot held for the article's maker (a waiting-list hold, 24 hours to buy it) that this article
 * could take: published, in the slider's category for a per-category plan, without that plan in force.
 * `categorySlug` is null for a site-wide slider.
 */
export const ArticleHeldSlotSchema = z.object({
  planType: SliderPlanTypeSchema,
  categorySlug: z.string().nullable(),
  heldUntil: z.iso.datetime(),
})
export type ArticleHeldSlot = z.infer<typeof ArticleHeldSlotSchema>

/**
 * The Article, as the API answers it. `approved` is true once published; `promoteType` is the best plan in force
 * (STANDARD when none); `category` is null when its category was deleted.
 */
export const ArticleSchema = z.object({
  id: z.number().int().positive(),
  company: z.string(),
  app: z.string(),
  title: z.string().max(ARTICLE_TITLE_MAX),
  description: z.string().max(ARTICLE_DESCRIPTION_MAX),
  headerImage: z.string().nullable(),
  headerImagePublicId: z.string().nullable(),
  headerImageUploadDate: z.iso.datetime().nullable(),
  // The header image's size and responsive copies, when the media store knows it.
  headerImageVariants: ImageVariantsSchema.optional(),
  category: ArticleCategorySchema.nullable(),
  content: z.string(),
  publishDate: PublishDateSchema,
  promoteType: PlanTypeSchema,
  promoVideo: z.string().nullable(),
  promoVideoPublicId: z.string().nullable(),
  promoVideoUploadDate: z.iso.datetime().nullable(),
  approved: z.boolean(),
  status: ArticleStatusSchema,
  rejectionReason: z.string().nullable(),
  activePlans: z.array(ArticleActivePlanSchema),
  /** Slots held for its maker that it could take (ArticleHeldSlotSchema): in the owner's published list only. */
  heldSlots: z.array(ArticleHeldSlotSchema).optional(),
  // The article's last write (structured data's dateModified).
  updatedAt: z.iso.datetime().optional(),
  // Its published reviews added up; the server always sends it (optional for answers made before reviews).
  rating: RatingSummarySchema.optional(),
  // The username of the maker who publishes it (their page is /makers/{username}); public reads only.
  makerUsername: z.string().optional(),
  /** The app's address (https) and the Pi network its maker declares: null for articles from before them. */
  appUrl: z.string().nullish(),
  piNetwork: z.string().nullish(),
  /** The app's host, when its maker proved they control it (the verified badge); null otherwise. */
  verification: VerifiedHostSchema.nullish(),
  /** The language the article is written in (its page and cards declare it with `lang`). */
  language: ArticleLanguageSchema,
})
export type Article = z.infer<typeof ArticleSchema>

// https://, a host of labels with a dot (no credentials: no '@'), an optional port, then a path, query or fragment.
const HTTPS_ADDRESS =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/i

/** An app's address: https only, a host with a dot, no credentials; blank means none. */
export const AppUrlSchema = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((text) => text === '' || HTTPS_ADDRESS.test(text), 'must be an https:// address')
  .transform((text) => (text === '' ? null : text))

/** The public list form of an article (GET /api/articles, /api/articles/category/{slug}). */
export const PublicArticleListItemSchema = ArticleSchema.pick({
  id: true,
  title: true,
  description: true,
  company: true,
  publishDate: true,
  headerImage: true,
  content: true,
  headerImagePublicId: true,
  promoVideoPublicId: true,
  headerImageVariants: true,
  rating: true,
  makerUsername: true,
  verification: true,
  language: true,
})
export type PublicArticleListItem = z.infer<typeof PublicArticleListItemSchema>

/** The Featured read form: `headerImage` is left out when the article has none. */
export const FeaturedArticleSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  /** The language the article is written in: its card declares it on the title and the description. */
  language: ArticleLanguageSchema,
  headerImage: z.string().optional(),
  headerImageVariants: ImageVariantsSchema.optional(),
  rating: RatingSummarySchema.optional(),
})
export type FeaturedArticle = z.infer<typeof FeaturedArticleSchema>

/** Promoted videos: a list of video URLs, in the order of the day. */
export const PromotedVideosSchema = z.array(z.string())

/**
 * A slide of a promoted-video slider (richer than the plain URL list above): the video with the app it
 * shows and the article it links to, so a slide can name what it promotes.
 */
export const PromotedSlideSchema = z.object({
  articleId: z.number().int().positive(),
  app: z.string(),
  title: z.string(),
  /** The language the article is written in: the slide declares it on the app's name and the title. */
  language: ArticleLanguageSchema,
  videoUrl: z.string(),
  // The article's header image, the video's poster until it plays.
  headerImage: z.string().optional(),
  headerImageVariants: ImageVariantsSchema.optional(),
})
export type PromotedSlide = z.infer<typeof PromotedSlideSchema>
export const PromotedSlidesSchema = z.array(PromotedSlideSchema)

export const PromotedVideosQuerySchema = z.object({ type: SliderPlanTypeSchema.default('MAIN_SLIDER') })

export const PAGE_LIMIT_DEFAULT = 20
export const PAGE_LIMIT_MAX = 100

/** The opaque `cursor` of a paginated list (the previous page's `X-Next-Cursor`). */
export const CursorSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w-]+$/, 'is not a valid cursor')

/**
 * `limit` and an opaque `cursor` (from the previous page's `X-Next-Cursor` header). Lists keep the
 * plain array as the body; see docs/decisions/0002-article-pagination.md.
 */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: CursorSchema.optional(),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

/** Response header carrying the cursor of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor'

/** What a client fetcher returns for a paginated list: the body plus the `X-Next-Cursor` header. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() })
}
export const PublicArticlePageSchema = pageSchema(PublicArticleListItemSchema)
export type PublicArticlePage = z.infer<typeof PublicArticlePageSchema>

/** What a form may ask the stored status to be; the server decides. */
export const RequestedArticleStatusSchema = z.enum(['DRAFT', 'PENDING_APPROVAL', 'PUBLISHED'])

const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max)
const mediaUrl = z.string().trim().max(2000).nullish()
const publicId = z.string().trim().max(300).nullish()
const uploadDate = z.iso.datetime({ offset: true }).nullish()

/** A calendar date that exists (z.iso.date alone would take 2025-02-30). */
const RealDateSchema = PublishDateSchema.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}, 'is not a valid date')

/**
 * Body of POST /api/articles and PUT /api/articles/{id}: the Article's fields. Drafts and
 * submissions are validated alike ('Please complete all fields correctly.'); unknown fields, `approved`
 * and `promoteType` are accepted and ignored. Content is sanitised on the server after this check.
 */
export const ArticleInputSchema = z.object({
  company: requiredText(200),
  app: requiredText(200),
  title: requiredText(ARTICLE_TITLE_MAX),
  description: requiredText(ARTICLE_DESCRIPTION_MAX),
  category: z.object({ name: z.string().max(200).optional(), slug: z.string().trim().min(1, 'is required').max(120) }),
  content: z.string().min(1, 'is required').max(CONTENT_MAX_CHARS, `must be at most ${CONTENT_MAX_CHARS} characters`),
  publishDate: RealDateSchema,
  headerImage: mediaUrl,
  headerImagePublicId: publicId,
  headerImageUploadDate: uploadDate,
  promoVideo: mediaUrl,
  promoVideoPublicId: publicId,
  promoVideoUploadDate: uploadDate,
  status: RequestedArticleStatusSchema,
  appUrl: AppUrlSchema.nullish(),
  piNetwork: z.enum(PI_NETWORKS).nullish(),
  // Optional: a form from before it creates an article in English and leaves an edited one's language as it was.
  language: ArticleLanguageSchema.optional(),
  approved: z.boolean().optional(),
  promoteType: PlanTypeSchema.optional(),
})
export type ArticleInput = z.infer<typeof ArticleInputSchema>
export const CreateArticleInputSchema = ArticleInputSchema
export const UpdateArticleInputSchema = ArticleInputSchema

export const REJECTION_REASON_MAX = 1000

/** Body of PUT /api/articles/{id}/reject: a non-empty reason once trimmed. */
export const RejectArticleInputSchema = z.object({
  reason: z.string().trim().min(1, 'is required').max(REJECTION_REASON_MAX),
})
export type RejectArticleInput = z.infer<typeof RejectArticleInputSchema>

/** What the scam screening found in a submitted text (an article, a review): flagged items wait for an admin. */
export const ScreeningSchema = z.object({
  flagged: z.boolean(),
  findings: z.array(z.object({ rule: z.string(), reason: z.string(), match: z.string() })),
})

/**
 * GET /api/articles/{id}/review (admin): the article as it will be published, with what moderating it
 * needs: who wrote it, when it was (last) sent to review, and the reason a resubmission answers.
 */
export const ArticleReviewSchema = z.object({
  article: ArticleSchema,
  authorUsername: z.string(),
  submittedAt: z.iso.datetime().nullable(),
  previousRejectionReason: z.string().nullable(),
  /** What the scam screening found at submission: a flagged article is published only once an admin confirms. */
  screening: ScreeningSchema,
})
export type ArticleReview = z.infer<typeof ArticleReviewSchema>

/** `PUT /api/articles/{id}/approve?confirmFlagged=true`: the admin confirms publishing a flagged article. */
export const ApproveArticleQuerySchema = z.object({ confirmFlagged: z.enum(['true']).optional() })

/**
 * `GET /api/articles/pending?limit&cursor` for an admin: one page of every author's articles awaiting
 * review, the flagged ones first, then the longest waiting; the next page's cursor in `X-Next-Cursor`,
 * how many await review in `X-Total-Count`. An author's own list is not paged (it ignores both).
 */
export const PendingQueueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** `<1 flagged | 0 not>-<id>` of the last article of the page before. */
  cursor: z
    .string()
    .regex(/^[01]-[1-9]\d{0,9}$/, 'Not a cursor of this list.')
    .transform((text) => ({ flagged: text.startsWith('1'), id: Number(text.slice(2)) }))
    .refine((cursor) => cursor.id <= 2_147_483_647, 'Not a cursor of this list.')
    .optional(),
})
export type PendingQueuePage = z.output<typeof PendingQueueQuerySchema>

/** The user's own lists (GET /api/articles/drafts, /pending, /published, /rejected): full Articles. */
export const ArticleListSchema = z.array(ArticleSchema)

/** GET /api/credits/me: unused publication credits; `unlimited` for admins, who need none. */
export const PublicationCreditsSchema = z.object({ available: z.number().int().min(0), unlimited: z.boolean() })
export type PublicationCredits = z.infer<typeof PublicationCreditsSchema>
