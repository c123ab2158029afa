import { z } from 'zod'
import { ARTICLE_STATUSES } from '../domain/enums'
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TITLE_MAX } from '../domain/limits'
import { PlanTypeSchema, SliderPlanTypeSchema } from './payments'

export const ArticleStatusSchema = z.enum(ARTICLE_STATUSES)

/** Article ids are integers, as in the spec's routes. */
export const ArticleIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

export const CategorySlugParamsSchema = z.object({ slug: z.string().min(1).max(120) })

/** A calendar date 'YYYY-MM-DD'; a date in the future schedules the publication. */
export const PublishDateSchema = z.iso.date()

export const ArticleCategorySchema = z.object({ name: z.string(), slug: z.string() })

/** A slider plan in force on the article: active and not yet expired. */
export const ArticleActivePlanSchema = z.object({ planType: PlanTypeSchema, expirationAt: z.iso.datetime() })

/**
 * The spec's Article. `approved` is true once published; `promoteType` is the best plan in force
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
})
export type Article = z.infer<typeof ArticleSchema>

/** The public list form of spec section 3 (GET /api/articles, /api/articles/category/{slug}). */
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
})
export type PublicArticleListItem = z.infer<typeof PublicArticleListItemSchema>

/** The Featured read form: `headerImage` is left out when the article has none. */
export const FeaturedArticleSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  headerImage: z.string().optional(),
})
export type FeaturedArticle = z.infer<typeof FeaturedArticleSchema>

/** Promoted videos: a list of video URLs, in the order of the day. */
export const PromotedVideosSchema = z.array(z.string())

export const PromotedVideosQuerySchema = z.object({ type: SliderPlanTypeSchema.default('MAIN_SLIDER') })

export const PAGE_LIMIT_DEFAULT = 20
export const PAGE_LIMIT_MAX = 100

/**
 * `limit` and an opaque `cursor` (from the previous page's `X-Next-Cursor` header). Lists keep the
 * spec's plain array as the body; see docs/decisions/0002-article-pagination.md.
 */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w-]+$/, 'is not a valid cursor')
    .optional(),
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
