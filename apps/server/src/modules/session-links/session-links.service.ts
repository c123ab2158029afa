import { QR_LINK_TTL_S } from '@spotlight/shared/domain/limits'
import { SessionUserSchema, type SessionUser } from '@spotlight/shared/schemas/auth'
import {
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TRIES,
  type CreatedSessionLink,
  type SessionLink,
  type SessionLinkStatus,
} from '@spotlight/shared/schemas/session-links'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import type { AuthService } from '#src/modules/auth/auth.service'
import type { SessionUser as SignedInUser } from '#src/plugins/auth'
import type { SessionLinkBus } from './session-links.bus'
import {
  hashSecret,
  isSecretMatch,
  newLinkKeys,
  newPairingCode,
  newRandomToken,
  openSealed,
  sealForDesktop,
} from './session-links.crypto'
import { networkPrefix } from './network-prefix'
import { createSessionLinksRepository } from './session-links.repository'
import { summarizeUserAgent } from './user-agent-summary'

const CODE_BYTES = 16
const USER_AGENT_MAX = 512
/** Expired links stay this long, so a late status read still answers EXPIRED, then the cleanup removes them. */
const KEEP_EXPIRED_MS = 60 * 60 * 1000

type Deps = {
  db: Db
  auth: Pick<AuthService, 'openSession'>
  bus: Pick<SessionLinkBus, 'publish'>
  sessionTtlS: number
  now?: () => Date
}

const pairingLocked = () =>
  new AppError(
    'SESSION_LINK_PAIRING_LOCKED',
    'Too many wrong pairing codes: this sign-in code no longer works. Show a new QR code on the computer.',
  )

type LinkRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createSessionLinksRepository>['findByCode']>>>

/**
 * Desktop sign-in by QR code. The desktop creates a link and keeps its secret; the phone, signed in,
 * confirms and syncs the code; the desktop's own fresh session is then handed out exactly once, to
 * whoever presents the secret (the live channel or the status fallback), never to anyone else.
 */
