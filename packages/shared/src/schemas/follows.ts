import { z } from 'zod'
import { ArticleCategorySchema } from './articles'

/** Answer of PUT and DELETE /api/follows/makers/{username} and /api/follows/categories/{slug}. */
export const FollowStateSchema = z.object({
  following: z.boolean(),
  /** How many accounts follow the maker or the category now. */
  followers: z.number().int().nonnegative(),
})
export type FollowState = z.infer<typeof FollowStateSchema>

export const FollowedMakerSchema = z.object({
  username: z.string(),
  company: z.string(),
  followedAt: z.iso.datetime(),
})
export type FollowedMaker = z.infer<typeof FollowedMakerSchema>

/** `name` is English; `translations` name it in each language it is translated into (as an article's category). */
export const FollowedCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  translations: ArticleCategorySchema.shape.translations,
  followedAt: z.iso.datetime(),
})
export type FollowedCategory = z.infer<typeof FollowedCategorySchema>

/** GET /api/follows: what the signed-in account follows, newest first. */
export const FollowsSchema = z.object({
  makers: z.array(FollowedMakerSchema),
  categories: z.array(FollowedCategorySchema),
})
export type Follows = z.infer<typeof FollowsSchema>
