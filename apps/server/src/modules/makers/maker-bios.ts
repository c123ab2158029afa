// Scam screening of makers' bios. It never refuses a bio: a flagged one is saved but the public page
// shows no bio until an admin approves it. No earlier approved bio is kept to show meanwhile: that
// would need a second copy kept in step with every edit, and would show words the maker has just
// replaced (perhaps because they were wrong); an empty bio for a while is the simpler and honest state.
import type { AdminMakerBio, MakerBioDecisionInput, MakerBioStatus } from '@spotlight/shared/schemas/makers'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { recordAudit } from '#src/modules/audit/audit.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { screenText } from '#src/modules/screening/screening.service'
import { createMakersRepository, type BioState } from './makers.repository'

const PUBLIC: BioState = { bioHeldAt: null, bioHiddenReason: null }

export function bioStatusOf(state: BioState): MakerBioStatus {
  return state.bioHiddenReason !== null ? 'HIDDEN' : state.bioHeldAt !== null ? 'PENDING' : 'PUBLISHED'
}

/**
 * The state a saved bio takes. An unchanged bio keeps its state (saving only the website changes
 * nothing); no bio has nothing to hold; an admin's is never held. A changed bio waits for an admin
 * when the screening flags it, when it was already waiting (the admin reads the new text too), and
 * when an admin had hidden the previous one (the admin who hid it sees what replaces it).
 */
export function nextBioState(
  current: ({ bio: string | null } & BioState) | null,
  bio: string | null,
  writer: { isAdmin: boolean },
  at: Date,
): BioState {
  if (bio === null || writer.isAdmin) return PUBLIC
  if (current && current.bio === bio) return { bioHeldAt: current.bioHeldAt, bioHiddenReason: current.bioHiddenReason }
  const wasHeld = current !== null && bioStatusOf(current) !== 'PUBLISHED'
  if (screenText(bio).length > 0 || wasHeld) return { bioHeldAt: current?.bioHeldAt ?? at, bioHiddenReason: null }
  return PUBLIC
}

const notFound = () => new AppError('MAKER_NOT_FOUND', 'This maker has no bio waiting.')

/** The admin's side: the queue of held bios, and the approval or hide of one (audited in its transaction). */
export function createMakerBiosService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const toDto = (username: string, row: { bio: string | null; updatedAt: Date } & BioState): AdminMakerBio => {
    const findings = screenText(row.bio)
    return {
      username,
      bio: row.bio ?? '',
      updatedAt: row.updatedAt.toISOString(),
      status: bioStatusOf(row),
      hiddenReason: row.bioHiddenReason,
      screening: { flagged: findings.length > 0, findings },
    }
  }

  return {
    async listHeld(limit: number): Promise<AdminMakerBio[]> {
      const rows = await createMakersRepository(db).listHeldBios(limit)
      const names = await createUsersService({ db }).usernamesOf(rows.map((row) => row.userId))
      return rows.flatMap((row) => {
        const username = names.get(row.userId)
        return username ? [toDto(username, row)] : []
      })
    },

    async decide(username: string, input: MakerBioDecisionInput, actorId: number): Promise<AdminMakerBio> {
      const at = now()
      const user = await createUsersService({ db }).findByUsername(username)
      if (!user) throw notFound()
      const row = await db.transaction(async (tx) => {
        const repo = createMakersRepository(tx)
        const current = await repo.lockProfile(user.id)
        if (!current?.bio) throw notFound()
        const before = bioStatusOf(current)
        const next: BioState = input.action === 'APPROVE' ? PUBLIC : { bioHeldAt: null, bioHiddenReason: input.reason }
        const saved = await repo.setBioState(user.id, next)
        await recordAudit(tx, {
          actorId,
          action: input.action === 'APPROVE' ? 'MAKER_BIO_APPROVE' : 'MAKER_BIO_HIDE',
          targetType: 'MAKER_BIO',
          targetId: user.id,
          summary: `@${user.username} bio ${before} → ${bioStatusOf(next)}`,
          reason: input.action === 'HIDE' ? input.reason : null,
          at,
        })
        return saved!
      })
      return toDto(user.username, row)
    },
  }
}
export type MakerBiosService = ReturnType<typeof createMakerBiosService>
