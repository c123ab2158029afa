import { useEffect, useState } from 'react'
import type { StoredSession } from '@spotlight/shared/schemas/auth'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { readStoredSession } from '#app/lib/session-store'

export type PhoneSignInState =
  | { status: 'pending' }
  | { status: 'needs-pi-browser' }
  | { status: 'failed' }
  | { status: 'ready'; session: StoredSession }

function initialState(): PhoneSignInState {
  const { session, isExpired } = readStoredSession()
  if (session && !isExpired) return { status: 'ready', session }
  // Outside the Pi Browser the SDK never authenticates (as the real one); say where to open the link.
  return isPiBrowser() ? { status: 'pending' } : { status: 'needs-pi-browser' }
}

/**
 * The sign-in step of the phone pages a desktop's QR code opens (QR sign-in and QR payment): the
 * stored session when it is still valid, otherwise one Pi sign-in in the Pi Browser. Browser only.
 */
export function usePhoneSignIn(authenticate: () => Promise<StoredSession>): PhoneSignInState {
  const [state, setState] = useState<PhoneSignInState>(initialState)

  useEffect(() => {
    if (state.status !== 'pending') return
    let isCancelled = false
    authenticate().then(
      (session) => !isCancelled && setState({ status: 'ready', session }),
      (error: unknown) => {
        console.error('Pi sign-in failed', error)
        if (!isCancelled) setState({ status: 'failed' })
      },
    )
    return () => {
      isCancelled = true
    }
  }, [state.status, authenticate])

  return state
}
