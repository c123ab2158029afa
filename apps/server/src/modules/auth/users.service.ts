import type { Db } from '#src/db/client'
import { createUsersRepository } from './users.repository'

/** The auth module's reads of users for other modules (payments, promotions). */
export function createUsersService({ db }: { db: Db }) {
  const repo = createUsersRepository(db)
  return {
    findById: (id: number) => repo.findById(id),
    findByUsername: (username: string) => repo.findByUsername(username),
  }
}
export type UsersService = ReturnType<typeof createUsersService>