export function createSessionLinksService({ db, auth, bus, sessionTtlS, now = () => new Date() }: Deps) {
  const repo = createSessionLinksRepository(db)

  const isExpired = (row: LinkRow, at: Date) => row.expiresAt.getTime() <= at.getTime()

  /** The row behind a secret. An unknown code and a wrong secret answer alike: existence is not revealed. */
  async function findWithSecret(code: string, secret: string | undefined): Promise<LinkRow> {
    if (!secret) throw new AppError('SESSION_LINK_SECRET_REQUIRED', 'This sign-in code needs its secret.')
    const row = await repo.findByCode(code)
    const isMatch = isSecretMatch(secret, row?.secretHash ?? '0'.repeat(64))
    if (!row || !isMatch)
      throw new AppError('SESSION_LINK_SECRET_INVALID', 'This secret does not open that sign-in code.')
    return row
  }

  /** Why a link cannot be used by the phone, or null when it can. */
  function refusal(row: LinkRow | null, at: Date): AppError | null {
    if (!row) return new AppError('SESSION_LINK_NOT_FOUND', 'This sign-in code does not exist.')
    if (row.claimedAt) return new AppError('SESSION_LINK_ALREADY_USED', 'This sign-in code was already used.')
    if (row.pairingTries >= PAIRING_CODE_TRIES) return pairingLocked()
    if (isExpired(row, at)) return new AppError('SESSION_LINK_EXPIRED', 'This sign-in code has expired.')
    return null
  }

  /**
   * Hands the desktop's session out, once: null when nothing is waiting (not synced yet, already
   * handed out) or when `secret` does not open the link. The secret is also what opens the seal; a
   * seal that does not open (one left by the earlier format) is consumed and refused like a wrong secret.
   */
  async function handOut(code: string, secret: string): Promise<SessionUser | null> {
    const row = await repo.findByCode(code)
    if (!row?.sealedDelivery || !isSecretMatch(secret, row.secretHash)) return null
    const at = now()
    const sealed = await repo.takeSealedDelivery(code, at, new Date(at.getTime() - QR_LINK_TTL_S * 1000))
    if (!sealed) return null
    const plaintext = await openSealed(sealed, secret, row.deliveryKey, code)
    if (plaintext === null) return null
    return SessionUserSchema.parse(JSON.parse(plaintext))
  }

  return {
    /**
     * A new link for a desktop: the code goes into the QR, the secret and the pairing code stay with
     * the desktop. `address` is the desktop's (request.ip, so behind the configured proxies).
     */
    async createLink(desktop: {
      userAgent?: string | undefined
      address?: string | undefined
    }): Promise<CreatedSessionLink> {
      const code = newRandomToken(CODE_BYTES)
      const { secret, deliveryKey } = await newLinkKeys()
      const pairingCode = newPairingCode(PAIRING_CODE_LENGTH)
      const expiresAt = new Date(now().getTime() + QR_LINK_TTL_S * 1000)
      await repo.insertLink({
        code,
        secretHash: hashSecret(secret),
        deliveryKey,
        expiresAt,
        creatorUserAgent: desktop.userAgent ? desktop.userAgent.slice(0, USER_AGENT_MAX) : null,
        creatorNetwork: networkPrefix(desktop.address),
        pairingCode,
      })
      return { code, secret, expiresAt: expiresAt.toISOString(), pairingCode }
    },

    /** What the phone shows before the user confirms. Refuses links that can no longer be used. */
    async describeLink(code: string): Promise<SessionLink> {
      const row = await repo.findByCode(code)
      const refused = refusal(row, now())
      if (refused) throw refused
      return {
        code: row!.code,
        createdAt: row!.createdAt.toISOString(),
        expiresAt: row!.expiresAt.toISOString(),
        userAgentSummary: summarizeUserAgent(row!.creatorUserAgent),
        network: row!.creatorNetwork,
      }
    },

    /**
     * The phone confirmed with the pairing code its user typed: spend a try on it, then claim the link
     * (one winner), open the desktop's own session, seal it to the link's key and tell every instance.
     * The desktop session never outlives the phone's.
     */
    async syncLink(code: string, pairingCode: string, phone: SignedInUser): Promise<void> {
      const at = now()
      const tried = await repo.spendPairingTry(code, pairingCode, PAIRING_CODE_TRIES, at)
      if (!tried) {
        throw (
          refusal(await repo.findByCode(code), at) ??
          new AppError('SESSION_LINK_ALREADY_USED', 'This sign-in code was already used.')
        )
      }
      if (tried.pairingCode !== pairingCode) {
        const triesLeft = PAIRING_CODE_TRIES - tried.pairingTries
        if (triesLeft <= 0) throw pairingLocked()
        throw new AppError(
          'SESSION_LINK_PAIRING_MISMATCH',
          `This is not the pairing code on the computer's screen (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
          [{ path: 'pairingCode', message: `does not match; ${triesLeft} left` }],
        )
      }

      const claimed = await repo.claimLink(code, phone.userId, at)
      if (!claimed) {
        // Lost the race to a concurrent sync that has since failed and released it: still "used" to this caller.
        throw (
          refusal(await repo.findByCode(code), at) ??
          new AppError('SESSION_LINK_ALREADY_USED', 'This sign-in code was already used.')
        )
      }

      try {
        const phoneRemainingS = (phone.expiresAt.getTime() - at.getTime()) / 1000
        const session = await auth.openSession(
          { id: phone.userId, username: phone.username, piUid: phone.piUid, role: phone.role },
          Math.min(sessionTtlS, phoneRemainingS),
        )
        await repo.updateSealedDelivery(code, await sealForDesktop(JSON.stringify(session), claimed.deliveryKey, code))
      } catch (error) {
        await repo.releaseClaim(code)
        throw error
      }
      await bus.publish(code)
    },

    /** Checks the secret before a live-channel subscription; refuses links that will never deliver. */
    async authorizeSubscription(code: string, secret: string | undefined): Promise<void> {
      const row = await findWithSecret(code, secret)
      if (row.deliveredAt) throw new AppError('SESSION_LINK_ALREADY_USED', 'This sign-in code was already used.')
      if (!row.claimedAt && isExpired(row, now())) {
        throw new AppError('SESSION_LINK_EXPIRED', 'This sign-in code has expired.')
      }
    },

    handOut,

    /** The polling fallback: the state of a link, with the session on the first read after the sync. */
    async readStatus(code: string, secret: string | undefined): Promise<SessionLinkStatus> {
      const row = await findWithSecret(code, secret)
      if (row.deliveredAt) return { status: 'CLAIMED' }
      if (row.sealedDelivery) {
        const user = await handOut(code, secret!)
        return user ? { status: 'CLAIMED', user } : { status: 'CLAIMED' }
      }
      // Claimed but not sealed yet: the sync is still preparing the session.
      if (row.claimedAt) return { status: 'PENDING' }
      return { status: isExpired(row, now()) ? 'EXPIRED' : 'PENDING' }
    },

    /** Deletes links expired for more than an hour; returns how many. */
    async removeExpiredLinks(): Promise<number> {
      return repo.deleteExpiredBefore(new Date(now().getTime() - KEEP_EXPIRED_MS))
    },
  }
}
export type SessionLinksService = ReturnType<typeof createSessionLinksService>
