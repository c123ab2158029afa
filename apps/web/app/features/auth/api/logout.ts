import { api } from '#app/lib/api-client'

/**
 * Revokes the session on the server. /auth/ URLs never get the stored token automatically, so it
 * is passed explicitly. Failures are ignored: signing out locally must always work.
 */
export async function logout(accessToken: string) {
  try {
    await api.post('/auth/logout', undefined, undefined, { headers: { Authorization: `Bearer ${accessToken}` } })
  } catch (error) {
    console.warn('Logout request failed; signing out locally', error)
  }
}
