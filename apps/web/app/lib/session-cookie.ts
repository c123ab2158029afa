import { api } from '#app/lib/api-client'

/**
 * Asks the server for the session's form cookie (the plain HTML forms that work without scripts read
 * it). A sign-in on this browser gets it with its answer; a session handed over by the phone's QR code
 * does not. /auth/ URLs never get the stored token automatically, so it is passed explicitly. A failure
 * costs only the no-script forms, which then lead to sign-in: it is logged, never shown.
 */
export async function requestSessionCookie(accessToken: string) {
  try {
    await api.post('/auth/session-cookie', undefined, undefined, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
  } catch (error) {
    console.warn('The session cookie could not be set; the no-script forms will ask to sign in', error)
  }
}
