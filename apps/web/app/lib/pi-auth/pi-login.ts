import type { PiLoginInput, SessionUser } from '@spotlight/shared/schemas/auth'
import { api } from '#app/lib/api-client'

/**
 * Exchanges a Pi access token for our own session (the server verifies the token with Pi). The
 * answer's shape is the server's word (type only): every page has the sign-in button, and zod would
 * weigh on every first load.
 */
export const loginWithPi = (input: PiLoginInput) => api.post<SessionUser>('/auth/pi-login', input)
