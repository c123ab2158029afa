import type { Category } from '@spotlight/shared/schemas/categories'
import type { FollowedCategory, FollowState, Follows } from '@spotlight/shared/schemas/follows'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createUsersService } from '#src/modules/auth/users.service'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import { createMakersService } from '#src/modules/makers/makers.service'
import { createFollowsRepository } from './follows.repository'
import { announceDue } from './follow-announcements'

export { followAnnouncementsJob, queuePublication, type PublishedArticle } from './follow-announcements'

export type Follower = { userId: number }

/** A category's name in each language it is translated into (its descriptions are not shown here). */
function namesOf(translations: Category['translations']): FollowedCategory['translations'] {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([language, found]) => (found ? [[language, { name: found.name }]] : [])),
  )
}

const MAKER_NOT_FOUND = () => new AppError('MAKER_NOT_FOUND', 'Maker not found')
const CATEGORY_NOT_FOUND = () => new AppError('CATEGORY_NOT_FOUND', 'Category not found')

export function createFollowsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = createFollowsRepository(db)
  const makers = createMakersService({ db, now })
  const users = createUsersService({ db })
  const categories = createCategoriesService({ db })

  async function categoryIdOf(slug: string): Promise<number> {
    const category = await categories.findBySlug(slug)
    if (!category) throw CATEGORY_NOT_FOUND()
    return category.id
  }

  return {
    countMakerFollowers: (makerId: number) => repo.countMakerFollowers(makerId),

    /** Follows a public maker (idempotent); following oneself is refused. */
    async followMaker(follower: Follower, username: string): Promise<FollowState> {
      const maker = await makers.findPublicMaker(username)
      if (!maker) throw MAKER_NOT_FOUND()
      if (maker.userId === follower.userId) throw new AppError('FOLLOW_SELF', 'You cannot follow yourself.')
      await repo.followMaker(follower.userId, maker.userId, now())
      return { following: true, followers: await repo.countMakerFollowers(maker.userId) }
    },

    /** Unfollows (idempotent); works for any account, a maker no longer public included. */
    async unfollowMaker(follower: Follower, username: string): Promise<FollowState> {
      const maker = await users.findByUsername(username)
      if (!maker) throw MAKER_NOT_FOUND()
      await repo.unfollowMaker(follower.userId, maker.id)
      return { following: false, followers: await repo.countMakerFollowers(maker.id) }
    },

    async followCategory(follower: Follower, slug: string): Promise<FollowState> {
      const categoryId = await categoryIdOf(slug)
      await repo.followCategory(follower.userId, categoryId, now())
      return { following: true, followers: await repo.countCategoryFollowers(categoryId) }
    },

    async unfollowCategory(follower: Follower, slug: string): Promise<FollowState> {
      const categoryId = await categoryIdOf(slug)
      await repo.unfollowCategory(follower.userId, categoryId)
      return { following: false, followers: await repo.countCategoryFollowers(categoryId) }
    },

    /** What the account follows, newest first; a maker with nothing public any more shows under their username. */
    async list(follower: Follower): Promise<Follows> {
      const [makerRows, categoryRows, allCategories] = await Promise.all([
        repo.listFollowedMakers(follower.userId),
        repo.listFollowedCategories(follower.userId),
        categories.listCategories(),
      ])
      const ids = makerRows.map((row) => row.makerId)
      const [names, companies] = await Promise.all([users.usernamesOf(ids), makers.companiesOf(ids)])
      const byId = new Map(allCategories.map((category) => [category.id, category]))
      return {
        makers: makerRows.flatMap((row) => {
          const username = names.get(row.makerId)
          if (!username) return []
          const company = companies.get(row.makerId) ?? username
          return [{ username, company, followedAt: row.createdAt.toISOString() }]
        }),
        categories: categoryRows.flatMap((row) => {
          const category = byId.get(row.categoryId)
          if (!category) return []
          return [
            {
              slug: category.slug,
              name: category.name,
              translations: namesOf(category.translations),
              followedAt: row.createdAt.toISOString(),
            },
          ]
        }),
      }
    },

    /** Tells the followers of every publication whose day has come (the scheduled job, and after a publication). */
    announceDue: () => announceDue(db, now()),
  }
}
export type FollowsService = ReturnType<typeof createFollowsService>
