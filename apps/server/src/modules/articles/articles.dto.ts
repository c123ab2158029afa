import type { PlanType } from '@spotlight/shared/domain/enums'
import type { Article, FeaturedArticle } from '@spotlight/shared/schemas/articles'
import type { articles } from '#src/db/schema/index'
import { withHeaderImageVariants, type ImageVariantsColumn } from '#src/modules/media/image-variants.dto'

type ArticleRow = typeof articles.$inferSelect
type PlanRow = { planType: PlanType; expiresAt: Date | null }

/** The most valuable plan first: it is the article's `promoteType`. */
const PLAN_RANK: PlanType[] = ['MAIN_SLIDER', 'CATEGORY_SLIDER']

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
  category: { name: string; slug: string; nameEs?: string | null } | null,
  plans: PlanRow[],
  headerImageVariants?: ImageVariantsColumn,
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
    promoteType: PLAN_RANK.find((plan) => activePlans.some((active) => active.planType === plan)) ?? 'STANDARD',
    promoVideo: row.promoVideo,
    promoVideoPublicId: row.promoVideoPublicId,
    promoVideoUploadDate: row.promoVideoUploadDate?.toISOString() ?? null,
    approved: row.status === 'PUBLISHED',
    status: row.status,
    rejectionReason: row.rejectionReason,
    activePlans,
  }
  return article
}

export function toFeaturedDto(row: {
  id: number
  title: string
  description: string
  headerImage: string | null
  headerImageVariants?: ImageVariantsColumn
}): FeaturedArticle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ...(row.headerImage
      ? { headerImage: row.headerImage, ...withHeaderImageVariants(row.headerImage, row.headerImageVariants) }
      : {}),
  }
}
