/** The slice of the Pi SDK (`window.Pi`) the app uses: only the calls and fields typed here are relied on. */
export type PiPaymentDTO = { identifier: string; [key: string]: unknown }
export type PiAuthResult = { accessToken: string; user: { uid: string; username?: string } }
export type PiScope = 'username' | 'payments' | 'wallet_address' | 'in_app_notifications'

export type PiSdk = {
  init(options: { version: '2.0'; sandbox?: boolean }): void | Promise<void>
  authenticate(
    scopes: PiScope[],
    onIncompletePaymentFound: (payment: PiPaymentDTO) => void | Promise<void>,
  ): Promise<PiAuthResult>
}

declare global {
  interface Window {
    Pi?: PiSdk
  }
}

/**
 * What every authentication asks for: a sign-in and a purchase ask for the same scopes, so the wallet
 * never has to ask the user twice for a wider grant.
 */
export const APP_SCOPES: PiScope[] = ['username', 'payments', 'in_app_notifications']

/** The SDK is polled every 300 ms, at most 30 times. */
export const PI_POLL_INTERVAL_MS = 300
export const PI_POLL_MAX_TRIES = 30

/** The Pi Browser identifies itself in its user agent; elsewhere the SDK cannot authenticate. */
export function isPiBrowser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  return userAgent.includes('PiBrowser')
}

let initialised: PiSdk | null = null
let polling: Promise<PiSdk | null> | null = null

/** Returns `window.Pi` initialised once per tab, or `null` when the SDK script has not loaded. */
export async function getPiSdk(sandbox: boolean): Promise<PiSdk | null> {
  const sdk = typeof window === 'undefined' ? undefined : window.Pi
  if (!sdk) return null
  if (initialised !== sdk) {
    await sdk.init({ version: '2.0', sandbox })
    initialised = sdk
  }
  return sdk
}

/**
 * Waits for the SDK script (loaded async in the document head) and initialises it. After 30 misses
 * the failure is only logged: the site works without it, and sign-in reports the missing SDK.
 */
export function startPiSdk(sandbox: boolean): Promise<PiSdk | null> {
  polling ??= new Promise((resolve) => {
    let tries = 0
    const attempt = () => {
      tries += 1
      if (window.Pi) {
        getPiSdk(sandbox).then(resolve, (error: unknown) => {
          console.error('Pi SDK init failed', error)
          resolve(null)
        })
        return
      }
      if (tries >= PI_POLL_MAX_TRIES) {
        console.warn(`Pi SDK not loaded after ${PI_POLL_MAX_TRIES} attempts`)
        resolve(null)
        return
      }
      window.setTimeout(attempt, PI_POLL_INTERVAL_MS)
    }
    attempt()
  })
  return polling
}
