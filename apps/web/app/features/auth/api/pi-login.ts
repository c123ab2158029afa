import { type PiLoginInput, SessionUserSchema } from '@spotlight/shared/schemas/auth'
import { api } from '#app/lib/api-client'

/** Exchanges a Pi access token for our own session (the server verifies the token with Pi). */
export const loginWithPi = (input: PiLoginInput) => api.post('/auth/pi-login', input, SessionUserSchema)
