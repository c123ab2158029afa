import type { Article } from '@spotlight/shared/schemas/articles'
import type { PlanType } from '@spotlight/shared/domain/enums'
import { HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'

/** Plan activation: a plan counts as active when its expiration is not in the past. */
export const hasPlanInForce = (article: Pick<Article, 'activePlans'>, planType: PlanType, now = Date.now()) =>
  article.activePlans.some((plan) => plan.planType === planType && Date.parse(plan.expirationAt) >= now)

/**
 * My Articles: the 'Activate …' link shows only when that plan type is neither active nor
 * expired, i.e. the article carries no entry of that type at all.
 */
export const mayActivate = (article: Pick<Article, 'activePlans'>, planType: PlanType) =>
  !article.activePlans.some((plan) => plan.planType === planType)

/**
 * The article sits in the catch-all category (where a deleted category's articles go): it is shown
 * nowhere, so a Category Slider there would promote the article to no one.
 */
export const isInHiddenCategory = (article: Pick<Article, 'category'>) =>
  article.category?.slug === HIDDEN_CATEGORY_SLUG
