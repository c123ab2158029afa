import type { SessionUser as SessionDto } from '@spotlight/shared/schemas/auth'
import type { Config } from '#src/config/env'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { DEFAULT_LANGUAGE } from '@spotlight/shared/domain/languages'
import { rememberPiSignIn, type SignInLanguage } from '#src/modules/notifications/notifications.service'
import { PiApiError, type PiClient } from '#src/modules/pi/pi-client'
import { createAdminRole, type AdminConfig } from './admin-role'
import { createSessionsRepository } from './sessions.repository'
import { hashToken, newSessionToken } from './session-token'
import { createUsersRepository } from './users.repository'

type Deps = { db: Db; pi: PiClient; config: AdminConfig & Pick<Config, 'sessionTtlS'> }

export function createAuthService({ db, pi, config }: Deps) {
  const users = createUsersRepository(db)
  const sessions = createSessionsRepository(db)
  const adminRole = createAdminRole({ db, config })

  /** Opens a session for a user known by id; the QR sign-in uses this to hand a desktop its own session. */
  async function openSession(
    user: { id: number; username: string; piUid: string; role: 'USER' | 'ADMIN' },
    ttlS: number,
  ) {
    const token = newSessionToken()
    const expiresIn = Math.max(60, Math.floor(ttlS))
    await sessions.insertSession({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + expiresIn * 1000),
    })
    return {
      accessToken: token,
      username: user.username,
      piId: user.piUid,
      role: user.role,
      expiresIn,
    } satisfies SessionDto
  }

  return {
    openSession,
    reconcileStoredRoles: adminRole.reconcileStoredRoles,

    /**
     * Signs in with a Pi access token. Identity comes only from the Pi Platform's /v2/me answer:
     * whatever uid or username the client sent is ignored.
     */
    async piLogin(
      accessToken: string,
      language: SignInLanguage = { language: DEFAULT_LANGUAGE, isChosen: false },
    ): Promise<SessionDto> {
      // A token that cannot even travel in an Authorization header (control or non-ASCII characters)
      // is not one Pi issued; asking Pi about it would fail in our own HTTP client and look like an outage.
      if (!/^[\x20-\x7e]+$/.test(accessToken)) {
        throw new AppError('AUTH_PI_TOKEN_INVALID', 'The Pi Network did not accept this sign-in. Please try again.')
      }
      let piUser
      try {
        piUser = await pi.me(accessToken)
      } catch (error) {
        if (error instanceof PiApiError && (error.status === 401 || error.status === 403)) {
          throw new AppError('AUTH_PI_TOKEN_INVALID', 'The Pi Network did not accept this sign-in. Please try again.')
        }
        if (error instanceof PiApiError)
          throw new AppError('PI_UNAVAILABLE', 'The Pi Network refused the sign-in check.')
        throw new AppError('PI_UNAVAILABLE', 'The Pi Network could not be reached. Please try again.')
      }
      if (!piUser.username) {
        throw new AppError('AUTH_PI_TOKEN_INVALID', 'Spotlight needs permission to read your Pi username.')
      }

      const user = await users.upsertByPiUid({
        piUid: piUser.uid,
        username: piUser.username,
        role: await adminRole.roleAtSignIn({ uid: piUser.uid, username: piUser.username }),
      })
      // Pi in-app notifications may only go to a user who granted their scope: remember it at each sign-in.
      await rememberPiSignIn(db, user.id, { scopes: piUser.credentials?.scopes ?? [], language })

      // Our session must not outlive the Pi token it was opened with.
      const piValidUntil = piUser.credentials?.valid_until?.timestamp
      const piRemainingS = piValidUntil ? piValidUntil - Date.now() / 1000 : Infinity
      return openSession(user, Math.min(config.sessionTtlS, piRemainingS))
    },

    async logout(sessionId: number) {
      await sessions.revokeSession(sessionId, new Date())
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
