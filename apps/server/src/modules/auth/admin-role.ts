import type { Role } from '@spotlight/shared/domain/enums'
import type { Config } from '#src/config/env'
import type { Db } from '#src/db/client'
import { createAdminBootstrapsRepository } from './admin-bootstraps.repository'
import { createUsersRepository } from './users.repository'

export type AdminConfig = Pick<Config, 'adminPiUids' | 'adminUsernames'>

/**
 * Who is an admin: a Pi uid in ADMIN_PI_UIDS, or the uid recorded for a username in ADMIN_USERNAMES
 * (the first account that signed in with it). Never a username alone: a Pioneer can rename, and the
 * freed username can then be taken by anyone. The configuration is the only source: the stored role
 * is recomputed at every sign-in and at start-up, so a removed admin loses it.
 */
export function createAdminRole({ db, config }: { db: Db; config: AdminConfig }) {
  const bootstraps = createAdminBootstrapsRepository(db)
  const adminUids = new Set(config.adminPiUids)

  return {
    async roleAtSignIn(piUser: { uid: string; username: string }): Promise<Role> {
      if (adminUids.has(piUser.uid)) return 'ADMIN'
      const username = piUser.username.toLowerCase()
      if (config.adminUsernames.includes(username)) await bootstraps.recordFirst(username, piUser.uid)
      return (await bootstraps.isRecorded(piUser.uid, config.adminUsernames)) ? 'ADMIN' : 'USER'
    },

    /** Brings every stored role in line with the configuration; returns how many changed. */
    async reconcileStoredRoles(): Promise<number> {
      const recorded = await bootstraps.uidsFor(config.adminUsernames)
      return createUsersRepository(db).setAdmins([...new Set([...adminUids, ...recorded])])
    },
  }
}
export type AdminRole = ReturnType<typeof createAdminRole>
