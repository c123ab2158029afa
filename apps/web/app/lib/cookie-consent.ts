/**
 * The visitor's cookie choice, in localStorage under a fixed key (`cookie_consent`, 'accepted', as
 * the cookie policy describes it; a refusal is stored there too, as 'rejected'). What depends on consent (the campaign
 * stats' beacons) asks `hasAnalyticsConsent()` and waits for `onConsentGiven` while no choice is made.
 */
export const COOKIE_CONSENT_KEY = 'cookie_consent'
export type ConsentChoice = 'accepted' | 'rejected'

const CONSENT_EVENT = 'spotlight:consent'

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY)
    return value === 'accepted' || value === 'rejected' ? value : null
  } catch {
    return null
  }
}

export const hasAnalyticsConsent = (): boolean => readConsent() === 'accepted'

/** Stores the choice (a blocked storage keeps it for this page only) and tells who waits for it. */
export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice)
  } catch {
    // storage blocked: the choice holds for this page view
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }))
}

/** Calls `listener` when the visitor accepts on this page; answers the unsubscribe. */
export function onConsentGiven(listener: () => void): () => void {
  const handle = (event: Event) => {
    if ((event as CustomEvent<ConsentChoice>).detail === 'accepted') listener()
  }
  window.addEventListener(CONSENT_EVENT, handle)
  return () => window.removeEventListener(CONSENT_EVENT, handle)
}
