import { z } from 'zod'
import { ROLES } from '../domain/enums'
import { LANGUAGES } from '../domain/languages'

/**
 * Body of POST /auth/pi-login. Only `accessToken` is trusted (the server verifies it with the Pi
 * Platform); `piId` and `username` are accepted for compatibility with older clients and ignored.
 * `language`: the language the reader chose for the page they sign in from (its address's prefix),
 * which the account's screens and notices then follow.
 */
export const PiLoginInputSchema = z.object({
  accessToken: z.string().min(1).max(4096),
  piId: z.string().max(200).optional(),
  username: z.string().max(200).optional(),
  language: z.enum(LANGUAGES).optional(),
})
export type PiLoginInput = z.infer<typeof PiLoginInputSchema>

export const RoleSchema = z.enum(ROLES)

/** The session the server issues; the web stores it as `localStorage.user` with `expiresAt` added. */
export const SessionUserSchema = z.object({
  accessToken: z.string(),
  username: z.string(),
  piId: z.string(),
  role: RoleSchema,
  expiresIn: z.number().int().positive(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

export const StoredSessionSchema = SessionUserSchema.extend({
  role: RoleSchema.default('USER'),
  expiresIn: z.number().int().positive().default(3600),
  expiresAt: z.string(),
})
export type StoredSession = z.infer<typeof StoredSessionSchema>

export const MeSchema = z.object({
  username: z.string(),
  piId: z.string(),
  role: RoleSchema,
})
export type Me = z.infer<typeof MeSchema>

export const OkSchema = z.object({ ok: z.literal(true) })
