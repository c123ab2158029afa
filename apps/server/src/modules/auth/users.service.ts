import type { Db } from '#src/db/client'
import { createUsersRepository, type SuspendedPosition } from './users.repository'

/** The auth module's reads of users for other modules (payments, promotions, notifications). */
export function createUsersService({ db }: { db: Db }) {
  const repo = createUsersRepository(db)
  return {
    findById: (id: number) => repo.findById(id),
    findByUsername: (username: string) => repo.findByUsername(username),
    /** Whether the account is suspended now (an unknown one is not). */
    isSuspended: async (id: number) => Boolean((await repo.findById(id))?.suspendedAt),
    /** The users who are admins now (a role's notification tells each one's Pi app). */
    adminIds: () => repo.adminIds(),
    /** Each of these users' username (maker pages and follow lists); a user not found is left out. */
    usernamesOf: (ids: number[]) => repo.usernamesOf(ids),
    /** Each of these users' Pi uid (a Pi notification is addressed by it); a user not found is left out. */
    piUidsOf: (ids: number[]) => repo.piUidsOf(ids),
    /** When each of these accounts was made (a report from a new account weighs less). */
    createdAtOf: (ids: number[]) => repo.createdAtOf(ids),
    /** Suspends the account (or lifts it, with null); the suspensions module decides when. */
    setSuspension: (id: number, suspension: { at: Date; reason: string } | null) => repo.setSuspension(id, suspension),
    /** Accounts suspended now, the latest first, a page after `after` (the admins' list). */
    listSuspended: (limit: number, after: SuspendedPosition | null = null) => repo.listSuspended(limit, after),
    /** How many accounts are suspended now. */
    countSuspended: () => repo.countSuspended(),
  }
}
export type UsersService = ReturnType<typeof createUsersService>
