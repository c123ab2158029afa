import { isSiteWidePlan } from '@spotlight/shared/domain/plans'
import { AppError } from '#src/errors/app-error'
import type { PromotableArticle } from '#src/modules/articles/article-lookup.service'
import { hiddenCategory, isHiddenCategorySlug } from '../hidden-slider'
import type { PromotionsCore, PromotionTargetInput } from './promotions-core'

/**
 * The article a slot plan is bought or activated for: published, the user's own (unless `asAdmin`),
 * and for a per-category plan the article's category (a `categorySlug` sent must name that same one),
 * never the hidden catch-all.
 */
export async function resolveTarget(
  core: PromotionsCore,
  input: PromotionTargetInput,
): Promise<{ article: PromotableArticle; categoryId: number | null }> {
  const article = await core.articles.findPromotable(input.articleId)
  if (!article) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
  if (!input.asAdmin && article.ownerId !== input.userId) {
    throw new AppError('FORBIDDEN', 'You can only promote your own articles.')
  }
  if (article.status !== 'PUBLISHED') {
    throw new AppError('PROMOTION_ARTICLE_NOT_PUBLISHED', 'Only a published article can be promoted.')
  }
  if (isSiteWidePlan(input.planType)) return { article, categoryId: null }
  if (article.categoryId === null) throw new AppError('PROMOTION_CATEGORY_MISMATCH', 'The article has no category.')
  if (input.categorySlug) {
    const category = await core.categories.findBySlug(input.categorySlug)
    if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
    if (category.id !== article.categoryId) {
      throw new AppError('PROMOTION_CATEGORY_MISMATCH', 'A category slider promotes an article in its own category.')
    }
  }
  if (isHiddenCategorySlug((await core.categories.findById(article.categoryId))?.slug)) throw hiddenCategory()
  return { article, categoryId: article.categoryId }
}
