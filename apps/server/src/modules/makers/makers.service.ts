import { utcDate } from '@spotlight/shared/domain/rotation'
import type { MakerProfile, OwnMakerProfile, UpdateMakerProfileInput } from '@spotlight/shared/schemas/makers'
import { UpdateMakerProfileInputSchema } from '@spotlight/shared/schemas/makers'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { bioStatusOf, nextBioState } from './maker-bios'
import { createMakersRepository, type BioState } from './makers.repository'
import { idRunBounds } from '#src/db/id-runs'

/** How many of a maker's articles their page shows (newest first). */
export const MAKER_PAGE_ARTICLES = 24

/** A maker as other modules see one: someone with at least one public article. */
export type PublicMaker = { userId: number; username: string; company: string }

export type MakersDeps = {
  db: Db
  now?: () => Date
  /** How many accounts follow a maker (the follows module's count, wired by app.ts: follows reads makers). */
  countFollowers?: (makerId: number) => Promise<number>
  /** Whether an account is suspended (the auth module's record): its maker page is then the same 404 as an unknown one. */
  isSuspended?: (userId: number) => Promise<boolean>
  /** The maker's apps' rating and how they answer reviews (the reviews module's figures, wired by app.ts). */
  figures?: (makerId: number) => Promise<Pick<MakerProfile, 'rating' | 'replies'>>
  /** The hosts the maker proved they control (the verifications module's, wired by app.ts). */
  verifiedHosts?: (makerId: number) => Promise<MakerProfile['verified']>
}

const NO_FIGURES: Pick<MakerProfile, 'rating' | 'replies'> = {
  rating: { average: 0, count: 0 },
  replies: { answered: 0, within7Days: null },
}

/** The maker's own fields, with whether the public sees the bio and why not. */
function toOwnDto(
  username: string,
  row: ({ bio: string | null; website: string | null } & BioState) | null,
): OwnMakerProfile {
  return {
    username,
    bio: row?.bio ?? null,
    website: row?.website ?? null,
    bioStatus: row ? bioStatusOf(row) : 'PUBLISHED',
    bioHiddenReason: row?.bioHiddenReason ?? null,
  }
}

const NOT_FOUND = () => new AppError('MAKER_NOT_FOUND', 'Maker not found')

export function createMakersService(deps: MakersDeps) {
  const {
    db,
    now = () => new Date(),
    countFollowers = async () => 0,
    isSuspended = async () => false,
    figures = async () => NO_FIGURES,
    verifiedHosts = async () => [],
  } = deps
  const repo = createMakersRepository(db)
  const users = createUsersService({ db })
  const articles = createArticleLookupService({ db })

  async function findPublicMaker(username: string): Promise<(PublicMaker & { joinedAt: Date }) | null> {
    const user = await users.findByUsername(username)
    if (!user || (await isSuspended(user.id))) return null
    const company = (await articles.latestCompanies([user.id], utcDate(now()))).get(user.id)
    // Someone who has published nothing public has no maker page (yet).
    if (company === undefined) return null
    return { userId: user.id, username: user.username, company, joinedAt: user.createdAt }
  }

  return {
    findPublicMaker,

    /** The public profile; an unknown, suspended or not yet published maker is 404. */
    async getProfile(username: string): Promise<MakerProfile> {
      const maker = await findPublicMaker(username)
      if (!maker) throw NOT_FOUND()
      const [profile, cards, followers, { rating, replies }, verified] = await Promise.all([
        repo.findProfile(maker.userId),
        articles.listPublicCardsByOwner(maker.userId, { today: utcDate(now()), limit: MAKER_PAGE_ARTICLES }),
        countFollowers(maker.userId),
        figures(maker.userId),
        verifiedHosts(maker.userId),
      ])
      return {
        username: maker.username,
        company: maker.company,
        // A bio held for an admin, or hidden by one, is not shown (see maker-bios.ts).
        bio: profile && bioStatusOf(profile) === 'PUBLISHED' ? profile.bio : null,
        website: profile?.website ?? null,
        joinedAt: maker.joinedAt.toISOString(),
        articles: cards,
        rating,
        replies,
        followers,
        verified,
      }
    },

    async getOwn(user: { userId: number; username: string }): Promise<OwnMakerProfile> {
      return toOwnDto(user.username, await repo.findProfile(user.userId))
    },

    /**
     * Replaces the signed-in account's bio and website (either may be cleared). The scam screening never
     * refuses a bio: a flagged one is saved and waits for an admin (see maker-bios.ts).
     */
    async updateOwn(
      user: { userId: number; username: string; role: 'USER' | 'ADMIN' },
      input: UpdateMakerProfileInput,
    ): Promise<OwnMakerProfile> {
      const values = UpdateMakerProfileInputSchema.parse(input)
      const at = now()
      const row = await db.transaction(async (tx) => {
        const txRepo = createMakersRepository(tx)
        const current = await txRepo.lockProfile(user.userId)
        const state = nextBioState(current, values.bio, { isAdmin: user.role === 'ADMIN' }, at)
        return txRepo.upsertProfile(user.userId, { ...values, ...state }, at)
      })
      return toOwnDto(user.username, row)
    },

    /** The company each of these makers publishes under; makers with nothing public are left out. */
    companiesOf(userIds: number[]): Promise<Map<number, string>> {
      return articles.latestCompanies(userIds, utcDate(now()))
    },

    /**
     * The maker sitemaps: makers with a public article in runs of `size` user ids (ids 1 to size are run 0),
     * each run's newest publication. A run's address keeps its makers however many join later.
     */
    listSitemapRuns(size: number): Promise<{ run: number; lastmod: string }[]> {
      return articles.listPublicOwnerRuns({ today: utcDate(now()), size })
    },

    /** One run's makers (username and newest publication, 'YYYY-MM-DD'), by id. */
    async listSitemapRun(size: number, run: number): Promise<{ username: string; lastPublished: string }[]> {
      const owners = await articles.listPublicOwnersInIdRange({ today: utcDate(now()), ...idRunBounds(size, run) })
      const names = await users.usernamesOf(owners.map((owner) => owner.ownerId))
      return owners.flatMap((owner) => {
        const username = names.get(owner.ownerId)
        return username ? [{ username, lastPublished: owner.lastPublished }] : []
      })
    },
  }
}
export type MakersService = ReturnType<typeof createMakersService>
