import { bestPlan, type PlanType } from '@spotlight/shared/domain/plans'
import { averageOf } from '@spotlight/shared/domain/reviews'
import type { Article, ArticleCategory, FeaturedArticle } from '@spotlight/shared/schemas/articles'
import type { RatingSummary } from '@spotlight/shared/schemas/rating-summary'
import type { articles } from '#src/db/schema/index'
import { withHeaderImageVariants, type ImageVariantsColumn } from '#src/modules/media/image-variants.dto'

type ArticleRow = typeof articles.$inferSelect
type PlanRow = { planType: PlanType; expiresAt: Date | null }

/** The rating summary from the reviews module's sums (no row yet: no ratings). */
export function toRatingSummary(count: number | null | undefined, sum: number | null | undefined): RatingSummary {
  return { average: averageOf(count ?? 0, sum ?? 0), count: count ?? 0 }
}

/** One entry per plan type, with its latest expiry (a renewal may overlap the running period). */
function toActivePlans(plans: PlanRow[]): Article['activePlans'] {
  const latest = new Map<PlanType, Date>()
  for (const plan of plans) {
    if (!plan.expiresAt) continue
    const known = latest.get(plan.planType)
    if (!known || plan.expiresAt > known) latest.set(plan.planType, plan.expiresAt)
  }
  return [...latest].map(([planType, expiresAt]) => ({ planType, expirationAt: expiresAt.toISOString() }))
}

export function toArticleDto(
  row: ArticleRow,
  category: ArticleCategory | null,
  plans: PlanRow[],
  headerImageVariants?: ImageVariantsColumn,
  rating?: { count: number | null; sum: number | null } | null,
) {
  const activePlans = toActivePlans(plans)
  const article: Article = {
    id: row.id,
    company: row.company,
    app: row.app,
    title: row.title,
    description: row.description,
    headerImage: row.headerImage,
    headerImagePublicId: row.headerImagePublicId,
    headerImageUploadDate: row.headerImageUploadDate?.toISOString() ?? null,
    ...withHeaderImageVariants(row.headerImage, headerImageVariants),
    category,
    content: row.content,
    publishDate: row.publishDate,
    // The most valuable plan in force (the plan catalogue's rank) is the article's `promoteType`.
    promoteType: bestPlan(activePlans.map((active) => active.planType)),
    promoVideo: row.promoVideo,
    promoVideoPublicId: row.promoVideoPublicId,
    promoVideoUploadDate: row.promoVideoUploadDate?.toISOString() ?? null,
    approved: row.status === 'PUBLISHED',
    status: row.status,
    rejectionReason: row.rejectionReason,
    activePlans,
    updatedAt: row.updatedAt.toISOString(),
    rating: toRatingSummary(rating?.count, rating?.sum),
    appUrl: row.appUrl,
    piNetwork: row.piNetwork,
    language: row.language,
  }
  return article
}

export function toFeaturedDto(row: {
  id: number
  title: string
  description: string
  headerImage: string | null
  headerImageVariants?: ImageVariantsColumn
  ratingCount?: number | null
  ratingSum?: number | null
  language: FeaturedArticle['language']
}): FeaturedArticle {
  return {
    id: row.id,
    rating: toRatingSummary(row.ratingCount, row.ratingSum),
    title: row.title,
    description: row.description,
    language: row.language,
    ...(row.headerImage
      ? { headerImage: row.headerImage, ...withHeaderImageVariants(row.headerImage, row.headerImageVariants) }
      : {}),
  }
}
