import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '@spotlight/shared/domain/enums'
import { AppError } from '#src/errors/app-error'
import { createSessionsRepository } from '#src/modules/auth/sessions.repository'
import { sessionTokenOfCookie } from '#src/modules/auth/session-cookie'
import { hashToken } from '#src/modules/auth/session-token'

export type SessionUser = {
  sessionId: number
  userId: number
  username: string
  piUid: string
  role: Role
  expiresAt: Date
  /** Set while an admin has suspended the account (it may sign in and read, not publish, buy or report). */
  suspendedAt: Date | null
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (and by `identify`, when a valid token is present). */
    user: SessionUser | null
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live session token is presented. */
    authenticate(request: FastifyRequest): Promise<void>
    /** preHandler: 401 without a session, 403 unless the user is an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>
    /** preHandler: 401 without a session, 403 ACCOUNT_SUSPENDED for a suspended account (publishing, buying, reporting). */
    requireActive(request: FastifyRequest): Promise<void>
    /** preHandler: reads the session if there is one; public routes use it to show more to owners and admins. */
    identify(request: FastifyRequest): Promise<void>
    /**
     * Reads the session from its cookie (`modules/auth/session-cookie.ts`), for an HTML form's post
     * only: the route must first check that the post came from this site. The API never reads it.
     */
    identifyFromSessionCookie(request: FastifyRequest): Promise<void>
  }
}

/**
 * `Bearer <token>`: the scheme in any case, one or more spaces (RFC 9110 allows several), then a
 * token of the alphabet `newSessionToken` uses (base64url), at most 200 characters.
 */
const BEARER = /^Bearer +([\w-]{1,200})$/i

/**
 * The session token of an `Authorization` header, or null for no header or a malformed one (no
 * session: 401 where one is needed). The one place the header is read: everything else (rate
 * limits, ownership) keys on the authenticated user, never on the header's spelling, which a
 * client can vary at will (`Bearer<spaces>token` once bought a fresh rate-limit budget).
 */
export function sessionTokenOf(header: string | undefined): string | null {
  if (!header) return null
  return BEARER.exec(header)?.[1] ?? null
}

async function authPlugin(app: FastifyInstance) {
  const sessions = createSessionsRepository(app.db)

  async function resolve(request: FastifyRequest): Promise<SessionUser | null> {
    return resolveToken(sessionTokenOf(request.headers.authorization))
  }

  async function resolveToken(token: string | null): Promise<SessionUser | null> {
    if (!token) return null
    const row = await sessions.findLiveSession(hashToken(token), new Date())
    // The stored role follows the configuration (auth/admin-role.ts: at each sign-in and at start-up).
    return row
  }

  app.decorateRequest('user', null)

  app.decorate('identify', async (request: FastifyRequest) => {
    request.user = await resolve(request)
  })

  const isHttps = app.config.publicUrl.startsWith('https:')
  app.decorate('identifyFromSessionCookie', async (request: FastifyRequest) => {
    request.user = await resolveToken(sessionTokenOfCookie(request.headers.cookie, isHttps))
  })

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await resolve(request)
    if (!request.user) throw new AppError('AUTH_REQUIRED', 'Session expired. Please log in again.')
  })

  app.decorate('requireActive', async (request: FastifyRequest) => {
    request.user = await resolve(request)
    if (!request.user) throw new AppError('AUTH_REQUIRED', 'Session expired. Please log in again.')
    if (request.user.suspendedAt)
      throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended: you can sign in and read, but not do this.')
  })

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await resolve(request)
    if (!request.user) throw new AppError('AUTH_REQUIRED', 'Session expired. Please log in again.')
    if (request.user.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Only an admin can do this.')
    // An account suspended before it was made an admin stays suspended: it moderates nobody.
    if (request.user.suspendedAt)
      throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended: you can sign in and read, but not do this.')
  })
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'config'] })
