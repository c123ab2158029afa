import { splitLanguagePrefix } from '@spotlight/shared/domain/language-paths'
import type { StoredSession } from '@spotlight/shared/schemas/auth'
import { APP_SCOPES, getPiSdk, type PiPaymentDTO, startPiSdk } from '#app/lib/pi-sdk'
import { dismissNotice, pushNotice } from '#app/lib/notices'
import { clearSession, readStoredSession, storeSession } from '#app/lib/session-store'
import { writeLanguageCookie } from '#app/lib/language'
import { loginWithPi } from './pi-login'
import { reportIncompletePayment } from './report-incomplete-payment'

/** The Pi SDK script is not on the page (not the Pi Browser, or it failed to load). */
export class PiSdkMissingError extends Error {
  constructor() {
    super('The Pi SDK is not available')
    this.name = 'PiSdkMissingError'
  }
}

export type SignInOptions = {
  /** Poll for the SDK script (a page that signs in as soon as it opens); otherwise a missing SDK fails at once. */
  waitForSdk?: boolean
  /** Say 'Signed in as …' (false where that would read as something else being signed in). */
  announce?: boolean
}

/**
 * The sign-in itself, without any navigation: authenticate with the wallet, exchange the Pi token at
 * /auth/pi-login and store the session.
 */
export async function signInWithPi(
  piSandbox: boolean,
  { waitForSdk = false, announce = true }: SignInOptions = {},
): Promise<StoredSession> {
  // A leftover (maybe expired) session must not ride along with the new sign-in's requests.
  clearSession()
  try {
    const pi = waitForSdk ? await startPiSdk(piSandbox) : await getPiSdk(piSandbox)
    if (!pi) throw new PiSdkMissingError()
    // The report needs the session this sign-in is about to make (the old one was cleared above): the
    // payment the wallet reports is held until then, else it would go out unsigned and be refused.
    const unfinished: PiPaymentDTO[] = []
    const auth = await pi.authenticate(APP_SCOPES, (payment) => {
      unfinished.push(payment)
    })
    if (!auth?.accessToken) throw new Error('The Pi SDK returned no access token')

    // A page at a language's address was read in a language the reader chose: the account follows it.
    const { language } = splitLanguagePrefix(window.location.pathname)
    const user = await loginWithPi({
      accessToken: auth.accessToken,
      piId: auth.user?.uid,
      username: auth.user?.username,
      ...(language ? { language } : {}),
    })
    if (!user.accessToken) throw new Error('The server returned no session token')
    // The account now speaks the page's language: so does the next page the server renders (a dashboard).
    if (language) writeLanguageCookie(language)
    const session = storeSession(user)
    await Promise.all(unfinished.map(reportIncompletePayment))
    if (announce) announceSignIn(session.username)
    return session
  } catch (error) {
    // A wallet or backend login failure signs out.
    clearSession()
    throw error
  }
}

/** How long the 'Signed in as …' confirmation stays before it goes by itself (it can be dismissed). */
export const SIGNED_IN_NOTICE_MS = 10_000

/**
 * The short confirmation a sign-in gives: a status notice under the navigation bar, so on
 * a phone it shows without opening the menu, where the greeting otherwise lives.
 */
function announceSignIn(username: string) {
  pushNotice({ id: 'signed-in', messageKey: 'auth.signedInAs', params: { username }, tone: 'info' })
  setTimeout(() => dismissNotice('signed-in'), SIGNED_IN_NOTICE_MS)
}

/** The stored session when it is still valid, else a fresh Pi sign-in (the phone pages a desktop's QR opens). */
export async function ensurePiSession(
  piSandbox: boolean,
  { announce = true }: Pick<SignInOptions, 'announce'> = {},
): Promise<StoredSession> {
  const { session, isExpired } = readStoredSession()
  if (session && !isExpired) return session
  return signInWithPi(piSandbox, { waitForSdk: true, announce })
}
