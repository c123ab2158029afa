import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#app/config/paths'
import { pushNotice } from '#app/lib/notices'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { getActivePlan, rememberActivePlan } from '../api/get-active-plan'

/**
 * Sign-in with the Pi SDK (spec section 4 "Session"). In the Pi Browser: sign in (`signInWithPi`),
 * then route by role and plan. Elsewhere the SDK cannot authenticate, so the desktop QR sign-in
 * page takes over.
 */
export function useSignIn() {
  const navigate = useNavigate()
  const { piSandbox } = usePublicConfig()
  const inFlight = useRef(false)

  // Runs as a form action (see SignInButton): the form reports it pending until this settles.
  // Two taps made before hydration are both replayed; the second finds the first under way.
  async function signIn() {
    if (inFlight.current) return
    inFlight.current = true
    try {
      await signInOnce()
    } finally {
      inFlight.current = false
    }
  }

  async function signInOnce() {
    if (!isPiBrowser()) {
      await navigate(paths.sessionQr)
      return
    }
    try {
      // The SDK sign-in loads on the first tap, not with every public page (issue 3: first load).
      const { signInWithPi } = await import('#app/lib/pi-auth/sign-in-with-pi')
      const user = await signInWithPi(piSandbox)

      if (user.role === 'ADMIN') {
        await navigate(paths.adminDashboard.root)
        return
      }
      const plan = await getActivePlan(user.username)
      rememberActivePlan(user.username, plan)
      await navigate(plan.planType === 'STANDARD' ? paths.home : paths.userDashboard.root)
    } catch (error) {
      if (error instanceof Error && error.name === 'PiSdkMissingError') {
        pushNotice({ id: 'pi-sdk-missing', messageKey: 'auth.sdkMissing', tone: 'error' })
        return
      }
      // Spec error catalogue: wallet or backend login failure signs out with no message.
      console.error('Pi sign-in failed', error)
    }
  }

  return { signIn }
}
